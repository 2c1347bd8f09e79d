import type { Insertable } from 'kysely';

/** A lot of points whose expiry reminder was sent (once per lot: the key is the tenant and the lot). */
export interface PointsExpiryRemindersTable {
  tenant_alias: string;
  /** The lot's key (points module, lots.ts): the credit's row id, or `<lot>+<reversal id>`. */
  lot_key: string;
  user_id: number;
  points: number;
  /** The lot's last day, YYYY-MM-DD. */
  last_day: string;
  created_at: string;
}

export type NewExpiryReminder = Insertable<PointsExpiryRemindersTable>;
