import type { Cart, Order as OrderView, OrderShipping } from '../../../shared/types/generated/api/catalog.js';
import { ORDER_STATUS_LABELS } from '../../../shared/order-status.js';
import { productView, type ProductRow } from '../catalog/stock-service.js';
import type { Order, OrderItem } from './order.table.js';

/** An order as the API answers it (checkout, orders list). Built from stored rows only, so a replay is byte-identical. */
export function orderView(order: Order, items: OrderItem[]): OrderView {
  return {
    id: order.id,
    order_number: order.order_number,
    status: order.status,
    status_label: ORDER_STATUS_LABELS[order.status],
    date: order.created_at,
    due_date: order.due_date,
    points: order.total_points,
    items: items.map((i) => ({
      product_id: i.product_id,
      code: i.code,
      name: i.name,
      image_url: i.image_url,
      points: i.points,
      quantity: i.quantity,
      subtotal: i.points * i.quantity,
    })),
    shipping: JSON.parse(order.shipping_json) as OrderShipping,
    // A parcel the carrier knows: only once shipped (a cancelled or delivered order keeps what it had).
    tracking: order.carrier && order.tracking_code ? { carrier: order.carrier, code: order.tracking_code, url: order.tracking_url } : null,
  };
}

/** A cart line with its prize. */
export interface CartLineRow extends ProductRow {
  quantity: number;
}

export function cartView(lines: CartLineRow[]): Cart {
  const data = lines.map((l) => ({
    product_id: l.id,
    quantity: l.quantity,
    points: l.points,
    subtotal: l.points * l.quantity,
    product: productView(l),
  }));
  return {
    data,
    total_points: data.reduce((sum, l) => sum + l.subtotal, 0),
    total_items: data.reduce((sum, l) => sum + l.quantity, 0),
  };
}
