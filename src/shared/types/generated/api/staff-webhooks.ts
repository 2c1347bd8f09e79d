/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * This interface was referenced by `StaffWebhooksOperations`'s JSON-Schema
 * via the `definition` "EventName".
 */
export type EventName =
  | 'order.created'
  | 'order.status_changed'
  | 'customer.activated'
  | 'points.credited'
  | 'points.debited'
  | 'validation.approved'
  | 'validation.rejected'
  | 'contact.received';

/**
 * Inputs and answers of the operations of schemas/api/staff-webhooks.json.
 */
export interface StaffWebhooksOperations {
  listWebhooks: {
    params: TenantParams;
    query: undefined;
    body: undefined;
    response: EndpointList;
  };
  createWebhook: {
    params: TenantParams;
    query: undefined;
    body: EndpointBody;
    response: CreatedEndpoint;
  };
  updateWebhook: {
    params: EndpointParams;
    query: undefined;
    body: EndpointPatch;
    response: Endpoint;
  };
  deleteWebhook: {
    params: EndpointParams;
    query: undefined;
    body: undefined;
    response: void;
  };
  rotateWebhookSecret: {
    params: EndpointParams;
    query: undefined;
    body: undefined;
    response: CreatedEndpoint;
  };
  enableWebhook: {
    params: EndpointParams;
    query: undefined;
    body: undefined;
    response: Endpoint;
  };
  listWebhookDeliveries: {
    params: EndpointParams;
    query: PageQuery;
    body: undefined;
    response: DeliveryPage;
    filledQuery: {
      page: number;
    };
  };
  redeliverWebhook: {
    params: DeliveryParams;
    query: undefined;
    body: undefined;
    response: Delivery;
  };
  pingWebhook: {
    params: EndpointParams;
    query: undefined;
    body: undefined;
    response: Delivery;
  };
}
/**
 * This interface was referenced by `StaffWebhooksOperations`'s JSON-Schema
 * via the `definition` "TenantParams".
 */
export interface TenantParams {
  /**
   * The tenant's alias.
   */
  alias: string;
}
/**
 * This interface was referenced by `StaffWebhooksOperations`'s JSON-Schema
 * via the `definition` "EndpointList".
 */
export interface EndpointList {
  items: Endpoint[];
}
/**
 * This interface was referenced by `StaffWebhooksOperations`'s JSON-Schema
 * via the `definition` "Endpoint".
 */
export interface Endpoint {
  id: number;
  url: string;
  events: EventName[];
  enabled: boolean;
  /**
   * Why it was disabled (by the server after failures).
   */
  disabledReason: string | null;
  disabledAt: string | null;
  /**
   * First failed attempt since the last success.
   */
  failingSince: string | null;
  /**
   * Failed attempts since the last success.
   */
  consecutiveFailures: number;
  /**
   * The secret's last characters, to tell secrets apart.
   */
  secretHint: string;
  createdAt: string;
}
/**
 * This interface was referenced by `StaffWebhooksOperations`'s JSON-Schema
 * via the `definition` "EndpointBody".
 */
export interface EndpointBody {
  /**
   * Where events are POSTed.
   */
  url: string;
  /**
   * @minItems 1
   * @maxItems 8
   */
  events:
    | [EventName]
    | [EventName, EventName]
    | [EventName, EventName, EventName]
    | [EventName, EventName, EventName, EventName]
    | [EventName, EventName, EventName, EventName, EventName]
    | [EventName, EventName, EventName, EventName, EventName, EventName]
    | [EventName, EventName, EventName, EventName, EventName, EventName, EventName]
    | [EventName, EventName, EventName, EventName, EventName, EventName, EventName, EventName];
}
/**
 * This interface was referenced by `StaffWebhooksOperations`'s JSON-Schema
 * via the `definition` "CreatedEndpoint".
 */
export interface CreatedEndpoint {
  id: number;
  /**
   * whsec_…: shown once; receivers verify signatures with it.
   */
  secret: string;
}
/**
 * This interface was referenced by `StaffWebhooksOperations`'s JSON-Schema
 * via the `definition` "EndpointParams".
 */
export interface EndpointParams {
  alias: string;
  /**
   * The endpoint's id.
   */
  id: number;
}
/**
 * This interface was referenced by `StaffWebhooksOperations`'s JSON-Schema
 * via the `definition` "EndpointPatch".
 */
