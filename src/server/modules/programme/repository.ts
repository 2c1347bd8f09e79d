import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { NewExpiryReminder } from './expiry-reminder.table.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Records reminders for these lots; returns the lot keys recorded now. A lot already reminded
 * (by this run, an earlier one or another process) is left out, so its mail is never sent twice.
 */
export async function recordReminders(db: Executor, rows: readonly NewExpiryReminder[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('points_expiry_reminders')
    .values([...rows])
    .onConflict((oc) => oc.columns(['tenant_alias', 'lot_key']).doNothing())
    .returning('lot_key')
    .execute();
  return inserted.map((r) => r.lot_key);
}
