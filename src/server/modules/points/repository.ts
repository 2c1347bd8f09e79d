import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { LedgerEntry, NewLedgerEntry } from './points-ledger.table.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Sum of the user's ledger rows; 0 for a user without rows. */
export async function sumLedger(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('points_ledger')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('balance'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  // PostgreSQL's sum(integer) is bigint: parsed to number by the pool, but normalise anyway.
  return Number(row?.balance ?? 0);
}

/**
 * Appends a row. With an external_ref already used in the tenant nothing is inserted and null
 * is returned: re-running an import is harmless.
 */
export async function insertLedgerEntry(db: Executor, entry: NewLedgerEntry): Promise<LedgerEntry | null> {
  const row = await db
    .insertInto('points_ledger')
    .values(entry)
    .onConflict((oc) => oc.columns(['tenant_alias', 'external_ref']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function listLedger(db: Executor, userId: number, limit = 100): Promise<LedgerEntry[]> {
  return db.selectFrom('points_ledger').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute();
}
