import { sql } from 'kysely';
import type { NewOrder, NewOrderItem, Order, OrderItem } from './order.table.js';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { OWED_STATUSES, dueRange } from '../../../shared/order-deadline.js';
import type { OrderStatus } from '../../../shared/order-status.js';
import { ofCustomer } from '../../db/of-customer.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Orders, their lines and the order-number counter. */

/** Next number of the tenant's year, incremented in one statement (the row lock orders concurrent callers). */
export async function nextOrderSequence(db: Executor, tenantAlias: string, year: number): Promise<number> {
  const row = await db
    .insertInto('order_counters')
    .values({ tenant_alias: tenantAlias, year, value: 1 })
    .onConflict((oc) => oc.columns(['tenant_alias', 'year']).doUpdateSet((eb) => ({ value: eb(eb.ref('order_counters.value'), '+', 1) })))
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}

export async function insertOrder(db: Executor, order: NewOrder, items: Omit<NewOrderItem, 'order_id'>[]): Promise<Order> {
  const inserted = await db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values(items.map((i) => ({ ...i, order_id: inserted.id })))
    .execute();
  return inserted;
}

/** The customer's own orders in this tenant: every lookup of theirs starts here, so none reaches another's order. */
const ownOrders = (db: Executor, tenantAlias: string, userId: number) => db.selectFrom('orders').where(ofCustomer(tenantAlias, userId));

export async function findOrderByKey(db: Executor, tenantAlias: string, userId: number, key: string): Promise<Order | undefined> {
  return ownOrders(db, tenantAlias, userId).selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

export async function findOrder(db: Executor, tenantAlias: string, userId: number, id: number): Promise<Order | undefined> {
  return ownOrders(db, tenantAlias, userId).selectAll().where('id', '=', id).executeTakeFirst();
}

/** The order with this number, only if it belongs to this customer of this tenant. */
export async function findOwnOrderNumber(
  db: Executor,
  tenantAlias: string,
  userId: number,
  orderNumber: string,
): Promise<string | undefined> {
  const row = await ownOrders(db, tenantAlias, userId).select('order_number').where('order_number', '=', orderNumber).executeTakeFirst();
  return row?.order_number;
}

export async function orderItems(db: Executor, orderIds: number[]): Promise<OrderItem[]> {
  if (!orderIds.length) return [];
  return db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('id').execute();
}

export async function pageOrders(
  db: Executor,
  tenantAlias: string,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: Order[]; total: number }> {
  const base = ownOrders(db, tenantAlias, userId);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Order numbers by order id. */
export async function orderNumbersOf(db: Executor, orderIds: readonly number[]): Promise<Map<number, string>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'order_number'])
    .where('id', 'in', [...orderIds])
    .execute();
  return new Map(rows.map((r) => [r.id, r.order_number]));
}

export interface TopPrizeRow {
  productId: number;
  name: string;
  quantity: number;
  points: number;
}

/** Statuses whose orders handed back their points: their prizes are not counted as redeemed. */
export const CANCELLED_STATUSES = ['annullato'] as const;

export async function ordersByStatus(db: Executor, tenantAlias: string): Promise<{ status: string; count: number }[]> {
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
 * Owed orders per status, overdue and at risk on `today` (the tenant's calendar day): one read of
 * the (tenant, status, due_date) index, bounded by the last at-risk day.
 */
export async function deadlineCounts(
  db: Executor,
  tenantAlias: string,
  today: string,
): Promise<{ status: OrderStatus; atRisk: number; overdue: number }[]> {
  const last = dueRange('at_risk', today).to;
  const rows = await db
    .selectFrom('orders')
    .select([
      'status',
      sql<number>`sum(case when due_date < ${today} then 1 else 0 end)`.as('overdue'),
      sql<number>`sum(case when due_date >= ${today} then 1 else 0 end)`.as('atRisk'),
    ])
    .where('tenant_alias', '=', tenantAlias)
    .where('status', 'in', OWED_STATUSES)
    .where('due_date', '<=', last)
    .groupBy('status')
    .execute();
  return rows.map((r) => ({ status: r.status, atRisk: Number(r.atRisk), overdue: Number(r.overdue) }));
}

/**
 * The `limit` prizes ordered most (pieces), cancelled orders left out. Lines whose product was
 * deleted (product_id null) have nothing to group by and are left out too. The name is the one
 * on the prize's latest order line, read for the few winners only.
 */
export async function topPrizes(db: Executor, tenantAlias: string, limit: number): Promise<TopPrizeRow[]> {
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
