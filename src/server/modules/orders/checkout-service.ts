import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Order as OrderView } from '../../../shared/types/generated/api/catalog.js';
import type { Database, SqlDialectName } from '../../db/database.js';
import { afterCommit } from '../../db/write-transaction.js';
import { countOrder } from '../../http/business-metrics.js';
import { HttpError } from '../../http/errors.js';
import type { Outbox } from '../../mail/outbox.js';
import type { AuthUser } from '../../plugins/auth.js';
import { keepAddress } from '../customers/address-service.js';
import { customerWriteTransaction } from '../customers/lock-service.js';
import { balanceOf, debit } from '../points/service.js';
import type { RequestTenant } from '../tenants/service.js';
import { resolveCheckoutForm, type CheckoutForm } from './checkout-form.js';
import type { Order } from './order.table.js';
import { findOrderByKey, insertOrder, nextOrderSequence, orderItems } from './order-repository.js';
import { takeStock } from '../catalog/stock-service.js';
import { emptyCart } from './basket-repository.js';
import { cartLines } from './basket-service.js';
import type { CatalogChanges } from '../catalog/catalog-changes-service.js';
import { CATALOG_MSG } from '../catalog/service.js';
import { orderView } from './views.js';
import { orderEventData } from './order-events.js';
import { publishEvent } from '../webhooks/service.js';
import { dayIn, dueDateOf, programmeState } from '../../../shared/programme.js';
import { orderingClosedReason } from '../../../shared/programme-messages.js';

async function loadOrderView(db: Kysely<Database>, order: Order): Promise<OrderView> {
  return orderView(order, await orderItems(db, [order.id]));
}

export interface CheckoutDeps {
  db: Kysely<Database>;
  dialect: SqlDialectName;
  /** Told once an order took stock: every process's listing memo drops the tenant. */
  changes: Pick<CatalogChanges, 'stockMoved'>;
  outbox: Outbox;
  /** Where a confirmation mail that could not go out is reported. */
  log: { error(obj: object, msg: string): void };
  now: Date;
}

export interface CheckoutRequest {
  tenant: RequestTenant;
  customer: AuthUser;
  /** The checkout form as sent. */
  body: Record<string, unknown>;
  idempotencyKey: string | null;
}

/**
 * POST catalog/checkout: validates the form and resolves the address, places the order, and
 * when this call created it (not a replay) mails the confirmation. Answers the order.
 */
export async function checkout(deps: CheckoutDeps, req: CheckoutRequest): Promise<OrderView> {
  const { db } = deps;
  const { tenant, customer } = req;
  const { programme, timeZone } = tenant.config;
  // The day on the tenant's calendar decides: ordering closes at the end of orderUntil there.
  const closed = orderingClosedReason(programme, programmeState(programme, dayIn(deps.now, timeZone)), timeZone);
  if (closed) throw new HttpError(409, closed);
  const form = await resolveCheckoutForm(db, tenant, customer.id, req.body);
  const { order, created } = await placeOrder(db, deps.dialect, {
    tenantAlias: tenant.alias,
    userId: customer.id,
    userCode: customer.username,
    form,
    idempotencyKey: req.idempotencyKey,
    requestHash: requestHash(req.body),
    now: deps.now,
    dueDate: dueDateOf(deps.now, timeZone, programme.deliveryDays),
  });
  const view = await loadOrderView(db, order);
  if (created) {
    await announceStock(deps, tenant.alias);
    await mailConfirmation(deps, customer, view);
  }
  return view;
}

/** The order is committed: a failure to tell the other processes must not turn it into an error the customer retries. */
async function announceStock(deps: CheckoutDeps, tenantAlias: string): Promise<void> {
  try {
    await deps.changes.stockMoved(tenantAlias, deps.now);
  } catch (err) {
    deps.log.error({ err, tenant: tenantAlias }, 'catalogo: variazione di disponibilità non annunciata agli altri processi');
  }
}

async function mailConfirmation(deps: CheckoutDeps, customer: AuthUser, view: OrderView): Promise<void> {
  if (!customer.email) return;
  const a = view.shipping as Record<string, string>;
  try {
    await deps.outbox.send('order', customer.email, {
      firstname: customer.firstname,
      orderNumber: view.order_number,
      items: view.items.map((i) => ({ name: i.name, quantity: i.quantity, points: i.points })),
      totalPoints: view.points,
      shipping: `${a['firstname']} ${a['lastname']}, ${a['address']} ${a['address_number']}, ${a['zipcode']} ${a['city']} (${a['district']})`,
      link: `${deps.outbox.baseUrl}/storico-ordini`,
    });
  } catch (err) {
    // The order is committed: a mail failure must not turn it into an error the customer retries.
    deps.log.error({ err, order: view.order_number }, 'conferma ordine: invio email non riuscito');
  }
}

