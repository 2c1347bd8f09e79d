import { dayIn } from '../../../shared/programme.js';
import type { Deadline } from '../../../shared/order-deadline.js';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../shared/order-status.js';
import type {
  BulkStatusAnswer,
  BulkStatusBody,
  StaffOrderDetail,
  StaffOrderPage,
  StatusBody,
} from '../../../shared/types/generated/api/staff-orders.js';
import type { Db, SqlDialectName } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import type { Outbox } from '../../mail/outbox.js';
import { recordAction, type Actor } from '../audit/service.js';
import type { CatalogChanges } from '../catalog/catalog-changes-service.js';
import { changeOrderStatus, tenantOrder, type StatusChangeDone } from './fulfilment-service.js';
import { notifyCustomer } from '../content/notify-service.js';
import { ordersCsv } from './staff-csv.js';
import { customerCards, customerIdByCode, withCustomerCards } from '../customers/staff-service.js';
import {
  exportTenantOrders,
  linesOf,
  pageTenantOrders,
  type OrderFilter,
  type OrderListRow,
  type StaffOrderRow,
} from './staff-repository.js';
import { detailView, statusParagraphs, summaryView } from './staff-views.js';

/** The console's orders (schemas/api/staff-orders.json) and the fulfilment CSV of npm run orders:export. */

export const EXPORT_CAP = 50_000;

export interface OrdersDeps {
  db: Db;
  dialect: SqlDialectName;
  now: () => Date;
  /** Told when a cancelled order put its prizes back in stock: every process's listing memo drops the tenant. */
  changes: Pick<CatalogChanges, 'stockMoved'>;
}

export interface OrderQueryInput {
  status?: OrderStatus;
  since?: string;
  deadline?: Deadline;
  prize?: string;
  customer?: string;
}

/** A date alone is its first instant in UTC; a date-time is taken as written, normalised to UTC. */
export function sinceInstant(since: string | undefined): string | undefined {
  if (!since) return undefined;
  const instant = new Date(/^\d{4}-\d{2}-\d{2}$/.test(since) ? `${since}T00:00:00.000Z` : since);
  if (Number.isNaN(instant.getTime())) throw new HttpError(400, `Data non valida: ${since}`);
  return instant.toISOString();
}

/**
 * The filters as the repository takes them; null when the customer typed names nobody (no order
 * matches). `today`, the tenant's calendar day, is what a deadline is measured against.
 */
async function filterOf(db: Db, tenantAlias: string, q: OrderQueryInput, today: string): Promise<OrderFilter | null> {
  const filter: OrderFilter = { tenantAlias, status: q.status, since: sinceInstant(q.since), prize: q.prize };
  if (q.deadline) filter.deadline = { kind: q.deadline, today };
  if (!q.customer) return filter;
  const customerId = await customerIdByCode(db, tenantAlias, q.customer);
  return customerId === undefined ? null : { ...filter, customerId };
}

/** The orders with their customers' code, names, company and email. */
async function withCustomers(db: Db, rows: readonly OrderListRow[]): Promise<StaffOrderRow[]> {
  return withCustomerCards(db, rows);
}

export async function listOrders(
  deps: OrdersDeps,
  tenantAlias: string,
  q: OrderQueryInput & { page: number; limit: number },
  today: string,
): Promise<StaffOrderPage> {
  const filter = await filterOf(deps.db, tenantAlias, q, today);
  const page = filter ? await pageTenantOrders(deps.db, filter, q.limit, (q.page - 1) * q.limit) : { rows: [], total: 0 };
  const [rows, total] = [await withCustomers(deps.db, page.rows), page.total];
  const lines = await linesOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) =>
      summaryView(
        r,
        lines.filter((l) => l.order_id === r.id),
        today,
      ),
    ),
    total,
    page: q.page,
    pageSize: q.limit,
  };
}

/** `today`: the tenant's calendar day, against which an order is late. */
export async function orderDetail(deps: OrdersDeps, tenantAlias: string, orderNumber: string, today: string): Promise<StaffOrderDetail> {
  const { order, items, history } = await tenantOrder(deps.db, tenantAlias, orderNumber.toUpperCase());
  return detailView(order, items, history, await orderCustomer(deps.db, order.user_id), today);
}

/**
 * The fulfilment CSV of the orders the filters select, oldest first, times on the tenant's clock
 * (the CLI and the console's download); `now` places a deadline filter on the tenant's calendar.
 */
export async function exportOrdersCsv(
  db: Db,
  tenantAlias: string,
  q: OrderQueryInput,
  timeZone: string,
  now: Date,
): Promise<{ csv: string; orders: number }> {
  const filter = await filterOf(db, tenantAlias, q, dayIn(now, timeZone));
  const orders = filter ? await withCustomers(db, await exportTenantOrders(db, filter, EXPORT_CAP)) : [];
  const lines = await linesOf(
    db,
    orders.map((o) => o.id),
  );
  return { csv: ordersCsv(orders, lines, timeZone), orders: orders.length };
}

