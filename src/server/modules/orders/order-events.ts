import type { Order } from './order.table.js';

/**
 * An order as the tenant's webhooks carry it (order.created, order.status_changed): the fields a
 * fulfilment partner or an ERP acts on, under names that do not follow our columns' renames.
 */
export function orderEventData(
  order: Pick<
    Order,
    'order_number' | 'status' | 'total_points' | 'shipping_json' | 'created_at' | 'due_date' | 'carrier' | 'tracking_code' | 'tracking_url'
  >,
  userCode: string,
  items: readonly { code: string; name: string; points: number; quantity: number }[],
) {
  return {
    order_number: order.order_number,
    status: order.status,
    user_code: userCode,
    total_points: order.total_points,
    items: items.map((i) => ({ code: i.code, name: i.name, points: i.points, quantity: i.quantity })),
    shipping: JSON.parse(order.shipping_json) as unknown,
    tracking: order.tracking_code ? { carrier: order.carrier, code: order.tracking_code, url: order.tracking_url } : null,
    created_at: order.created_at,
    due_date: order.due_date,
  };
}
