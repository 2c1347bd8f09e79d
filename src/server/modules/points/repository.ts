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

/**
 * Appends several rows in one statement (imports: one round trip per batch rather than per row,
 * which is what PostgreSQL's latency makes expensive). Rows whose external_ref is already used
 * in the tenant are left out; returns the rows inserted.
 */
export async function insertLedgerEntries(db: Executor, entries: readonly NewLedgerEntry[]): Promise<LedgerEntry[]> {
  if (entries.length === 0) return [];
  return db
    .insertInto('points_ledger')
    .values([...entries])
    .onConflict((oc) => oc.columns(['tenant_alias', 'external_ref']).doNothing())
    .returningAll()
    .execute();
}

export async function listLedger(db: Executor, userId: number, limit = 100): Promise<LedgerEntry[]> {
  return db.selectFrom('points_ledger').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute();
}
