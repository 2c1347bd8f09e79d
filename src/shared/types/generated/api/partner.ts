/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * The customer's user code (the ERP's code, case-insensitive).
 *
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "UserCode".
 */
export type UserCode = string;
/**
 * Your unique id of the movement (printable ASCII, no spaces): the idempotency key, per initiative.
 *
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "ExternalId".
 */
export type ExternalId = string;
/**
 * Your id of the batch: the idempotency key, per initiative.
 *
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "BatchId".
 */
export type BatchId = string;
/**
 * ricevuto → in_lavorazione → spedito → consegnato; annullato before spedito.
 *
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "Status".
 */
export type Status = 'ricevuto' | 'in_lavorazione' | 'spedito' | 'consegnato' | 'annullato';
/**
 * <ALIAS>-<year>-<number>, as the customer reads it (case-insensitive).
 *
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "OrderNumber".
 */
export type OrderNumber = string;

/**
 * Inputs and answers of the operations of schemas/api/partner.json.
 */
export interface PartnerOperations {
  partnerMovePoints: {
    params: undefined;
    query: undefined;
    body: PointsBody;
    response: PointsAnswer;
  };
  partnerUpsertCustomers: {
    params: undefined;
    query: undefined;
    body: CustomersBody;
    response: CustomersReport;
  };
  partnerPostSales: {
    params: undefined;
    query: undefined;
    body: SalesBody;
    response: SalesReport;
  };
  partnerUndoSales: {
    params: BatchParams;
    query: undefined;
    body: undefined;
    response: UndoAnswer;
  };
  partnerListOrders: {
    params: undefined;
    query: OrdersQuery;
    body: undefined;
    response: OrdersPage;
    filledQuery: {
      /**
       * next_cursor of the previous answer; absent: from the first order.
       */
      cursor?: string;
      limit: number;
    };
  };
  partnerSetOrderStatus: {
    params: OrderParams;
    query: undefined;
    body: StatusBody;
    response: PartnerOrder;
  };
}
/**
 * One movement.
 *
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "PointsBody".
 */
export interface PointsBody {
  user_code: UserCode;
  /**
   * Whole points: positive credits, negative debits; not zero.
   */
  delta: number;
  /**
   * Shown to the customer in their points detail.
   */
  reason: string;
  external_id: ExternalId;
}
/**
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "PointsAnswer".
 */
export interface PointsAnswer {
  /**
   * The customer's balance now.
   */
  balance: number;
  /**
   * The ledger row of this external_id.
   */
  movement_id: number;
  /**
   * True when the external_id had been used already: nothing was written now.
   */
  duplicate: boolean;
}
/**
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "CustomersBody".
 */
export interface CustomersBody {
  /**
   * @minItems 1
   * @maxItems 1000
   */
  customers: [PartnerCustomer, ...PartnerCustomer[]];
}
/**
 * A customer as the CSV customers import takes it (docs/operators.md, imports). On an existing customer only the fields present are compared.
 *
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "PartnerCustomer".
 */
export interface PartnerCustomer {
  user_code: UserCode;
  /**
   * The first password, required to create a customer: at least 8 characters with upper and lower case, digits and symbols. Ignored for a customer who exists already.
   */
  password?: string;
  firstname?: string;
  lastname?: string;
  company?: string;
  /**
   * Updated only while the customer has not activated the account; afterwards kept (see kept).
   */
  email?: string;
  /**
   * Partita IVA: 11 digits, with or without IT.
   */
  vatcode?: string;
  phone?: string;
  /**
   * Street (via, piazza).
   */
  address1?: string;
  /**
   * House number.
   */
  address2?: string;
  /**
   * CAP.
   */
  zipcode?: string;
  city?: string;
  /**
   * Province code, e.g. MI.
   */
  district?: string;
  region?: string;
  /**
   * Country code, e.g. IT.
   */
  country?: string;
  /**
   * Whether the customer collects points (default false). Set on creation only.
   */
  points_enabled?: boolean;
  /**
   * True only when the customer has completed the registration already (default false). Set on creation only.
   */
  active?: boolean;
  /**
   * Account type (default customer). Set on creation only.
   */
  type?: string;
  /**
   * Values of the initiative's extra signup fields, by field name.
   */
  extra?: {
    [k: string]: string;
  };
}
/**
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "CustomersReport".
 */
export interface CustomersReport {
  received: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  /**
   * One per customer sent, in order.
   */
  rows: CustomerRow[];
}
/**
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "CustomerRow".
 */
export interface CustomerRow {
  /**
   * Position in customers, from 0.
   */
  index: number;
  /**
   * As stored (normalised as the login does).
   */
  user_code: string;
  outcome: 'created' | 'updated' | 'unchanged' | 'rejected';
  /**
   * Why rejected, or, for an updated or unchanged customer, which sent values were kept and why; in Italian.
   */
  reason: string | null;
  /**
   * The fields written on an existing customer (extra.<name> for an extra field); empty otherwise.
   */
  changed: string[];
  /**
   * Fields sent with another value that a machine may not overwrite (active, points_enabled, type, email of an activated customer); left as they are.
   */
  kept: string[];
}
/**
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "SalesBody".
 */
