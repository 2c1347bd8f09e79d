import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import type { StaffAct } from '../../plugins/staff-actor.js';
import type { Delivery, Endpoint, EventName } from '../../../shared/types/generated/api/staff-webhooks.js';
import { WEBHOOK_TEST_EVENT } from '../../../shared/webhook-events.js';
import { recordAction, type AuditedChange } from '../audit/service.js';
import { enqueueDelivery, queueDeliveries } from './publish-service.js';
import {
  deleteEndpoint,
  findDelivery,
  findEndpoint,
  insertDeliveries,
  insertEndpoint,
  listEndpoints,
  pageDeliveries,
  updateEndpoint,
} from './repository.js';
import { targetPolicyOf, webhookUrlProblem } from './target-policy.js';
import type { WebhookDelivery, WebhookEndpoint } from './webhook.table.js';
import { writeTransaction } from '../../db/write-transaction.js';

export { publishEvent, publishEvents } from './publish-service.js';

type Db = Kysely<Database>;

export interface WebhookDeps {
  db: Db;
  now: () => Date;
}

/** A tenant's endpoints are few (an ERP, a fulfilment partner): each one is a door to keep watched. */
const MAX_ENDPOINTS = 10;

export const WEBHOOK_MSG = {
  notFound: 'Webhook non trovato',
  deliveryNotFound: 'Invio non trovato',
  disabled: 'Il webhook è disattivato: riattivalo prima di inviare',
  tooMany: `Questa iniziativa ha già ${MAX_ENDPOINTS} webhook: eliminane uno prima di aggiungerne altri`,
} as const;

const PAGE_SIZE = 20;

/** `whsec_` and 32 random bytes in base64, the secret format Standard Webhooks libraries expect. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export const endpointView = (e: WebhookEndpoint): Endpoint => ({
  id: e.id,
  url: e.url,
  events: JSON.parse(e.events_json) as EventName[],
  enabled: e.enabled === 1,
  disabledReason: e.disabled_reason,
  disabledAt: e.disabled_at,
  failingSince: e.failing_since,
  consecutiveFailures: e.consecutive_failures,
  secretHint: `…${e.secret.slice(-4)}`,
  createdAt: e.created_at,
});

export const deliveryView = (d: WebhookDelivery): Delivery => ({
  id: d.id,
  eventId: d.event_id,
  type: d.type,
  state: d.state,
  attempts: d.attempts,
  request: d.payload_json,
  responseCode: d.response_code,
  durationMs: d.duration_ms,
  responseExcerpt: d.response_excerpt,
  error: d.error,
  createdAt: d.created_at,
  lastAttemptAt: d.last_attempt_at,
  nextAttemptAt: d.next_attempt_at,
  deliveredAt: d.delivered_at,
});

function checkedUrl(url: string): string {
  const trimmed = url.trim();
  const problem = webhookUrlProblem(trimmed, targetPolicyOf());
  if (problem) throw new HttpError(400, problem, [{ field: 'url', message: problem }]);
  return trimmed;
}

/** Runs the change and its audit entry in one transaction: no change unlogged, no entry for a change rolled back. */
async function audited<T>(
  deps: WebhookDeps,
  act: StaffAct,
  change: (trx: Db, now: Date) => Promise<{ result: T; audit: Omit<AuditedChange, 'tenant'> }>,
): Promise<T> {
  const now = deps.now();
  return writeTransaction(deps.db, async (trx) => {
    const { result, audit } = await change(trx, now);
    await recordAction(trx, act.who, { tenant: act.tenantAlias, ...audit }, now);
    return result;
  });
}

async function endpointOr404(db: Db, alias: string, id: number): Promise<WebhookEndpoint> {
  const endpoint = await findEndpoint(db, alias, id);
  if (!endpoint) throw new HttpError(404, WEBHOOK_MSG.notFound);
  return endpoint;
}

export async function listWebhooks(db: Db, alias: string): Promise<Endpoint[]> {
  return (await listEndpoints(db, alias)).map(endpointView);
}

export function createWebhook(deps: WebhookDeps, act: StaffAct, body: { url: string; events: EventName[] }) {
  const url = checkedUrl(body.url);
  return audited(deps, act, async (trx, now) => {
    if ((await listEndpoints(trx, act.tenantAlias)).length >= MAX_ENDPOINTS) throw new HttpError(409, WEBHOOK_MSG.tooMany);
    const at = now.toISOString();
    const row = await insertEndpoint(trx, {
      tenant_alias: act.tenantAlias,
      url,
      events_json: JSON.stringify(body.events),
      secret: newSecret(),
      disabled_reason: null,
      disabled_at: null,
      failing_since: null,
      created_by: act.who.actor,
      created_at: at,
      updated_at: at,
    });
    return { result: { id: row.id, secret: row.secret }, audit: { action: 'webhook.create', target: url, after: { events: body.events } } };
  });
}

