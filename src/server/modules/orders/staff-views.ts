import { NEXT_STATUSES, ORDER_STATUS_LABELS } from '../../../shared/order-status.js';
import type {
  OrderCustomer,
  Shipping,
  StaffOrderDetail,
  StaffOrderLine,
  StaffOrderSummary,
  StatusChange,
  Tracking,
} from '../../../shared/types/generated/api/staff-orders.js';
import type { Order, OrderItem, OrderStatusChange } from './fulfilment-service.js';
import type { OrderLineRow, StaffOrderRow } from './staff-repository.js';
import { counted } from '../../counted.js';

/** Rows → the staff order shapes of schemas/api/staff-orders.json, and the words a status change tells the customer. */

function trackingOf(row: { carrier: string | null; tracking_code: string | null; tracking_url: string | null }): Tracking | null {
  return row.carrier && row.tracking_code ? { carrier: row.carrier, code: row.tracking_code, url: row.tracking_url } : null;
}

const lineView = (l: Pick<OrderLineRow, 'code' | 'name' | 'quantity' | 'points'>): StaffOrderLine => ({
  code: l.code,
  name: l.name,
  quantity: l.quantity,
  points: l.points,
});

const customerView = (c: Omit<OrderCustomer, never>): OrderCustomer => ({
  username: c.username,
  firstname: c.firstname,
  lastname: c.lastname,
  company: c.company,
  email: c.email,
});

/**
 * Late: the prize is still owed (neither delivered nor cancelled) and its due date is behind
 * `today`, the tenant's calendar day.
 */
export function isOverdue(order: Pick<Order, 'status' | 'due_date'>, today: string): boolean {
  return order.status !== 'consegnato' && order.status !== 'annullato' && order.due_date < today;
}

export function summaryView(row: StaffOrderRow, lines: readonly OrderLineRow[], today: string): StaffOrderSummary {
  return {
    order_number: row.order_number,
    date: row.created_at,
    due_date: row.due_date,
    overdue: isOverdue(row, today),
    status: row.status,
    status_label: ORDER_STATUS_LABELS[row.status],
    points: row.total_points,
    customer: customerView(row),
    lines: lines.map(lineView),
    tracking: trackingOf(row),
  };
}

/** The checkout's snapshot as the contract names it; a field an old order lacks reads empty. */
export function shippingOf(json: string): Shipping {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) raw = parsed as Record<string, unknown>;
  } catch {
    raw = {};
  }
  const text = (key: string) => (typeof raw[key] === 'string' ? raw[key] : raw[key] == null ? '' : String(raw[key]));
  const notes = typeof raw['notes'] === 'string' && raw['notes'].trim() ? raw['notes'] : null;
  return {
    firstname: text('firstname'),
    lastname: text('lastname'),
    address: text('address'),
    address_number: text('address_number'),
    zipcode: text('zipcode'),
    city: text('city'),
    district: text('district'),
    phone: text('phone'),
    notes,
  };
}

const changeView = (c: OrderStatusChange): StatusChange => ({
  date: c.created_at,
  from: c.from_status,
  to: c.to_status,
  actor: c.actor,
  role: c.actor_role,
  reason: c.reason,
  tracking: trackingOf(c),
});

export function detailView(
  order: Order,
  items: readonly OrderItem[],
  history: readonly OrderStatusChange[],
  customer: OrderCustomer,
  today: string,
): StaffOrderDetail {
  return {
    order_number: order.order_number,
    date: order.created_at,
    due_date: order.due_date,
    overdue: isOverdue(order, today),
    status: order.status,
    status_label: ORDER_STATUS_LABELS[order.status],
    points: order.total_points,
    customer: customerView(customer),
    lines: items.map(lineView),
    tracking: trackingOf(order),
    shipping: shippingOf(order.shipping_json),
    history: history.map(changeView),
    next_statuses: [...NEXT_STATUSES[order.status]],
  };
}

/**
 * What the customer reads about a change, as plain paragraphs: the notification and the mail say
 * the same thing. A cancellation tells the points given back and the staff member's reason. The
 * carrier's link is written out in the mail only: in the portal's notification a long address
 * would fill the excerpt, and the order history shows it as a link.
 */
export function statusParagraphs(
  where: 'mail' | 'notification',
  order: Pick<Order, 'order_number' | 'status' | 'carrier' | 'tracking_code' | 'tracking_url'>,
  refunded: number,
  reason: string | null,
): string[] {
  const n = order.order_number;
  switch (order.status) {
    case 'ricevuto':
      return [`Abbiamo ricevuto il tuo ordine ${n}.`];
    case 'in_lavorazione':
      return [`Stiamo preparando il tuo ordine ${n}: ti avviseremo quando sarà spedito.`];
    case 'spedito':
      return [
        `Il tuo ordine ${n} è stato spedito con ${order.carrier ?? 'il corriere'}.`,
        `Codice di spedizione: ${order.tracking_code ?? '—'}`,
        ...(order.tracking_url
          ? [where === 'mail' ? `Segui la spedizione: ${order.tracking_url}` : 'Il link per seguirla è nello storico ordini.']
          : []),
      ];
    case 'consegnato':
      return [`Il tuo ordine ${n} risulta consegnato. Grazie per aver partecipato!`];
    case 'annullato':
      return [
        refunded > 0 ? counted('pointsRefunded', refunded, { order: n }) : `Il tuo ordine ${n} è stato annullato.`,
        ...(reason ? [`Motivo: ${reason}`] : []),
      ];
  }
}