export interface SalesBody {
  batch_id: BatchId;
  /**
   * @minItems 1
   * @maxItems 1000
   */
  lines: [SaleLine, ...SaleLine[]];
}
/**
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "SaleLine".
 */
export interface SaleLine {
  user_code: UserCode;
  /**
   * Day of the sale, YYYY-MM-DD; not in the future.
   */
  date: string;
  /**
   * Your product code.
   */
  product_code: string;
  quantity: number;
  /**
   * Value of the line in euros, at most two decimals.
   */
  amount: number;
}
/**
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "SalesReport".
 */
export interface SalesReport {
  batch_id: string;
  status: 'posted' | 'undone';
  /**
   * True when the batch_id had been posted already: nothing was stored now.
   */
  duplicate: boolean;
  received: number;
  accepted: number;
  rejected: number;
  /**
   * Points the earning rules credited for the batch (0 until rules are configured).
   */
  points_credited: number;
  rows: SaleRow[];
}
/**
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "SaleRow".
 */
export interface SaleRow {
  /**
   * Position in lines, from 0.
   */
  index: number;
  outcome: 'accepted' | 'rejected';
  /**
   * Why rejected, in Italian.
   */
  reason: string | null;
}
/**
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "BatchParams".
 */
export interface BatchParams {
  batch_id: BatchId;
}
/**
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "UndoAnswer".
 */
export interface UndoAnswer {
  batch_id: string;
  status: 'undone';
  /**
   * True when the batch was undone already: nothing changed now.
   */
  duplicate: boolean;
  /**
   * Lines of the batch.
   */
  lines: number;
  /**
   * Points taken back now.
   */
  points_reversed: number;
  /**
   * Points the batch credited that the customers had spent already (a balance never goes below zero).
   */
  not_reversed: number;
}
/**
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "OrdersQuery".
 */
export interface OrdersQuery {
  /**
   * next_cursor of the previous answer; absent: from the first order.
   */
  cursor?: string;
  limit?: number;
}
/**
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "OrdersPage".
 */
export interface OrdersPage {
  /**
   * Oldest first.
   */
  data: PartnerOrder[];
  /**
   * Where the next call resumes (opaque).
   */
  next_cursor: string;
}
/**
 * An order with its customer, lines, shipping address, tracking, status history and the statuses it may move to.
 *
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "PartnerOrder".
 */
export interface PartnerOrder {
  order_number: string;
  date: string;
  status: Status;
  status_label: string;
  points: number;
  /**
   * The day by which the prize must reach the customer: the request day plus the programme's delivery term (at most 180 days).
   */
  due_date: string;
  /**
   * Past its due date and neither delivered nor cancelled.
   */
  overdue: boolean;
  customer: OrderCustomer;
  lines: OrderLine[];
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
}
/**
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
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
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "OrderLine".
 */
export interface OrderLine {
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
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "Tracking".
 */
export interface Tracking {
  carrier: string;
  code: string;
  url: string | null;
}
/**
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
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
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
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
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
 * via the `definition` "OrderParams".
 */
export interface OrderParams {
  order_number: OrderNumber;
}
/**
 * This interface was referenced by `PartnerOperations`'s JSON-Schema
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

/** The operations of schemas/api/partner.json, for the API client: `call(partner.partnerMovePoints, input)`. */
export const partner = {
  /** Credits or debits a customer's points, once per external_id */
  partnerMovePoints: { method: 'POST', path: '/partner/points' } as Operation<PartnerOperations['partnerMovePoints']>,
  /** Creates or updates customers by user code, up to 1,000 at a time, with a report row per customer */
  partnerUpsertCustomers: { method: 'POST', path: '/partner/customers' } as Operation<PartnerOperations['partnerUpsertCustomers']>,
  /** Posts a batch of sales lines, once per batch_id, with a report row per line */
  partnerPostSales: { method: 'POST', path: '/partner/sales' } as Operation<PartnerOperations['partnerPostSales']>,
  /** Undoes a whole batch of sales: marked undone, and the points it credited taken back by new ledger rows */
  partnerUndoSales: { method: 'DELETE', path: '/partner/sales/{batch_id}' } as Operation<PartnerOperations['partnerUndoSales']>,
  /** The initiative's orders placed after a cursor, oldest first */
  partnerListOrders: { method: 'GET', path: '/partner/orders' } as Operation<PartnerOperations['partnerListOrders']>,
  /** Moves an order to a status (with tracking when shipped), with the console's transitions and 409s */
  partnerSetOrderStatus: { method: 'POST', path: '/partner/orders/{order_number}/status' } as Operation<PartnerOperations['partnerSetOrderStatus']>,
};
