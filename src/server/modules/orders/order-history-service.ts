import type { OrderPage, PointsPage } from '../../../shared/types/generated/api/catalog.js';
import type { Db } from '../../db/database.js';
import { ORDER_STATUSES } from '../../../shared/order-status.js';
import { nextExpiryOf, type ExpiryContext } from '../points/expiry-service.js';
import { balanceOf, ledgerPage } from '../points/service.js';
import {
  deadlineCounts,
  findOwnOrderNumber,
  orderItems,
  orderNumbersOf,
  ordersByStatus,
  pageOrders,
  topPrizes,
} from './order-repository.js';
import { pageView } from '../catalog/stock-service.js';
import { orderView } from './views.js';

/**
 * What the customer has done with their points: the orders (storico ordini), the points detail
 * (/dettaglio-punti) and, for the contact form of the content module, their order numbers.
 */

/** The customer's orders, newest first, with their lines. */
export async function ordersPage(db: Db, tenantAlias: string, userId: number, page: number, limit: number): Promise<OrderPage> {
  const { rows, total } = await pageOrders(db, tenantAlias, userId, limit, (page - 1) * limit);
  const items = await orderItems(
    db,
    rows.map((r) => r.id),
  );
  return pageView(
    rows.map((o) =>
      orderView(
        o,
        items.filter((i) => i.order_id === o.id),
      ),
    ),
    total,
    limit,
    page,
  );
}

/**
 * The balance, the next points to expire (given the tenant's expiry context and `today`, its
 * calendar day; else null) and a page of ledger movements, newest first, with the order number of debits.
 */
export async function pointsPage(
  db: Db,
  userId: number,
  page: number,
  limit: number,
  expiry?: { context: ExpiryContext; today: string },
): Promise<PointsPage> {
  const [balance, { rows, total }, next] = await Promise.all([
    balanceOf(db, userId),
    ledgerPage(db, userId, limit, (page - 1) * limit),
    expiry ? nextExpiryOf(db, userId, expiry.context, expiry.today) : null,
  ]);
  const numbers = await orderNumbersOf(db, [...new Set(rows.flatMap((r) => (r.order_id === null ? [] : [r.order_id])))]);
  const data = rows.map((r) => ({
    id: r.id,
    // A movement imported with a day alone is that calendar day ('2026-11-30'), which the
    // formatters write without a time; any other is the instant it happened.
    date: r.day_only === 1 ? r.created_at.slice(0, 10) : r.created_at,
    amount: r.amount,
    kind: r.kind,
    reason: r.reason,
    order_number: r.order_id === null ? null : (numbers.get(r.order_id) ?? null),
  }));
  return { balance, next_expiry: next, ...pageView(data, total, limit, page) };
}

/** `orderNumber` when it names one of this customer's orders in the tenant, else undefined. */
export function ownOrderNumber(db: Db, tenantAlias: string, userId: number, orderNumber: string): Promise<string | undefined> {
  return findOwnOrderNumber(db, tenantAlias, userId, orderNumber);
}

/**
 * The dashboard's order figures: the tenant's orders by status, most first, the `limit` prizes
 * ordered most, and the owed orders at risk and overdue on `today` (the tenant's day) per status,
 * in the order an order lives through them.
 */
export async function orderFigures(db: Db, tenantAlias: string, limit: number, today: string) {
  const [byStatus, prizes, deadlines] = await Promise.all([
    ordersByStatus(db, tenantAlias),
    topPrizes(db, tenantAlias, limit),
    deadlineCounts(db, tenantAlias, today),
  ]);
  const inOrder = deadlines.sort((a, b) => ORDER_STATUSES.indexOf(a.status) - ORDER_STATUSES.indexOf(b.status));
  const countsOf = (key: 'atRisk' | 'overdue') => inOrder.filter((r) => r[key] > 0).map((r) => ({ status: r.status, count: r[key] }));
  return { byStatus, prizes, deadlines: { today, atRisk: countsOf('atRisk'), overdue: countsOf('overdue') } };
}
