import type { Generated, Insertable, Selectable } from 'kysely';
import type { OrderStatus } from '../../../shared/order-status.js';

export type { OrderStatus };

/** A completed checkout. Lines and the shipping snapshot never change; status and tracking follow fulfilment. */
export interface OrdersTable {
  id: Generated<number>;
  tenant_alias: string;
  user_id: number;
  /** `<ALIAS>-<year>-<000123>`, unique per tenant. */
  order_number: string;
  status: OrderStatus;
  total_points: number;
  shipping_json: string;
  /** The client's Idempotency-Key header; unique per tenant and user. */
  idempotency_key: string | null;
  /** sha256 of the canonical request body: the same key with another body is refused. */
  request_hash: string | null;
  created_at: string;
  /** YYYY-MM-DD by which the prize is due: the request day (tenant's zone) + programme.deliveryDays. */
  due_date: string;
  /** Set when the order is marked `spedito` (carrier and code required, URL optional). */
  carrier: Generated<string | null>;
  tracking_code: Generated<string | null>;
  tracking_url: Generated<string | null>;
}

/** One line of an order; name, code and points are copied so the history survives catalogue edits. */
export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  code: string;
  name: string;
  image_url: string | null;
  points: number;
  quantity: number;
}

/** Per-tenant, per-year counter behind order numbers. */
export interface OrderCountersTable {
  tenant_alias: string;
  year: number;
  value: number;
}

/** One status change of an order: who (a staff email and role, or the CLI's user), when, why, and the tracking it set. */
export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  from_status: OrderStatus;
  to_status: OrderStatus;
  actor: string;
  actor_role: string;
  reason: string | null;
  carrier: string | null;
  tracking_code: string | null;
  tracking_url: string | null;
  created_at: string;
}

export type Order = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;
export type OrderItem = Selectable<OrderItemsTable>;
export type NewOrderItem = Insertable<OrderItemsTable>;
export type OrderStatusChange = Selectable<OrderStatusHistoryTable>;
export type NewOrderStatusChange = Insertable<OrderStatusHistoryTable>;
