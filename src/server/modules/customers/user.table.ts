import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * A customer of one tenant. `username` is the SAP user code (unique per tenant, stored
 * uppercase); flags are 0/1 integers (see the accounts migration); timestamps ISO-8601 UTC.
 * Consents are not here: they are records by purpose (modules/consents).
 */
export interface UsersTable {
  id: Generated<number>;
  tenant_alias: string;
  username: string;
  /** `scrypt$…` (see password.ts); null for accounts of an external provider only. */
  password_hash: string | null;
  active: Generated<number>;
  type: Generated<string>;
  points_enabled: Generated<number>;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  company: string | null;
  vatcode: string | null;
  phone: string | null;
  address1: string | null;
  address2: string | null;
  zipcode: string | null;
  city: string | null;
  district: string | null;
  region: string | null;
  country: string | null;
  accetta_regolamento: Generated<number>;
  /** yyyy-MM-dd. */
  date_of_birth: string | null;
  /** JSON object of signup/profile fields that have no column. */
  extra_json: Generated<string>;
  prize_to_validate: Generated<number>;
  tokens_valid_after: string | null;
  created_at: string;
  updated_at: string;
  activated_at: string | null;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