export function updateWebhook(deps: WebhookDeps, act: StaffAct, id: number, body: { url?: string; events?: EventName[] }) {
  const url = body.url === undefined ? undefined : checkedUrl(body.url);
  return audited(deps, act, async (trx, now) => {
    const before = await endpointOr404(trx, act.tenantAlias, id);
    const row = (await updateEndpoint(trx, act.tenantAlias, id, {
      ...(url !== undefined ? { url } : {}),
      ...(body.events ? { events_json: JSON.stringify(body.events) } : {}),
      updated_at: now.toISOString(),
    }))!;
    const was = endpointView(before);
    return {
      result: endpointView(row),
      audit: {
        action: 'webhook.update',
        target: row.url,
        before: { ...(url !== undefined ? { url: was.url } : {}), ...(body.events ? { events: was.events } : {}) },
        after: { ...(url !== undefined ? { url } : {}), ...(body.events ? { events: body.events } : {}) },
      },
    };
  });
}

export function deleteWebhook(deps: WebhookDeps, act: StaffAct, id: number): Promise<void> {
  return audited(deps, act, async (trx) => {
    const endpoint = await endpointOr404(trx, act.tenantAlias, id);
    await deleteEndpoint(trx, act.tenantAlias, id);
    return { result: undefined, audit: { action: 'webhook.delete', target: endpoint.url } };
  });
}

/** A new secret at once: deliveries signed from now on use it (a receiver must switch too). */
export function rotateWebhookSecret(deps: WebhookDeps, act: StaffAct, id: number) {
  return audited(deps, act, async (trx, now) => {
    const endpoint = await endpointOr404(trx, act.tenantAlias, id);
    const row = (await updateEndpoint(trx, act.tenantAlias, id, { secret: newSecret(), updated_at: now.toISOString() }))!;
    return { result: { id: row.id, secret: row.secret }, audit: { action: 'webhook.rotate', target: endpoint.url } };
  });
}

export function enableWebhook(deps: WebhookDeps, act: StaffAct, id: number) {
  return audited(deps, act, async (trx, now) => {
    const endpoint = await endpointOr404(trx, act.tenantAlias, id);
    const row = (await updateEndpoint(trx, act.tenantAlias, id, {
      enabled: 1,
      disabled_reason: null,
      disabled_at: null,
      consecutive_failures: 0,
      failing_since: null,
      updated_at: now.toISOString(),
    }))!;
    return {
      result: endpointView(row),
      audit: { action: 'webhook.enable', target: endpoint.url, before: { enabled: endpoint.enabled === 1 } },
    };
  });
}

export async function webhookDeliveries(db: Db, alias: string, id: number, page: number) {
  await endpointOr404(db, alias, id);
  const { rows, total } = await pageDeliveries(db, id, PAGE_SIZE, (page - 1) * PAGE_SIZE);
  return { items: rows.map(deliveryView), total, pageSize: PAGE_SIZE };
}

/** The same event (same webhook-id and body) queued again to the endpoint, as a new line of its log. */
export function redeliverWebhook(deps: WebhookDeps, act: StaffAct, id: number, deliveryId: number) {
  return audited(deps, act, async (trx, now) => {
    const endpoint = await endpointOr404(trx, act.tenantAlias, id);
    if (endpoint.enabled !== 1) throw new HttpError(409, WEBHOOK_MSG.disabled);
    const original = await findDelivery(trx, deliveryId);
    if (!original || original.endpoint_id !== endpoint.id) throw new HttpError(404, WEBHOOK_MSG.deliveryNotFound);
    const [copy] = await insertDeliveries(trx, [
      {
        endpoint_id: endpoint.id,
        tenant_alias: act.tenantAlias,
        event_id: original.event_id,
        type: original.type,
        payload_json: original.payload_json,
        created_at: now.toISOString(),
      },
    ]);
    await enqueueDelivery(trx, copy!, now, true);
    return {
      result: deliveryView(copy!),
      audit: { action: 'webhook.redeliver', target: endpoint.url, after: { type: original.type, eventId: original.event_id } },
    };
  });
}

/** A `webhook.test` event to the endpoint only, so an operator sees the receiver answer before real events flow. */
export function pingWebhook(deps: WebhookDeps, act: StaffAct, id: number) {
  return audited(deps, act, async (trx, now) => {
    const endpoint = await endpointOr404(trx, act.tenantAlias, id);
    if (endpoint.enabled !== 1) throw new HttpError(409, WEBHOOK_MSG.disabled);
    const [row] = await queueDeliveries(
      trx,
      act.tenantAlias,
      [endpoint],
      { type: WEBHOOK_TEST_EVENT, timestamp: now.toISOString(), data: { message: 'Evento di prova inviato dalla console di Premia' } },
      now,
    );
    return { result: deliveryView(row!), audit: { action: 'webhook.test', target: endpoint.url } };
  });
}
