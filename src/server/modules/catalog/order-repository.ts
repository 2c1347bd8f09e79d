import { sql } from 'kysely';
import type { NewOrder, NewOrderItem, Order, OrderItem } from './order.table.js';
import type { Executor } from './product-repository.js';

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

export async function findOrderByKey(db: Executor, tenantAlias: string, userId: number, key: string): Promise<Order | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_alias', '=', tenantAlias)
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export async function findOrder(db: Executor, tenantAlias: string, userId: number, id: number): Promise<Order | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_alias', '=', tenantAlias)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The order with this number, only if it belongs to this customer of this tenant. */
export async function findOwnOrderNumber(
  db: Executor,
  tenantAlias: string,
  userId: number,
  orderNumber: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('orders')
    .select('order_number')
    .where('tenant_alias', '=', tenantAlias)
    .where('user_id', '=', userId)
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
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
  const base = db.selectFrom('orders').where('tenant_alias', '=', tenantAlias).where('user_id', '=', userId);
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
