import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { NewExpiryReminder } from './expiry-reminder.table.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Records reminders for these lots; returns the lot keys recorded now. A lot already reminded
 * (by this run, an earlier one or another process) is left out, so its mail is never sent twice.
 */
export async function recordReminders(db: Executor, rows: readonly NewExpiryReminder[]): Promise<string[]> {
  const recorded: string[] = [];
  // A few hundred rows per statement: well under either database's limit of bound parameters.
  for (let start = 0; start < rows.length; start += 500) {
    const inserted = await db
      .insertInto('points_expiry_reminders')
      .values(rows.slice(start, start + 500))
      .onConflict((oc) => oc.columns(['tenant_alias', 'lot_key']).doNothing())
      .returning('lot_key')
      .execute();
    recorded.push(...inserted.map((r) => r.lot_key));
  }
  return recorded;
}

/** Which of these lots of the tenant were reminded already (read before taking any lock). */
export async function remindedLots(db: Executor, tenantAlias: string, lotKeys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < lotKeys.length; start += 500) {
    const rows = await db
      .selectFrom('points_expiry_reminders')
      .select('lot_key')
      .where('tenant_alias', '=', tenantAlias)
      .where('lot_key', 'in', lotKeys.slice(start, start + 500))
      .execute();
    for (const row of rows) found.add(row.lot_key);
  }
  return found;
}
