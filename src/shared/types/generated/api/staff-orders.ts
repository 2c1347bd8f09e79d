/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * ricevuto → in_lavorazione → spedito → consegnato; annullato before spedito.
 *
 * This interface was referenced by `StaffOrdersOperations`'s JSON-Schema
 * via the `definition` "Status".
 */
export type Status = 'ricevuto' | 'in_lavorazione' | 'spedito' | 'consegnato' | 'annullato';
/**
 * A date (YYYY-MM-DD, from its first instant in UTC) or an ISO-8601 date-time: orders placed at or after it.
 *
 * This interface was referenced by `StaffOrdersOperations`'s JSON-Schema
 * via the `definition` "Since".
 */
export type Since = string;
/**
 * Only orders whose prize is still owed (neither consegnato nor annullato): at_risk, due today or within the next 30 days; overdue, due before today. Days are the tenant's calendar days, on the server's clock.
 *
 * This interface was referenced by `StaffOrdersOperations`'s JSON-Schema
 * via the `definition` "Deadline".
 */
export type Deadline = 'at_risk' | 'overdue';
/**
 * <ALIAS>-<year>-<number>, as the customer reads it (case-insensitive).
 *
 * This interface was referenced by `StaffOrdersOperations`'s JSON-Schema
 * via the `definition` "OrderNumber".
 */
export type OrderNumber = string;

/**
 * Inputs and answers of the operations of schemas/api/staff-orders.json.
 */
export interface StaffOrdersOperations {
  listOrders: {
    params: TenantParams;
    query: OrderQuery;
    body: undefined;
    response: StaffOrderPage;
    filledQuery: {
      status?: Status;
      since?: Since;
      deadline?: Deadline;
      /**
       * Only orders with a line of this prize code.
       */
      prize?: string;
      /**
       * Only the orders of this user code (case-insensitive).
       */
      customer?: string;
      page: number;
      limit: number;
    };
  };
  exportOrders: {
    params: TenantParams;
    query: ExportQuery;
    body: undefined;
    /**
     * CSV, `;`-separated, CRLF line ends.
     */
    response: string;
  };
  getOrder: {
    params: OrderParams;
    query: undefined;
    body: undefined;
    response: StaffOrderDetail;
  };
  changeOrderStatus: {
    params: OrderParams;
    query: undefined;
    body: StatusBody;
    response: StaffOrderDetail;
  };
  changeOrdersStatus: {
    params: TenantParams;
    query: undefined;
    body: BulkStatusBody;
    response: BulkStatusAnswer;
  };
}
/**
 * This interface was referenced by `StaffOrdersOperations`'s JSON-Schema
 * via the `definition` "TenantParams".
 */
export interface TenantParams {
  /**
   * The tenant's alias.
   */
  alias: string;
}
/**
 * This interface was referenced by `StaffOrdersOperations`'s JSON-Schema
 * via the `definition` "OrderQuery".
 */
export interface OrderQuery {
  status?: Status;
  since?: Since;
  deadline?: Deadline;
  /**
   * Only orders with a line of this prize code.
   */
  prize?: string;
  /**
   * Only the orders of this user code (case-insensitive).
   */
  customer?: string;
  page?: number;
  limit?: number;
}
/**
 * This interface was referenced by `StaffOrdersOperations`'s JSON-Schema
 * via the `definition` "StaffOrderPage".
 */
export interface StaffOrderPage {
  items: StaffOrderSummary[];
  /**
   * Matching orders in all.
   */
  total: number;
  page: number;
  pageSize: number;
}
/**
 * This interface was referenced by `StaffOrdersOperations`'s JSON-Schema
 * via the `definition` "StaffOrderSummary".
 */
export interface StaffOrderSummary {
  order_number: string;
  /**
   * ISO time the order was placed.
   */
  date: string;
  status: Status;
  /**
   * The status in Italian.
   */
  status_label: string;
  /**
   * Points spent.
   */
  points: number;
  customer: OrderCustomer;
  lines: StaffOrderLine[];
  tracking: Tracking | null;
  /**
   * ISO date by which the prize is to be delivered (request day + programme.deliveryDays).
   */
  due_date: string;
  /**
   * Not delivered (nor cancelled) and the due date has passed in the tenant's time zone.
   */
  overdue: boolean;
}
/**
 * This interface was referenced by `StaffOrdersOperations`'s JSON-Schema
 * via the `definition` "OrderCustomer".
 */
export interface OrderCustomer {
  /**
   * User code.
   */
  username: string;
  firstname: string | null;
  lastname: string | null;
  company: string | null;
  email: string | null;
}
/**
 * This interface was referenced by `StaffOrdersOperations`'s JSON-Schema
 * via the `definition` "StaffOrderLine".
 */
export interface StaffOrderLine {
  /**
   * Prize code at the time of the order.
   */
  code: string;
  name: string;
  quantity: number;
  /**
   * Points of one piece.
   */
  points: number;
}
/**
 * This interface was referenced by `StaffOrdersOperations`'s JSON-Schema
 * via the `definition` "Tracking".
 */
