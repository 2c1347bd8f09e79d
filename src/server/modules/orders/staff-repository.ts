import { sql } from 'kysely';
import { OWED_STATUSES, dueRange, type Deadline } from '../../../shared/order-deadline.js';
import type { OrderStatus } from '../../../shared/order-status.js';
import type { Db } from '../../db/database.js';

/** A tenant's orders as staff list and export them, filtered (their customers come from the customers' module). */

export interface OrderFilter {
  tenantAlias: string;
  status?: OrderStatus;
  /** ISO instant: orders placed at or after it. */
  since?: string;
  /** A prize code: orders with a line of it. */
  prize?: string;
  /** The customer's id (the service resolves the code typed). */
  customerId?: number;
  /** Owed orders at risk or overdue on `today`, the tenant's calendar day. */
  deadline?: { kind: Deadline; today: string };
}

/** An order of the list, naming its customer by id. */
export interface OrderListRow {
  id: number;
  order_number: string;
  status: OrderStatus;
  total_points: number;
  shipping_json: string;
  created_at: string;
  due_date: string;
  carrier: string | null;
  tracking_code: string | null;
  tracking_url: string | null;
  user_id: number;
}

/** An order with its customer's code, names, company and email, as the list and the CSV show it. */
export interface StaffOrderRow extends OrderListRow {
  username: string;
  firstname: string | null;
  lastname: string | null;
  company: string | null;
  email: string | null;
}

export interface OrderLineRow {
  order_id: number;
  code: string;
  name: string;
  quantity: number;
  points: number;
}

function filtered(db: Db, f: OrderFilter) {
  let q = db.selectFrom('orders').where('orders.tenant_alias', '=', f.tenantAlias);
  if (f.status) q = q.where('orders.status', '=', f.status);
  if (f.since) q = q.where('orders.created_at', '>=', f.since);
  if (f.customerId !== undefined) q = q.where('orders.user_id', '=', f.customerId);
  if (f.deadline) {
    // Owed statuses listed, not "not delivered": the (tenant, status, due_date) index then serves the range.
    const { from, to } = dueRange(f.deadline.kind, f.deadline.today);
    q = q.where('orders.status', 'in', OWED_STATUSES).where('orders.due_date', '<=', to);
    if (from) q = q.where('orders.due_date', '>=', from);
  }
  if (f.prize) {
    const code = f.prize.trim().toUpperCase();
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('order_items')
          .select('order_items.id')
          .whereRef('order_items.order_id', '=', 'orders.id')
          .where(sql<boolean>`upper(order_items.code) = ${code}`),
      ),
    );
  }
  return q;
}

const COLUMNS = [
  'orders.id',
  'orders.order_number',
  'orders.status',
  'orders.total_points',
  'orders.shipping_json',
  'orders.created_at',
  'orders.due_date',
  'orders.carrier',
  'orders.tracking_code',
  'orders.tracking_url',
  'orders.user_id',
] as const;

/** One page, newest first. */
export async function pageTenantOrders(
  db: Db,
  f: OrderFilter,
  limit: number,
  offset: number,
): Promise<{ rows: OrderListRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, f).select(COLUMNS).orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').limit(limit).offset(offset).execute(),
    filtered(db, f)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Every matching order, oldest first (the partner works through them in order), up to `cap`. */
export function exportTenantOrders(db: Db, f: OrderFilter, cap: number): Promise<OrderListRow[]> {
  return filtered(db, f).select(COLUMNS).orderBy('orders.created_at').orderBy('orders.id').limit(cap).execute();
}

/** The orders' lines, in the order they were placed. */
export async function linesOf(db: Db, orderIds: readonly number[]): Promise<OrderLineRow[]> {
  if (!orderIds.length) return [];
  const lines: OrderLineRow[] = [];
  // A bound list per statement stays well under both databases' parameter limits.
  for (let i = 0; i < orderIds.length; i += 1000) {
    lines.push(
      ...(await db
        .selectFrom('order_items')
        .select(['order_id', 'code', 'name', 'quantity', 'points'])
        .where('order_id', 'in', orderIds.slice(i, i + 1000))
        .orderBy('order_id')
        .orderBy('id')
        .execute()),
    );
  }
  return lines;
}