/** sha256 of the body with keys sorted: the same form sent as JSON twice hashes alike. */
export function requestHash(body: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.fromEntries(Object.entries(body).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
  return createHash('sha256').update(canonical).digest('hex');
}

export interface PlaceOrderInput {
  tenantAlias: string;
  userId: number;
  /** The customer's user code, for the webhooks' payload. */
  userCode: string;
  form: CheckoutForm;
  idempotencyKey: string | null;
  requestHash: string;
  now: Date;
  /** YYYY-MM-DD by which the prize is due (dueDateOf). */
  dueDate: string;
}

/** An earlier order with this key: the same one for the same body, a refusal for another body. */
function replayOf(existing: Order | undefined, hash: string): Order | undefined {
  if (existing && existing.request_hash !== hash) throw new HttpError(422, CATALOG_MSG.idempotencyMismatch);
  return existing;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    (typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed: orders.'))
  );
}

/**
 * The checkout, all or nothing: spends the cart's points (ledger debit) and stock, writes the
 * order with its lines and the shipping snapshot, empties the cart and saves a newly typed
 * address. Returns the order and whether this call created it (false: an idempotent replay).
 *
 * Exactly once: the transaction holds the write lock (SQLite) or the customer's row lock
 * (PostgreSQL) before it reads the balance, the cart or an earlier order with the same key, so
 * concurrent checkouts of one customer run one after the other, on any number of processes.
 * Stock is taken with a guarded UPDATE, so buyers of the last piece across customers cannot
 * both win. The unique (tenant, user, key) constraint backs the key check up.
 */
export async function placeOrder(
  db: Kysely<Database>,
  dialect: SqlDialectName,
  input: PlaceOrderInput,
): Promise<{ order: Order; created: boolean }> {
  const { tenantAlias, userId, idempotencyKey: key } = input;
  if (key) {
    const earlier = replayOf(await findOrderByKey(db, tenantAlias, userId, key), input.requestHash);
    if (earlier) return { order: earlier, created: false };
  }
  try {
    return await customerWriteTransaction(db, dialect, userId, async (trx) => {
      if (key) {
        const earlier = replayOf(await findOrderByKey(trx, tenantAlias, userId, key), input.requestHash);
        if (earlier) return { order: earlier, created: false };
      }
      const lines = await cartLines(trx, userId, tenantAlias);
      if (!lines.length) throw new HttpError(400, CATALOG_MSG.emptyCart);
      for (const line of lines) {
        if (line.available !== 1 || line.stock < line.quantity) throw new HttpError(409, CATALOG_MSG.unavailable(line.name));
      }
      const total = lines.reduce((sum, l) => sum + l.points * l.quantity, 0);
      if ((await balanceOf(trx, userId)) < total) throw new HttpError(422, CATALOG_MSG.insufficientPoints);

      const at = input.now.toISOString();
      // Lines come sorted by product id: concurrent carts lock shared products in one order.
      for (const line of lines) {
        if (!(await takeStock(trx, tenantAlias, line.id, line.quantity, at))) throw new HttpError(409, CATALOG_MSG.unavailable(line.name));
      }
      const year = input.now.getUTCFullYear();
      const seq = await nextOrderSequence(trx, tenantAlias, year);
      const orderNumber = `${tenantAlias.toUpperCase()}-${year}-${String(seq).padStart(6, '0')}`;
      const order = await insertOrder(
        trx,
        {
          tenant_alias: tenantAlias,
          user_id: userId,
          order_number: orderNumber,
          status: 'ricevuto',
          total_points: total,
          shipping_json: JSON.stringify(input.form.shipping),
          idempotency_key: key,
          request_hash: key ? input.requestHash : null,
          created_at: at,
          due_date: input.dueDate,
        },
        lines.map((l) => ({
          product_id: l.id,
          code: l.code,
          name: l.name,
          image_url: l.image_url,
          points: l.points,
          quantity: l.quantity,
        })),
      );
      afterCommit(trx, () => countOrder(tenantAlias));
      await debit(trx, {
        tenantAlias,
        userId,
        amount: total,
        reason: `Ordine ${orderNumber}`,
        externalRef: `order:${orderNumber}`,
        orderId: order.id,
        at,
        userCode: input.userCode,
      });
      await publishEvent(trx, tenantAlias, 'order.created', orderEventData(order, input.userCode, lines), input.now);
      await emptyCart(trx, userId);
      if (input.form.savedAddressId === null) await keepAddress(trx, userId, input.form.shipping, at);
      return { order, created: true };
    });
  } catch (err) {
    // Two processes raced past the key check: the loser answers with the winner's order.
    if (key && isUniqueViolation(err)) {
      const earlier = replayOf(await findOrderByKey(db, tenantAlias, userId, key), input.requestHash);
      if (earlier) return { order: earlier, created: false };
    }
    throw err;
  }
}
