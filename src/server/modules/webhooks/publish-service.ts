import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { WebhookEventName } from '../../../shared/webhook-events.js';
import { enqueueJob } from '../jobs/service.js';
import { DELIVERY_JOB, deliveryJobKey, MAX_ATTEMPTS, newEventId, type WebhookBody } from './events.js';
import { enabledEndpoints, insertDeliveries } from './repository.js';
import type { WebhookDelivery } from './webhook.table.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Announces an event of the tenant to its endpoints that subscribe to it: one delivery (logged)
 * and one delivery job per endpoint. Call it with the transaction of the change itself: the
 * deliveries exist exactly when the change was committed, and a rolled-back change sends
 * nothing. Without subscribers it costs one indexed read.
 */
export function publishEvent(
  trx: Executor,
  tenantAlias: string,
  type: WebhookEventName,
  data: unknown,
  at: Date = new Date(),
): Promise<number> {
  return publishEvents(trx, tenantAlias, [{ type, data, at }]);
}

/** Several events of one tenant at once (an import's movements): one read of the endpoints for all. */
export async function publishEvents(
  trx: Executor,
  tenantAlias: string,
  events: readonly { type: WebhookEventName; data: unknown; at: Date }[],
): Promise<number> {
  if (events.length === 0) return 0;
  const endpoints = (await enabledEndpoints(trx, tenantAlias)).map((e) => ({ id: e.id, events: JSON.parse(e.events_json) as string[] }));
  let queued = 0;
  for (const event of events) {
    const subscribed = endpoints.filter((e) => e.events.includes(event.type));
    if (subscribed.length === 0) continue;
    await queueDeliveries(
      trx,
      tenantAlias,
      subscribed,
      { type: event.type, timestamp: event.at.toISOString(), data: event.data },
      event.at,
    );
    queued += subscribed.length;
  }
  return queued;
}

/** Logs and queues one body to the endpoints (publishEvent, and the console's test event). */
export async function queueDeliveries(
  trx: Executor,
  tenantAlias: string,
  endpoints: readonly { id: number }[],
  body: WebhookBody,
  at: Date,
  eventId: string = newEventId(),
): Promise<WebhookDelivery[]> {
  const payload = JSON.stringify(body);
  const rows = await insertDeliveries(
    trx,
    endpoints.map((e) => ({
      endpoint_id: e.id,
      tenant_alias: tenantAlias,
      event_id: eventId,
      type: body.type,
      payload_json: payload,
      created_at: at.toISOString(),
    })),
  );
  for (const row of rows) await enqueueDelivery(trx, row, at);
  return rows;
}

/** The job that sends a logged delivery; `again` for a "send again" of a delivery already tried. */
export async function enqueueDelivery(trx: Executor, row: WebhookDelivery, at: Date, again?: boolean): Promise<void> {
  await enqueueJob(
    trx,
    {
      kind: DELIVERY_JOB,
      tenantAlias: row.tenant_alias,
      payload: { deliveryId: row.id },
      idempotencyKey: deliveryJobKey(row.event_id, row.endpoint_id, again ? row.id : undefined),
      maxAttempts: MAX_ATTEMPTS,
    },
    at,
  );
}
