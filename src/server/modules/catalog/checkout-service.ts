import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, SqlDialectName } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { insertLedgerEntry } from '../points/repository.js';
import { balanceOf } from '../points/service.js';
import { cartLines, emptyCart } from './basket-repository.js';
import type { CheckoutForm } from './checkout-form.js';
import type { Order, OrderItem } from './order.table.js';
import { findOrderByKey, insertOrder, lockUser, nextOrderSequence, orderItems } from './order-repository.js';
import { takeStock, type Executor } from './product-repository.js';
import { CATALOG_MSG } from './service.js';
import { writeTransaction } from './write-transaction.js';

const STATUS_LABELS: Record<Order['status'], string> = { confirmed: 'Confermato', shipped: 'Spedito', delivered: 'Consegnato', cancelled: 'Annullato' };

/** An order as the API answers it (checkout, orders list). Built from stored rows only, so a replay is byte-identical. */
export function orderView(order: Order, items: OrderItem[]) {
  return {
    id: order.id,
    order_number: order.order_number,
    status: order.status,
    status_label: STATUS_LABELS[order.status],
    date: order.created_at,
    points: order.total_points,
    items: items.map((i) => ({ product_id: i.product_id, code: i.code, name: i.name, image_url: i.image_url, points: i.points, quantity: i.quantity, subtotal: i.points * i.quantity })),
    shipping: JSON.parse(order.shipping_json) as Record<string, unknown>,
  };
}

export type OrderView = ReturnType<typeof orderView>;

export async function loadOrderView(db: Executor, order: Order): Promise<OrderView> {
  return orderView(order, await orderItems(db, [order.id]));
}

/** sha256 of the body with keys sorted: the same form sent as JSON twice hashes alike. */
export function requestHash(body: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.fromEntries(Object.entries(body).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
  return createHash('sha256').update(canonical).digest('hex');
}

export interface PlaceOrderInput {
  tenantAlias: string;
  userId: number;
  form: CheckoutForm;
  idempotencyKey: string | null;
  requestHash: string;
  now: Date;
}

/** An earlier order with this key: the same one for the same body, a refusal for another body. */
function replayOf(existing: Order | undefined, hash: string): Order | undefined {
  if (existing && existing.request_hash !== hash) throw new HttpError(422, CATALOG_MSG.idempotencyMismatch);
  return existing;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || (typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed: orders.'));
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
export async function placeOrder(db: Kysely<Database>, dialect: SqlDialectName, input: PlaceOrderInput): Promise<{ order: Order; created: boolean }> {
  const { tenantAlias, userId, idempotencyKey: key } = input;
  if (key) {
    const earlier = replayOf(await findOrderByKey(db, tenantAlias, userId, key), input.requestHash);
    if (earlier) return { order: earlier, created: false };
  }
  try {
    return await writeTransaction(db, dialect, async (trx) => {
      if (dialect === 'postgres') await lockUser(trx, userId);
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
          status: 'confirmed',
          total_points: total,
          shipping_json: JSON.stringify(input.form.shipping),
          idempotency_key: key,
          request_hash: key ? input.requestHash : null,
          created_at: at,
        },
        lines.map((l) => ({ product_id: l.id, code: l.code, name: l.name, image_url: l.image_url, points: l.points, quantity: l.quantity })),
      );
      await insertLedgerEntry(trx, {
        tenant_alias: tenantAlias,
        user_id: userId,
        amount: -total,
        kind: 'debit',
        reason: `Ordine ${orderNumber}`,
        external_ref: `order:${orderNumber}`,
        order_id: order.id,
        created_at: at,
      });
      await emptyCart(trx, userId);
      if (input.form.savedAddressId === null) await saveAddress(trx, userId, input.form, at);
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

/** Keeps a newly typed address for next time, unless the customer already has the same one. */
async function saveAddress(trx: Executor, userId: number, form: CheckoutForm, at: string): Promise<void> {
  const s = form.shipping;
  const same = await trx
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', userId)
    .where('name', '=', s.firstname)
    .where('surname', '=', s.lastname)
    .where('address', '=', s.address)
    .where('address_number', '=', s.address_number)
    .where('city', '=', s.city)
    .where('zipcode', '=', s.zipcode)
    .executeTakeFirst();
  if (same) return;
  await trx
    .insertInto('addresses')
    .values({
      user_id: userId,
      name: s.firstname,
      surname: s.lastname,
      address: s.address,
      address_number: s.address_number,
      district: s.district,
      city: s.city,
      zipcode: s.zipcode,
      phone: s.phone,
      label: `${s.address} ${s.address_number}, ${s.city}`,
      created_at: at,
    })
    .execute();
}
