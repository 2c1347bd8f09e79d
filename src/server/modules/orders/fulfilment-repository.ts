import type { OrderStatus } from '../../../shared/order-status.js';
import type { NewOrderStatusChange, Order, OrderStatusChange } from './order.table.js';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Orders as fulfilment reads and moves them: by number within a tenant, status, tracking, history, stock back. */

export async function findTenantOrder(db: Executor, tenantAlias: string, orderNumber: string): Promise<Order | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_alias', '=', tenantAlias)
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
}

export interface TrackingColumns {
  carrier: string | null;
  tracking_code: string | null;
  tracking_url: string | null;
}

/**
 * Moves the order from `from` to `to`, only if it is still in `from`: the caller holds the lock,
 * and the guard keeps a second mover that read the same state from changing it twice anyway.
 * Tracking columns are written only when given (a shipped order keeps its tracking when delivered).
 */
export async function moveOrder(
  db: Executor,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
  tracking: TrackingColumns | null,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: to, ...(tracking ?? {}) })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertStatusChange(db: Executor, change: NewOrderStatusChange): Promise<OrderStatusChange> {
  return db.insertInto('order_status_history').values(change).returningAll().executeTakeFirstOrThrow();
}

/** The orders' status changes, oldest first. */
export async function statusChanges(db: Executor, orderIds: readonly number[]): Promise<OrderStatusChange[]> {
  if (!orderIds.length) return [];
  return db
    .selectFrom('order_status_history')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('order_id')
    .orderBy('id')
    .execute();
}

/** PostgreSQL: the order's row lock, beside the customer's, for the length of the transaction. */
export async function lockOrder(db: Executor, orderId: number): Promise<void> {
  await db.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().execute();
}
