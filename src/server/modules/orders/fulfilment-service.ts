import type { Kysely } from 'kysely';
import { transitionRefusal, type OrderStatus } from '../../../shared/order-status.js';
import type { Database, SqlDialectName } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { refundOrder } from '../points/service.js';
import { usernamesOf } from '../customers/provisioning-service.js';
import { publishEvent } from '../webhooks/service.js';
import { orderEventData } from './order-events.js';
import { customerWriteTransaction } from '../customers/lock-service.js';
import { returnStock } from '../catalog/stock-service.js';
import { findTenantOrder, insertStatusChange, lockOrder, moveOrder, statusChanges } from './fulfilment-repository.js';
import type { Order, OrderItem, OrderStatusChange } from './order.table.js';
import { orderItems } from './order-repository.js';

export type { Order, OrderItem, OrderStatusChange };

/**
 * Fulfilment: an order moves ricevuto → in_lavorazione → spedito → consegnato, or is cancelled
 * before it ships (src/shared/order-status.ts decides which step is legal). Cancelling hands the
 * points back and puts the pieces back in stock in the transaction that changes the status.
 */

export const FULFILMENT_MSG = {
  notFound: (orderNumber: string) => `Ordine ${orderNumber} non trovato`,
  trackingRequired: "Per segnare l'ordine come spedito indica il corriere e il codice di spedizione",
  trackingOnlyWhenShipped: 'Corriere, codice e link di spedizione si indicano solo con lo stato «spedito»',
  httpsOnly: 'Il link di tracciamento deve essere un indirizzo https://',
  changedMeanwhile: "Lo stato dell'ordine è cambiato nel frattempo: ricarica l'ordine e riprova",
} as const;

export interface StatusRequest {
  status: OrderStatus;
  carrier?: string;
  tracking_code?: string;
  tracking_url?: string;
  reason?: string;
}

/** Who moved the order, as its history and the audit record it. */
export interface StatusActor {
  actor: string;
  role: string;
}

export interface FulfilmentDeps {
  db: Kysely<Database>;
  dialect: SqlDialectName;
  now: () => Date;
}

/** What changed, handed to the caller inside the transaction (audit, notification) and after it (mail). */
export interface StatusChangeDone {
  order: Order;
  items: OrderItem[];
  from: OrderStatus;
  change: OrderStatusChange;
  /** Points handed back (cancelling only, else 0). */
  refunded: number;
}

const trimmed = (value: string | undefined): string | null => {
  const text = value?.trim();
  return text ? text : null;
};

/** The request's tracking as columns, checked against the target status; throws 400 with the reason. */
function trackingOf(request: StatusRequest) {
  const carrier = trimmed(request.carrier);
  const code = trimmed(request.tracking_code);
  const url = trimmed(request.tracking_url);
  if (request.status !== 'spedito') {
    if (carrier || code || url) throw new HttpError(400, FULFILMENT_MSG.trackingOnlyWhenShipped);
    return null;
  }
  if (!carrier || !code) throw new HttpError(400, FULFILMENT_MSG.trackingRequired);
  if (url !== null) {
    // The schema asks for https:// already; this also refuses what only looks like a URL.
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      parsed = null;
    }
    if (parsed?.protocol !== 'https:' || !parsed.hostname) throw new HttpError(400, FULFILMENT_MSG.httpsOnly);
  }
  return { carrier, tracking_code: code, tracking_url: url };
}

/**
 * Moves one order of the tenant to `request.status`. Runs in the customer's write transaction
 * (the checkout's lock: SQLite's write lock, or the customer's and the order's row locks on
 * PostgreSQL), reads the order again under it and checks the step there, so of several staff
 * members (or a partner's retries) moving one order at once exactly one succeeds and the others
 * get the 409 of the state it reached. `inTransaction` runs before the commit (audit, the
 * customer's notification): it fails, nothing happened.
 */
export async function changeOrderStatus(
  deps: FulfilmentDeps,
  tenantAlias: string,
  orderNumber: string,
  request: StatusRequest,
  who: StatusActor,
  inTransaction: (trx: Kysely<Database>, done: StatusChangeDone) => Promise<void>,
): Promise<StatusChangeDone> {
  const tracking = trackingOf(request);
  const reason = trimmed(request.reason);
  const found = await findTenantOrder(deps.db, tenantAlias, orderNumber);
  if (!found) throw new HttpError(404, FULFILMENT_MSG.notFound(orderNumber));
  return customerWriteTransaction(deps.db, deps.dialect, found.user_id, async (trx) => {
    if (deps.dialect === 'postgres') await lockOrder(trx, found.id);
    const order = (await findTenantOrder(trx, tenantAlias, orderNumber))!;
    const refusal = transitionRefusal(order.status, request.status);
    if (refusal) throw new HttpError(409, refusal);
    if (!(await moveOrder(trx, order.id, order.status, request.status, tracking)))
      throw new HttpError(409, FULFILMENT_MSG.changedMeanwhile);
    const now = deps.now();
    const at = now.toISOString();
    const items = await orderItems(trx, [order.id]);
    const userCode = (await usernamesOf(trx, [order.user_id])).get(order.user_id) ?? '';
    let refunded = 0;
    if (request.status === 'annullato') {
      if (order.total_points > 0) {
        const row = await refundOrder(trx, {
          tenantAlias,
          userId: order.user_id,
          amount: order.total_points,
          reason: `Annullamento ordine ${order.order_number}`,
          orderId: order.id,
          orderNumber: order.order_number,
          at: now,
          userCode,
        });
        // The status guard makes a second refund impossible; the ledger's key proves it.
        if (!row) throw new HttpError(409, FULFILMENT_MSG.changedMeanwhile);
        refunded = order.total_points;
      }
      // One line per product in id order: concurrent cancels lock shared products in one order.
      for (const item of [...items].sort((a, b) => (a.product_id ?? 0) - (b.product_id ?? 0)))
        if (item.product_id !== null) await returnStock(trx, tenantAlias, item.product_id, item.quantity, at);
    }
    const change = await insertStatusChange(trx, {
      order_id: order.id,
      from_status: order.status,
      to_status: request.status,
      actor: who.actor,
      actor_role: who.role,
      reason,
      carrier: tracking?.carrier ?? null,
      tracking_code: tracking?.tracking_code ?? null,
      tracking_url: tracking?.tracking_url ?? null,
      created_at: at,
    });
    const done: StatusChangeDone = {
      order: { ...order, status: request.status, ...(tracking ?? {}) },
      items,
      from: order.status,
      change,
      refunded,
    };
    await publishEvent(
      trx,
      tenantAlias,
      'order.status_changed',
      { ...orderEventData(done.order, userCode, items), previous_status: order.status, reason, refunded_points: refunded },
      now,
    );
    await inTransaction(trx, done);
    return done;
  });
}

/** An order of the tenant with its lines and status history; 404 when the tenant has no such order. */
export async function tenantOrder(
  db: Kysely<Database>,
  tenantAlias: string,
  orderNumber: string,
): Promise<{ order: Order; items: OrderItem[]; history: OrderStatusChange[] }> {
  const order = await findTenantOrder(db, tenantAlias, orderNumber);
  if (!order) throw new HttpError(404, FULFILMENT_MSG.notFound(orderNumber));
  const [items, history] = await Promise.all([orderItems(db, [order.id]), statusChanges(db, [order.id])]);
  return { order, items, history };
}
