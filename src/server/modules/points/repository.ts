import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { LedgerEntry, NewLedgerEntry } from './points-ledger.table.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Whose balances: some customers, or every customer of a tenant (the staff's export). */
export type BalanceScope = { userIds: readonly number[] } | { tenantAlias: string };

/**
 * The balance of each customer in scope: the sum of their ledger rows. The one place a balance
 * is computed; customers without rows are absent from the map (their balance is 0).
 */
export async function sumBalances(db: Executor, scope: BalanceScope): Promise<Map<number, number>> {
  if ('userIds' in scope && !scope.userIds.length) return new Map();
  const rows = await db
    .selectFrom('points_ledger')
    .select(['user_id', sql<number>`sum(amount)`.as('balance')])
    .$call((q) => ('userIds' in scope ? q.where('user_id', 'in', [...scope.userIds]) : q.where('tenant_alias', '=', scope.tenantAlias)))
    .groupBy('user_id')
    .execute();
  // PostgreSQL's sum(integer) is bigint: parsed to number by the pool, but normalise anyway.
  return new Map(rows.map((r) => [r.user_id, Number(r.balance)]));
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

/** The customer's ledger, newest first, a page at a time. */
export async function pageLedger(
  db: Executor,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: LedgerEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('points_ledger')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('points_ledger')
      .select(sql<number>`count(*)`.as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The tenant's ledger rows carrying these idempotency keys. */
export function entriesByRef(db: Executor, tenantAlias: string, refs: readonly string[]): Promise<LedgerEntry[]> {
  if (!refs.length) return Promise.resolve([]);
  return db
    .selectFrom('points_ledger')
    .selectAll()
    .where('tenant_alias', '=', tenantAlias)
    .where('external_ref', 'in', [...refs])
    .execute();
}
