import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * The dashboard's figures, each one aggregate query over a tenant's rows, answered from the
 * indexes of migration 2026_11_24_0002_dashboard (nothing is loaded row by row into JS).
 * Timestamps are ISO-8601 UTC strings, so ranges compare as text.
 */

export interface CustomerCountsRow {
  provisioned: number;
  active: number;
  pointsEnabled: number;
}

export interface PointsTotalsRow {
  issued: number;
  spent: number;
}

export interface PointsWeekRow extends PointsTotalsRow {
  /** The week's Monday, YYYY-MM-DD. */
  week: string;
}

export interface TopPrizeRow {
  productId: number;
  name: string;
  quantity: number;
  points: number;
}

/** Statuses whose orders handed back their points: their prizes are not counted as redeemed. */
export const CANCELLED_STATUSES = ['annullato'] as const;

/*
 * Spent is what orders took, net of what cancelled orders gave back (their refund rows carry the
 * order too); issued is every other movement, net: credits less staff debits and the reversals of
 * an import. So issued − spent is the customers' total balance, and a refund is not counted as
 * points issued. sum() is bigint on PostgreSQL (parsed to number by the pool) and null on no rows.
 */
const issuedSum = sql<number>`coalesce(sum(case when order_id is null then amount else 0 end), 0)`;
const spentSum = sql<number>`coalesce(sum(case when order_id is not null then -amount else 0 end), 0)`;

export async function customerCounts(db: Db, tenantAlias: string): Promise<CustomerCountsRow> {
  const row = await db
    .selectFrom('users')
    .select([
      sql<number>`count(*)`.as('provisioned'),
      sql<number>`coalesce(sum(case when active = 1 then 1 else 0 end), 0)`.as('active'),
      sql<number>`coalesce(sum(case when points_enabled = 1 then 1 else 0 end), 0)`.as('pointsEnabled'),
    ])
    .where('tenant_alias', '=', tenantAlias)
    .executeTakeFirstOrThrow();
  return { provisioned: Number(row.provisioned), active: Number(row.active), pointsEnabled: Number(row.pointsEnabled) };
}

/**
 * Points issued and spent in each of the given weeks (Mondays, YYYY-MM-DD, consecutive, oldest
 * first); weeks without rows are absent. Each week is one range of the (tenant, created_at)
 * index, joined to a list of the week bounds: the same SQL on both databases, and no date
 * parsing per ledger row (which on SQLite cost more than the sums themselves).
 */
export async function pointsByWeek(db: Db, tenantAlias: string, mondays: readonly string[]): Promise<PointsWeekRow[]> {
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

export async function pointsTotals(db: Db, tenantAlias: string): Promise<PointsTotalsRow> {
  const row = await db
    .selectFrom('points_ledger')
    .select([issuedSum.as('issued'), spentSum.as('spent')])
    .where('tenant_alias', '=', tenantAlias)
    .executeTakeFirstOrThrow();
  return { issued: Number(row.issued), spent: Number(row.spent) };
}

export async function ordersByStatus(db: Db, tenantAlias: string): Promise<{ status: string; count: number }[]> {
  const count = sql<number>`count(*)`;
  const rows = await db
    .selectFrom('orders')
    .select(['status', count.as('count')])
    .where('tenant_alias', '=', tenantAlias)
    .groupBy('status')
    .orderBy(count, 'desc')
    .orderBy('status')
    .execute();
  return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
}

/**
 * The `limit` prizes ordered most (pieces), cancelled orders left out. Lines whose product was
 * deleted (product_id null) have nothing to group by and are left out too. The name is the one
 * on the prize's latest order line, read for the few winners only.
 */
export async function topPrizes(db: Db, tenantAlias: string, limit: number): Promise<TopPrizeRow[]> {
  const ranked = db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select([
      'order_items.product_id as productId',
      sql<number>`sum(order_items.quantity)`.as('quantity'),
      sql<number>`sum(order_items.points * order_items.quantity)`.as('points'),
      sql<number>`max(order_items.id)`.as('lastItemId'),
    ])
    .where('orders.tenant_alias', '=', tenantAlias)
    // Not typed as OrderStatus: the statuses of the coming order workflow are named too.
    .where(sql<boolean>`orders.status not in (${sql.join([...CANCELLED_STATUSES])})`)
    .where('order_items.product_id', 'is not', null)
    .groupBy('order_items.product_id')
    .orderBy('quantity', 'desc')
    .orderBy('order_items.product_id')
    .limit(limit);
  const rows = await db
    .selectFrom(ranked.as('ranked'))
    .innerJoin('order_items', 'order_items.id', 'ranked.lastItemId')
    .select(['ranked.productId', 'order_items.name', 'ranked.quantity', 'ranked.points'])
    .orderBy('ranked.quantity', 'desc')
    .orderBy('ranked.productId')
    .execute();
  return rows.map((r) => ({ productId: Number(r.productId), name: r.name, quantity: Number(r.quantity), points: Number(r.points) }));
}
