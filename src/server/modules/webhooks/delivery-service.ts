import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { Webhook } from 'standardwebhooks';
import type { Database } from '../../db/database.js';
import { countWebhookFailure } from '../../http/business-metrics.js';
import { outboundFetch } from '../../security/outbound.js';
import { recordAction } from '../audit/service.js';
import { FAILING_FOR_MS, MAX_ATTEMPTS, retryWaitMs } from './events.js';
import { countEndpointFailure, disableEndpoint, endpointById, findDelivery, markEndpointHealthy, recordAttempt } from './repository.js';
import { targetPolicyOf } from './target-policy.js';
import type { WebhookDelivery, WebhookEndpoint } from './webhook.table.js';
import { writeTransaction } from '../../db/write-transaction.js';

export interface DeliveryDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** Tells the tenant's operator an endpoint was disabled (a mail); failures are logged, not thrown. */
  notifyDisabled(endpoint: WebhookEndpoint, reason: string): Promise<void>;
  /** Per attempt (default 10 s): a receiver that hangs must not hold a worker. */
  timeoutMs?: number;
}

/** A failed attempt: the job runner retries it after retryWaitMs. */
export class DeliveryFailed extends Error {
  override name = 'DeliveryFailed';
}

const EXCERPT = 500;

/** The answer's first characters, without reading more than a few kilobytes of it. */
async function excerptOf(response: Response | import('undici').Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < 4 * EXCERPT) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT);
}

function failureText(err: unknown, timeoutMs: number): string {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'))
    return `Nessuna risposta entro ${timeoutMs / 1000} secondi`;
  if (err instanceof Error && err.name === 'OutboundRefused') return `Indirizzo non consentito: ${err.message}`;
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const code = (cause as { code?: string } | null)?.code;
  if (code === 'EOUTBOUNDREFUSED') return `Indirizzo non consentito: ${(cause as Error).message}`;
  if (code === 'ECONNREFUSED') return 'Connessione rifiutata dal ricevitore';
  if (code === 'ENOTFOUND') return 'Nome del ricevitore sconosciuto (DNS)';
  return `Invio non riuscito: ${cause instanceof Error ? cause.message : String(cause)}`.slice(0, 300);
}

/** One attempt's HTTP exchange: status, duration, the answer's start, or why there was none. */
async function post(endpoint: WebhookEndpoint, delivery: WebhookDelivery, timeoutMs: number) {
  const policy = targetPolicyOf();
  // The signature's time is the wall clock: receivers compare it with theirs to refuse replays.
  const sentAt = new Date();
  const signature = new Webhook(endpoint.secret).sign(delivery.event_id, sentAt, delivery.payload_json);
  const started = performance.now();
  try {
    const response = await outboundFetch(
      endpoint.url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Premia-Webhooks/1',
          'webhook-id': delivery.event_id,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signature,
        },
        body: delivery.payload_json,
        signal: AbortSignal.timeout(timeoutMs),
      },
      { allowPrivate: policy.allowPrivate, allowHttp: !policy.production && policy.allowPrivate },
    );
    const excerpt = await excerptOf(response);
    const durationMs = Math.round(performance.now() - started);
    const ok = response.status >= 200 && response.status < 300;
    return { code: response.status, durationMs, excerpt, error: ok ? null : `Il ricevitore ha risposto ${response.status}` };
  } catch (err) {
    return { code: null, durationMs: Math.round(performance.now() - started), excerpt: null, error: failureText(err, timeoutMs) };
  }
}

/**
 * The delivery job: POSTs the logged body, signed, to its endpoint. 2xx is delivered; anything
 * else is logged and thrown, so the job runner tries again after retryWaitMs, up to MAX_ATTEMPTS
 * (about a day), after which the delivery is failed. An endpoint whose every attempt has failed
 * for a day, or whose delivery used up its attempts with no success since, is disabled and its
 * operator told; what it still had queued is then logged as not sent.
 */
export async function runDelivery(deps: DeliveryDeps, deliveryId: number, attempt: number): Promise<void> {
  const { db } = deps;
  const delivery = await findDelivery(db, deliveryId);
  // Purged, or its endpoint deleted with its log: nothing left to send.
  if (!delivery || delivery.state === 'delivered') return;
  const endpoint = await endpointById(db, delivery.endpoint_id);
  if (!endpoint) return;
  if (endpoint.enabled !== 1) {
    await recordAttempt(db, delivery.id, {
      state: 'failed',
      attempts: delivery.attempts,
      at: deps.now().toISOString(),
      responseCode: null,
      durationMs: null,
      responseExcerpt: null,
      error: 'Non inviato: l’endpoint è disattivato',
      nextAttemptAt: null,
    });
    return;
  }
  const timeoutMs = deps.timeoutMs ?? 10_000;
  const result = await post(endpoint, delivery, timeoutMs);
  const now = deps.now();
  const at = now.toISOString();
  const last = attempt >= MAX_ATTEMPTS;
  const delivered = result.error === null;
  await recordAttempt(db, delivery.id, {
    state: delivered ? 'delivered' : last ? 'failed' : 'pending',
    attempts: attempt,
    at,
    responseCode: result.code,
    durationMs: result.durationMs,
    responseExcerpt: result.excerpt,
    error: result.error,
    nextAttemptAt: delivered || last ? null : new Date(now.getTime() + retryWaitMs(attempt)).toISOString(),
  });
  if (delivered) {
    await markEndpointHealthy(db, endpoint.id);
    return;
  }
  countWebhookFailure(endpoint.tenant_alias, last ? 'failed' : 'retry');
  const after = await countEndpointFailure(db, endpoint.id, at);
  const since = after?.failing_since;
  const failingForADay = since !== null && since !== undefined && now.getTime() - Date.parse(since) >= FAILING_FOR_MS;
  const usedUp = last && since !== null && since !== undefined && since <= delivery.created_at;
  if (after && (failingForADay || usedUp)) await disableAfterFailures(deps, after, now);
  throw new DeliveryFailed(result.error!);
}

async function disableAfterFailures(deps: DeliveryDeps, endpoint: WebhookEndpoint, now: Date): Promise<void> {
  const reason = `Disattivato automaticamente: ${endpoint.consecutive_failures} tentativi falliti di fila dal ${endpoint.failing_since}`;
  const disabled = await writeTransaction(deps.db, async (trx) => {
    if (!(await disableEndpoint(trx, endpoint.id, reason, now.toISOString()))) return false;
    await recordAction(
      trx,
      { actor: 'Premia (invio webhook)', role: 'system', address: null },
      {
        tenant: endpoint.tenant_alias,
        action: 'webhook.disable',
        target: endpoint.url,
        before: { enabled: true },
        after: { enabled: false, failures: endpoint.consecutive_failures, failingSince: endpoint.failing_since },
      },
      now,
    );
    return true;
  });
  // One process disables it and tells the operator; the others find it done.
  if (disabled) await deps.notifyDisabled(endpoint, reason);
}
