import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { afterCommit } from '../../db/write-transaction.js';
import { countPoints } from '../../http/business-metrics.js';
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
  if (row) afterCommit(db, () => countPoints([row]));
  return row ?? null;
}

/**
 * Appends several rows in one statement (imports: one round trip per batch rather than per row,
 * which is what PostgreSQL's latency makes expensive). Rows whose external_ref is already used
 * in the tenant are left out; returns the rows inserted.
 */
export async function insertLedgerEntries(db: Executor, entries: readonly NewLedgerEntry[]): Promise<LedgerEntry[]> {
  if (entries.length === 0) return [];
  const rows = await db
    .insertInto('points_ledger')
    .values([...entries])
    .onConflict((oc) => oc.columns(['tenant_alias', 'external_ref']).doNothing())
    .returningAll()
    .execute();
  afterCommit(db, () => countPoints(rows));
  return rows;
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

/**
 * The customers' rows of the tenant whose idempotency key starts with `prefix` (compared exactly:
 * SQLite's LIKE ignores case, so the caller's prefix is checked again here).
 */
export async function entriesByRefPrefix(
  db: Executor,
  tenantAlias: string,
  userIds: readonly number[],
  prefix: string,
): Promise<LedgerEntry[]> {
  if (!userIds.length) return [];
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .selectFrom('points_ledger')
    .selectAll()
    .where('tenant_alias', '=', tenantAlias)
    .where('user_id', 'in', [...userIds])
    .where(sql<boolean>`external_ref like ${pattern} escape '\\'`)
    .orderBy('id')
    .execute();
  return rows.filter((r) => r.external_ref?.startsWith(prefix));
}

export interface PointsTotalsRow {
  issued: number;
  spent: number;
}

export interface PointsWeekRow extends PointsTotalsRow {
  /** The week's Monday, YYYY-MM-DD. */
  week: string;
}

/*
 * Spent is what orders took, net of what cancelled orders gave back (their refund rows carry the
 * order too); issued is every other movement, net: credits less staff debits and the reversals of
 * an import. So issued − spent is the customers' total balance, and a refund is not counted as
 * points issued. sum() is bigint on PostgreSQL (parsed to number by the pool) and null on no rows.
 */
const issuedSum = sql<number>`coalesce(sum(case when order_id is null then amount else 0 end), 0)`;
const spentSum = sql<number>`coalesce(sum(case when order_id is not null then -amount else 0 end), 0)`;

/**
 * Points issued and spent in each of the given weeks (Mondays, YYYY-MM-DD, consecutive, oldest
 * first); weeks without rows are absent. Each week is one range of the (tenant, created_at)
 * index, joined to a list of the week bounds: the same SQL on both databases, and no date
 * parsing per ledger row (which on SQLite cost more than the sums themselves).
 */
export async function pointsByWeek(db: Executor, tenantAlias: string, mondays: readonly string[]): Promise<PointsWeekRow[]> {
  if (mondays.length === 0) return [];
  const bounds = mondays.map((monday) => {
    const end = new Date(Date.parse(`${monday}T00:00:00.000Z`) + 7 * 24 * 60 * 60 * 1000).toISOString();
    return sql`(${monday}, ${`${monday}T00:00:00.000Z`}, ${end})`;
  });
  const { rows } = await sql<{ week: string; issued: number; spent: number }>`
    with weeks(week, starts, ends) as (values ${sql.join(bounds)})
    select weeks.week as week, ${issuedSum} as issued, ${spentSum} as spent
    from weeks
    join points_ledger on points_ledger.tenant_alias = ${tenantAlias}
      and points_ledger.created_at >= weeks.starts and points_ledger.created_at < weeks.ends
    group by weeks.week`.execute(db);
  return rows.map((r) => ({ week: r.week, issued: Number(r.issued), spent: Number(r.spent) }));
}

export async function pointsTotals(db: Executor, tenantAlias: string): Promise<PointsTotalsRow> {
  const row = await db
    .selectFrom('points_ledger')
    .select([issuedSum.as('issued'), spentSum.as('spent')])
    .where('tenant_alias', '=', tenantAlias)
    .executeTakeFirstOrThrow();
  return { issued: Number(row.issued), spent: Number(row.spent) };
}

/** Every row of these customers, each customer's in ledger order (created_at, then id): what lots are computed from. */
export function ledgerRowsOf(db: Executor, userIds: readonly number[]): Promise<LedgerEntry[]> {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .selectFrom('points_ledger')
    .selectAll()
    .where('user_id', 'in', [...userIds])
    .orderBy('user_id')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * The tenant's customers with a positive movement before `before` (an ISO time), by id, a page
 * after `afterId`: those who may hold points old enough to expire.
 */
export async function creditedBefore(db: Executor, tenantAlias: string, before: string, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('points_ledger')
    .select('user_id')
    .distinct()
    .where('tenant_alias', '=', tenantAlias)
    .where('amount', '>', 0)
    .where('created_at', '<', before)
    .where('user_id', '>', afterId)
    .orderBy('user_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.user_id);
}

/** The points of a period of the closing report, each as a positive number. */
export interface PointsPeriodRow {
  issued: number;
  withdrawn: number;
  spent: number;
  expired: number;
}

/*
 * One pass over the period's range of the (tenant, created_at) index. Issued: credits not tied to
 * an order (imports, rules, staff, the partner API). Withdrawn: what staff, the partner API and
 * an import's undo took back outside orders. Spent: what orders took, net of what cancelled orders
 * gave back. Expired: the expiry job's rows. So opening + issued − withdrawn − spent − expired is
 * the closing balance, whatever happened in between.
 */
export async function pointsInPeriod(db: Executor, tenantAlias: string, from: string, until: string): Promise<PointsPeriodRow> {
  const row = await db
    .selectFrom('points_ledger')
    .select([
      sql<number>`coalesce(sum(case when order_id is null and kind <> 'expiry' and amount > 0 then amount else 0 end), 0)`.as('issued'),
      sql<number>`coalesce(sum(case when order_id is null and kind <> 'expiry' and amount < 0 then -amount else 0 end), 0)`.as('withdrawn'),
      spentSum.as('spent'),
      sql<number>`coalesce(sum(case when kind = 'expiry' then -amount else 0 end), 0)`.as('expired'),
    ])
    .where('tenant_alias', '=', tenantAlias)
    .where('created_at', '>=', from)
    .where('created_at', '<', until)
    .executeTakeFirstOrThrow();
  return { issued: Number(row.issued), withdrawn: Number(row.withdrawn), spent: Number(row.spent), expired: Number(row.expired) };
}

/** The customers' total balance at an instant: every row of the tenant before it. */
export async function balanceBefore(db: Executor, tenantAlias: string, before: string): Promise<number> {
  const row = await db
    .selectFrom('points_ledger')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
    .where('tenant_alias', '=', tenantAlias)
    .where('created_at', '<', before)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
