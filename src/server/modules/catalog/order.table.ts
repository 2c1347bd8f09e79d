import type { Generated, Insertable, Selectable } from 'kysely';

export type OrderStatus = 'confirmed' | 'shipped' | 'delivered' | 'cancelled';

/** A completed checkout. Never edited except `status`; the shipping address is a snapshot. */
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

export type Order = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;
export type OrderItem = Selectable<OrderItemsTable>;
export type NewOrderItem = Insertable<OrderItemsTable>;