export interface EndpointPatch {
  url?: string;
  /**
   * @minItems 1
   * @maxItems 8
   */
  events?:
    | [EventName]
    | [EventName, EventName]
    | [EventName, EventName, EventName]
    | [EventName, EventName, EventName, EventName]
    | [EventName, EventName, EventName, EventName, EventName]
    | [EventName, EventName, EventName, EventName, EventName, EventName]
    | [EventName, EventName, EventName, EventName, EventName, EventName, EventName]
    | [EventName, EventName, EventName, EventName, EventName, EventName, EventName, EventName];
}
/**
 * This interface was referenced by `StaffWebhooksOperations`'s JSON-Schema
 * via the `definition` "PageQuery".
 */
export interface PageQuery {
  page?: number;
}
/**
 * This interface was referenced by `StaffWebhooksOperations`'s JSON-Schema
 * via the `definition` "DeliveryPage".
 */
export interface DeliveryPage {
  items: Delivery[];
  total: number;
  pageSize: number;
}
/**
 * This interface was referenced by `StaffWebhooksOperations`'s JSON-Schema
 * via the `definition` "Delivery".
 */
export interface Delivery {
  id: number;
  /**
   * The webhook-id header: the same for every attempt of the event.
   */
  eventId: string;
  type: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  /**
   * The body sent (JSON text).
   */
  request: string;
  responseCode: number | null;
  durationMs: number | null;
  /**
   * The first 500 characters of the last answer.
   */
  responseExcerpt: string | null;
  /**
   * Why the last attempt failed, in Italian.
   */
  error: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}
/**
 * This interface was referenced by `StaffWebhooksOperations`'s JSON-Schema
 * via the `definition` "DeliveryParams".
 */
export interface DeliveryParams {
  alias: string;
  id: number;
  delivery: number;
}

/** The operations of schemas/api/staff-webhooks.json, for the API client: `call(staffWebhooks.listWebhooks, input)`. */
export const staffWebhooks = {
  /** The tenant's webhook endpoints */
  listWebhooks: { method: 'GET', path: '/console/tenants/{alias}/webhooks' } as Operation<StaffWebhooksOperations['listWebhooks']>,
  /** Adds an endpoint; its signing secret is answered this once */
  createWebhook: { method: 'POST', path: '/console/tenants/{alias}/webhooks' } as Operation<StaffWebhooksOperations['createWebhook']>,
  /** Changes an endpoint's address or events */
  updateWebhook: { method: 'PATCH', path: '/console/tenants/{alias}/webhooks/{id}' } as Operation<StaffWebhooksOperations['updateWebhook']>,
  /** Removes an endpoint and its delivery log; deliveries still queued are not sent */
  deleteWebhook: { method: 'DELETE', path: '/console/tenants/{alias}/webhooks/{id}' } as Operation<StaffWebhooksOperations['deleteWebhook']>,
  /** Replaces the signing secret; the new one is answered this once */
  rotateWebhookSecret: { method: 'POST', path: '/console/tenants/{alias}/webhooks/{id}/secret' } as Operation<StaffWebhooksOperations['rotateWebhookSecret']>,
  /** Enables a disabled endpoint again (its failure count starts over) */
  enableWebhook: { method: 'POST', path: '/console/tenants/{alias}/webhooks/{id}/enable' } as Operation<StaffWebhooksOperations['enableWebhook']>,
  /** The endpoint's delivery log, newest first (14 days) */
  listWebhookDeliveries: { method: 'GET', path: '/console/tenants/{alias}/webhooks/{id}/deliveries' } as Operation<StaffWebhooksOperations['listWebhookDeliveries']>,
  /** Sends a logged delivery again, as a new delivery of the same event (same webhook-id) */
  redeliverWebhook: { method: 'POST', path: '/console/tenants/{alias}/webhooks/{id}/deliveries/{delivery}/redeliver' } as Operation<StaffWebhooksOperations['redeliverWebhook']>,
  /** Queues a test event (`webhook.test`) to the endpoint */
  pingWebhook: { method: 'POST', path: '/console/tenants/{alias}/webhooks/{id}/test' } as Operation<StaffWebhooksOperations['pingWebhook']>,
};