/** The console's download: the CSV, audited (order.export) with the filters and how many orders it held. */
export async function exportOrdersForStaff(
  deps: OrdersDeps,
  who: Actor,
  tenantAlias: string,
  q: OrderQueryInput,
  timeZone: string,
): Promise<{ filename: string; csv: string }> {
  const now = deps.now();
  const { csv, orders } = await exportOrdersCsv(deps.db, tenantAlias, q, timeZone, now);
  await recordAction(deps.db, who, { tenant: tenantAlias, action: 'order.export', target: 'ordini', after: { ...q, orders } }, now);
  return { filename: `ordini-${tenantAlias}-${now.toISOString().slice(0, 10)}.csv`, csv };
}

export interface StatusAct {
  who: Actor;
  tenantAlias: string;
  /** The tenant's zone: the day against which the answered order is late. */
  timeZone: string;
  outbox: Outbox;
  /** Where a mail that could not go out is reported (the change is committed by then). */
  log: { error(obj: object, msg: string): void };
}

/**
 * One order to a new status, with everything the change implies in its transaction: the audit
 * entry (order.status) and the customer's notification; then, committed, the customer's mail.
 */
async function moveOne(deps: OrdersDeps, act: StatusAct, orderNumber: string, body: StatusBody): Promise<StatusChangeDone> {
  const number = orderNumber.toUpperCase();
  const done = await changeOrderStatus(
    deps,
    act.tenantAlias,
    number,
    body,
    { actor: act.who.actor, role: act.who.role },
    async (trx, d) => {
      await recordAction(
        trx,
        act.who,
        {
          tenant: act.tenantAlias,
          action: 'order.status',
          target: d.order.order_number,
          before: { status: d.from },
          after: {
            status: d.order.status,
            ...(d.change.carrier
              ? { carrier: d.change.carrier, tracking_code: d.change.tracking_code, tracking_url: d.change.tracking_url }
              : {}),
            ...(d.change.reason ? { reason: d.change.reason } : {}),
            ...(d.refunded ? { refunded: d.refunded } : {}),
          },
        },
        new Date(d.change.created_at),
      );
      await notifyCustomer(
        trx,
        {
          tenantAlias: act.tenantAlias,
          userId: d.order.user_id,
          title: `Ordine ${d.order.order_number}: ${ORDER_STATUS_LABELS[d.order.status].toLowerCase()}`,
          paragraphs: statusParagraphs('notification', d.order, d.refunded, d.change.reason),
        },
        new Date(d.change.created_at),
      );
    },
  );
  if (done.order.status === 'annullato' && done.items.some((item) => item.product_id !== null)) await announceStock(deps, act);
  await mailChange(deps, act, done);
  return done;
}

/** The cancellation is committed: a failure to tell the other processes must not turn it into an error. */
async function announceStock(deps: OrdersDeps, act: StatusAct): Promise<void> {
  try {
    await deps.changes.stockMoved(act.tenantAlias, deps.now());
  } catch (err) {
    act.log.error({ err, tenant: act.tenantAlias }, 'catalogo: variazione di disponibilità non annunciata agli altri processi');
  }
}

async function mailChange(deps: OrdersDeps, act: StatusAct, done: StatusChangeDone): Promise<void> {
  const customer = await orderCustomer(deps.db, done.order.user_id);
  if (!customer.email) return;
  try {
    await act.outbox.send('orderStatus', customer.email, {
      firstname: customer.firstname,
      orderNumber: done.order.order_number,
      statusLabel: ORDER_STATUS_LABELS[done.order.status],
      paragraphs: statusParagraphs('mail', done.order, done.refunded, done.change.reason),
      // From the tenant's configured origin, never from the request.
      link: `${act.outbox.baseUrl}/storico-ordini`,
    });
  } catch (err) {
    // The change is committed and notified in the portal: a mail failure must not turn it into an error someone retries.
    act.log.error({ err, order: done.order.order_number }, 'stato ordine: invio email non riuscito');
  }
}

export async function changeStatus(deps: OrdersDeps, act: StatusAct, orderNumber: string, body: StatusBody): Promise<StaffOrderDetail> {
  await moveOne(deps, act, orderNumber, body);
  return orderDetail(deps, act.tenantAlias, orderNumber, dayIn(deps.now(), act.timeZone));
}

/**
 * Several orders to one status, one after the other, each in its own transaction: an order that
 * may not move (already shipped, another tenant's, unknown) is reported and the others still move.
 */
export async function changeStatuses(deps: OrdersDeps, act: StatusAct, body: BulkStatusBody): Promise<BulkStatusAnswer> {
  const { order_numbers: numbers, ...change } = body;
  const results: BulkStatusAnswer['results'] = [];
  for (const number of numbers) {
    try {
      const done = await moveOne(deps, act, number, change);
      results.push({ order_number: done.order.order_number, ok: true, status: done.order.status, error: null });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      const current = await tenantOrder(deps.db, act.tenantAlias, number.toUpperCase()).then(
        (found) => found.order.status,
        () => null,
      );
      results.push({ order_number: number.toUpperCase(), ok: false, status: current, error: err.message });
    }
  }
  return { results };
}

/** The order's customer, for the detail page and the status mail (the order row names them only by id). */
async function orderCustomer(db: Db, userId: number) {
  return (await customerCards(db, [userId])).get(userId)!;
}
