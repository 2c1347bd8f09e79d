import type { Generated } from 'kysely';

/** A code of a voucher's pool (imported from a CSV in the console); handed to one customer at most (2026_12_02_0004). */
export interface VoucherCodesTable {
  id: Generated<number>;
  voucher_id: number;
  code: string;
  /** Who got it, and when; null while free. */
  user_id: number | null;
  assigned_at: string | null;
  imported_at: string;
}