export interface Tracking {
  carrier: string;
  code: string;
  url: string | null;
}
/**
 * This interface was referenced by `StaffOrdersOperations`'s JSON-Schema
 * via the `definition` "ExportQuery".
 */
export interface ExportQuery {
  status?: Status;
  since?: Since;
  deadline?: Deadline;
  prize?: string;
  customer?: string;
}
/**
 * This interface was referenced by `StaffOrdersOperations`'s JSON-Schema
 * via the `definition` "OrderParams".
 */
export interface OrderParams {
  /**
   * The tenant's alias.
   */
  alias: string;
  order_number: OrderNumber;
}
/**
 * This interface was referenced by `StaffOrdersOperations`'s JSON-Schema
 * via the `definition` "StaffOrderDetail".
 */
export interface StaffOrderDetail {
  order_number: string;
  date: string;
  status: Status;
  status_label: string;
  points: number;
  customer: OrderCustomer;
  lines: StaffOrderLine[];
  tracking: Tracking | null;
  shipping: Shipping;
  /**
   * Oldest first.
   */
  history: StatusChange[];
  /**
   * The statuses the order may move to now (empty once delivered or cancelled).
   */
  next_statuses: Status[];
  /**
   * ISO date by which the prize is to be delivered (request day + programme.deliveryDays).
   */
  due_date: string;
  /**
   * Not delivered (nor cancelled) and the due date has passed in the tenant's time zone.
   */
  overdue: boolean;
}
/**
 * This interface was referenced by `StaffOrdersOperations`'s JSON-Schema
 * via the `definition` "Shipping".
 */
export interface Shipping {
  firstname: string;
  lastname: string;
  /**
   * Street.
   */
  address: string;
  address_number: string;
  zipcode: string;
  city: string;
  /**
   * Province.
   */
  district: string;
  phone: string;
  notes: string | null;
}
/**
 * This interface was referenced by `StaffOrdersOperations`'s JSON-Schema
 * via the `definition` "StatusChange".
 */
export interface StatusChange {
  date: string;
  from: Status;
  to: Status;
  /**
   * Staff email, the operating system user of a command, or apikey:<name> for a partner.
   */
  actor: string;
  /**
   * operator, support, cli, or partner (an API key, actor apikey:<name>).
   */
  role: string;
  reason: string | null;
  tracking: Tracking | null;
}
/**
 * This interface was referenced by `StaffOrdersOperations`'s JSON-Schema
 * via the `definition` "StatusBody".
 */
export interface StatusBody {
  status: Status;
  /**
   * Required with spedito.
   */
  carrier?: string;
  /**
   * Required with spedito.
   */
  tracking_code?: string;
  /**
   * The carrier's page for the parcel (https only).
   */
  tracking_url?: string;
  /**
   * Why (a cancellation's reason reaches the customer).
   */
  reason?: string;
}
/**
 * This interface was referenced by `StaffOrdersOperations`'s JSON-Schema
 * via the `definition` "BulkStatusBody".
 */
export interface BulkStatusBody {
  /**
   * @minItems 1
   * @maxItems 200
   */
  order_numbers: [OrderNumber, ...OrderNumber[]];
  status: Status;
  carrier?: string;
  tracking_code?: string;
  tracking_url?: string;
  reason?: string;
}
/**
 * This interface was referenced by `StaffOrdersOperations`'s JSON-Schema
 * via the `definition` "BulkStatusAnswer".
 */
export interface BulkStatusAnswer {
  results: BulkResult[];
}
/**
 * This interface was referenced by `StaffOrdersOperations`'s JSON-Schema
 * via the `definition` "BulkResult".
 */
export interface BulkResult {
  order_number: string;
  ok: boolean;
  /**
   * The order's status after the call; null when not found.
   */
  status: Status | null;
  /**
   * Why this order did not move, in Italian.
   */
  error: string | null;
}

/** The operations of schemas/api/staff-orders.json, for the API client: `call(staffOrders.listOrders, input)`. */
export const staffOrders = {
  /** The tenant's orders, newest first, filtered by status, date, delivery deadline, prize and customer */
  listOrders: { method: 'GET', path: '/console/tenants/{alias}/orders' } as Operation<StaffOrdersOperations['listOrders']>,
  /** The orders the same filters select as the fulfilment CSV (one row per order line), as npm run orders:export writes it */
  exportOrders: { method: 'GET', path: '/console/tenants/{alias}/orders/export.csv' } as Operation<StaffOrdersOperations['exportOrders']>,
  /** One order: customer, lines, shipping address, tracking, status history and the statuses it may move to */
  getOrder: { method: 'GET', path: '/console/tenants/{alias}/orders/{order_number}' } as Operation<StaffOrdersOperations['getOrder']>,
  /** Moves the order to a status; an illegal step is 409 with the reason in Italian */
  changeOrderStatus: { method: 'POST', path: '/console/tenants/{alias}/orders/{order_number}/status' } as Operation<StaffOrdersOperations['changeOrderStatus']>,
  /** Moves several orders to one status, each on its own: the answer says, order by order, whether it moved or why not */
  changeOrdersStatus: { method: 'POST', path: '/console/tenants/{alias}/orders/bulk-status' } as Operation<StaffOrdersOperations['changeOrdersStatus']>,
};
