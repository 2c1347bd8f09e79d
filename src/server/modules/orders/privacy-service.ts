import type { Db } from '../../db/database.js';
import { findProducts } from '../catalog/stock-service.js';
import type { OrderStatus } from './order.table.js';
import { ofCustomer } from '../../db/of-customer.js';

/**
 * The customer's orders for the privacy module. Orders are accounting records (kept ten years):
 * an erasure keeps their numbers, lines and points and empties only who and where they went to.
 */

/** Not yet shipped nor cancelled: the prize is still on its way to a person, so erasure waits. */
const PENDING: readonly OrderStatus[] = ['ricevuto', 'in_lavorazione'];

export interface ExportedOrder {
  order_number: string;
  status: OrderStatus;
  total_points: number;
  created_at: string;
  shipping: unknown;
  carrier: string | null;
  tracking_code: string | null;
  items: { code: string; name: string; points: number; quantity: number }[];
}

export async function ordersForExport(db: Db, tenantAlias: string, userId: number): Promise<ExportedOrder[]> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'order_number', 'status', 'total_points', 'created_at', 'shipping_json', 'carrier', 'tracking_code'])
    .where(ofCustomer(tenantAlias, userId))
    .orderBy('id')
    .execute();
  const items = orders.length
    ? await db
        .selectFrom('order_items')
        .select(['order_id', 'code', 'name', 'points', 'quantity'])
        .where(
          'order_id',
          'in',
          orders.map((o) => o.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return orders.map(({ id, shipping_json, ...o }) => ({
    ...o,
    shipping: JSON.parse(shipping_json) as unknown,
    items: items.filter((i) => i.order_id === id).map(({ order_id: _o, ...i }) => i),
  }));
}

/** The numbers of the customer's orders that are neither shipped nor cancelled. */
export async function pendingOrderNumbers(db: Db, tenantAlias: string, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('order_number')
    .where(ofCustomer(tenantAlias, userId))
    .where('status', 'in', PENDING)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.order_number);
}

/**
 * Empties every text of the orders' shipping address, keeping its shape (the order history and
 * the console still read it). Numbers, lines, points and status history stay.
 */
export async function anonymiseOrders(trx: Db, tenantAlias: string, userId: number): Promise<void> {
  const orders = await trx.selectFrom('orders').select(['id', 'shipping_json']).where(ofCustomer(tenantAlias, userId)).execute();
  for (const order of orders) {
    const shipping = JSON.parse(order.shipping_json) as Record<string, unknown>;
    const blank = Object.fromEntries(Object.entries(shipping).map(([k, v]) => [k, typeof v === 'string' ? '' : v]));
    await trx
      .updateTable('orders')
      .set({ shipping_json: JSON.stringify(blank) })
      .where('id', '=', order.id)
      .execute();
  }
}

/**
 * The texts the customer's orders were shipped with (the recipient's name, street, city, phone,
 * notes): erasure looks for them in the texts that stay elsewhere (a mail's or a webhook's copy).
 */
export async function orderAddressTexts(db: Db, tenantAlias: string, userId: number): Promise<string[]> {
  const orders = await db.selectFrom('orders').select('shipping_json').where(ofCustomer(tenantAlias, userId)).execute();
  return orders.flatMap((o) => Object.values(JSON.parse(o.shipping_json) as Record<string, unknown>).filter((v) => typeof v === 'string'));
}

/**
 * Of `userIds`, the customers with an order neither shipped nor cancelled (`pending`), or placed
 * at `since` or later: retention skips the first and counts the second as activity.
 */
export async function customersWithOrders(
  db: Db,
  tenantAlias: string,
  userIds: readonly number[],
  which: 'pending' | { since: string },
): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  let query = db.selectFrom('orders').select('user_id').distinct().where('tenant_alias', '=', tenantAlias).where('user_id', 'in', userIds);
  query = which === 'pending' ? query.where('status', 'in', PENDING) : query.where('created_at', '>=', which.since);
  return new Set((await query.execute()).map((r) => r.user_id));
}

/**
 * The customer's wishlist for the privacy module: exported as the prizes' codes and names (the
 * tenant's own), deleted on erasure with the cart (they say what a person wanted, and no record
 * needs them).
 */
export async function wishlistForExport(
  db: Db,
  tenantAlias: string,
  userId: number,
): Promise<{ code: string; name: string; added_at: string }[]> {
  const rows = await db
    .selectFrom('wishlist_items')
    .select(['product_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const ids = rows.map((r) => r.product_id);
  const products = new Map((await findProducts(db, tenantAlias, ids)).map((p) => [p.id, p]));
  return rows.flatMap((r) => {
    const product = products.get(r.product_id);
    return product ? [{ code: product.code, name: product.name, added_at: r.created_at }] : [];
  });
}

export async function forgetBasket(trx: Db, userId: number): Promise<void> {
  await trx.deleteFrom('wishlist_items').where('user_id', '=', userId).execute();
  await trx.deleteFrom('cart_items').where('user_id', '=', userId).execute();
}
