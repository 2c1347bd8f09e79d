import type { Generated, Selectable } from 'kysely';

/**
 * Where a tenant's events are POSTed (Standard Webhooks). The secret is kept as given to the
 * operator (`whsec_…`): the server must sign with it, so unlike an API key it cannot be a hash.
 */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  tenant_alias: string;
  url: string;
  /** JSON array of event names. */
  events_json: string;
  secret: string;
  /** 0/1; the server sets 0 after a day of failures, an operator sets it back. */
  enabled: Generated<number>;
  disabled_reason: string | null;
  disabled_at: string | null;
  /** Failed attempts since the last success, and when the first of them happened. */
  consecutive_failures: Generated<number>;
  failing_since: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export type WebhookDeliveryState = 'pending' | 'delivered' | 'failed';

/** One event sent to one endpoint: what was sent and how the last attempt went (kept 14 days). */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  endpoint_id: number;
  tenant_alias: string;
  /** The webhook-id header: the same on every attempt and on a "send again". */
  event_id: string;
  type: string;
  /** The body, exactly as signed and sent. */
  payload_json: string;
  state: Generated<WebhookDeliveryState>;
  attempts: Generated<number>;
  response_code: number | null;
  duration_ms: number | null;
  response_excerpt: string | null;
  error: string | null;
  created_at: string;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
}

export type WebhookEndpoint = Selectable<WebhookEndpointsTable>;
export type WebhookDelivery = Selectable<WebhookDeliveriesTable>;
