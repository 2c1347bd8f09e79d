import type { Generated, Insertable, Selectable } from 'kysely';
import type { ScheduleColumns } from './schedule.js';

/** A partner of the initiative (GET partners). */
export interface PartnersTable extends ScheduleColumns {
  id: Generated<number>;
  tenant_alias: string;
  name: string;
  description: string;
  logo_url: string | null;
  logo_width: number | null;
  logo_height: number | null;
  website: string | null;
  category: string;
  sort_order: Generated<number>;
}

/** An advantage (discount or service offered by a partner); `public` = 1 opens /advantage/{id} to anyone. */
export interface AdvantagesTable extends ScheduleColumns {
  id: Generated<number>;
  tenant_alias: string;
  partner_id: number | null;
  title: string;
  summary: string;
  body_html: string;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  public: Generated<number>;
  sort_order: Generated<number>;
  created_at: string;
}

/** A voucher; its code is either shared (`code_template`) or given per customer (user_vouchers). */
export interface VouchersTable extends ScheduleColumns {
  id: Generated<number>;
  tenant_alias: string;
  partner_id: number | null;
  title: string;
  description: string;
  body_html: string;
  /** `{username}` is replaced by the customer's user code; null when codes are per customer. */
  code_template: string | null;
  points: Generated<number>;
  value_cents: Generated<number>;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  expires_at: string | null;
  sort_order: Generated<number>;
  created_at: string;
}

/** The code a customer was given for a voucher (one per voucher and customer). */
export interface UserVouchersTable {
  id: Generated<number>;
  voucher_id: number;
  user_id: number;
  code: string;
  assigned_at: string;
}

export type Partner = Selectable<PartnersTable>;
export type NewPartner = Insertable<PartnersTable>;
export type Advantage = Selectable<AdvantagesTable>;
export type NewAdvantage = Insertable<AdvantagesTable>;
export type Voucher = Selectable<VouchersTable>;
export type NewVoucher = Insertable<VouchersTable>;
