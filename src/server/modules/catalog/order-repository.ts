import { sql } from 'kysely';
import type { LedgerEntry } from '../points/service.js';
import type { NewOrder, NewOrderItem, Order, OrderItem } from './order.table.js';
import type { Executor } from './product-repository.js';

/** Orders, their lines, the order-number counter and the customer's ledger page. */

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

export type LedgerRow = LedgerEntry & { order_number: string | null };

/** The customer's ledger, newest first, with the order number of debits. */
export async function pageLedger(
  db: Executor,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: LedgerRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('points_ledger')
      .leftJoin('orders', 'orders.id', 'points_ledger.order_id')
      .selectAll('points_ledger')
      .select('orders.order_number')
      .where('points_ledger.user_id', '=', userId)
      .orderBy('points_ledger.created_at', 'desc')
      .orderBy('points_ledger.id', 'desc')
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

/** PostgreSQL: locks the customer's row until commit, so one customer's checkouts run one at a time. */
export async function lockUser(db: Executor, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
