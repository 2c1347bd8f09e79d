import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { WebhookDelivery, WebhookDeliveryState, WebhookEndpoint, WebhookEndpointsTable } from './webhook.table.js';

type Db = Kysely<Database>;

export function insertEndpoint(db: Db, row: Omit<WebhookEndpointsTable, 'id' | 'enabled' | 'consecutive_failures'> & { enabled?: number }) {
  return db.insertInto('webhook_endpoints').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findEndpoint(db: Db, tenantAlias: string, id: number): Promise<WebhookEndpoint | undefined> {
  return db.selectFrom('webhook_endpoints').selectAll().where('tenant_alias', '=', tenantAlias).where('id', '=', id).executeTakeFirst();
}

export function endpointById(db: Db, id: number): Promise<WebhookEndpoint | undefined> {
  return db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listEndpoints(db: Db, tenantAlias: string): Promise<WebhookEndpoint[]> {
  return db.selectFrom('webhook_endpoints').selectAll().where('tenant_alias', '=', tenantAlias).orderBy('id').execute();
}

/** The tenant's enabled endpoints (the caller keeps those subscribed to the event). */
export function enabledEndpoints(db: Db, tenantAlias: string): Promise<Pick<WebhookEndpoint, 'id' | 'events_json'>[]> {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'events_json'])
    .where('tenant_alias', '=', tenantAlias)
    .where('enabled', '=', 1)
    .orderBy('id')
    .execute();
}

export async function updateEndpoint(
  db: Db,
  tenantAlias: string,
  id: number,
  changes: Omit<Updateable<WebhookEndpointsTable>, 'id' | 'tenant_alias' | 'created_at' | 'created_by'>,
): Promise<WebhookEndpoint | undefined> {
  return db
    .updateTable('webhook_endpoints')
    .set(changes)
    .where('tenant_alias', '=', tenantAlias)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteEndpoint(db: Db, tenantAlias: string, id: number): Promise<boolean> {
  await db.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).where('tenant_alias', '=', tenantAlias).execute();
  const result = await db.deleteFrom('webhook_endpoints').where('tenant_alias', '=', tenantAlias).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** A success: the failure streak ends. */
export async function markEndpointHealthy(db: Db, id: number): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ consecutive_failures: 0, failing_since: null })
    .where('id', '=', id)
    .where('consecutive_failures', '>', 0)
    .execute();
}

/** A failed attempt, counted in one statement (two processes may fail at once); answers the row after. */
export function countEndpointFailure(db: Db, id: number, at: string): Promise<WebhookEndpoint | undefined> {
  return db
    .updateTable('webhook_endpoints')
    .set({
      consecutive_failures: sql<number>`consecutive_failures + 1`,
      failing_since: sql<string>`coalesce(failing_since, ${at})`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Disables an enabled endpoint; false when it was not enabled (another process did it first). */
export async function disableEndpoint(db: Db, id: number, reason: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('webhook_endpoints')
    .set({ enabled: 0, disabled_reason: reason, disabled_at: at, updated_at: at })
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function insertDeliveries(
  db: Db,
  rows: { endpoint_id: number; tenant_alias: string; event_id: string; type: string; payload_json: string; created_at: string }[],
): Promise<WebhookDelivery[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return db.insertInto('webhook_deliveries').values(rows).returningAll().execute();
}

export function findDelivery(db: Db, id: number): Promise<WebhookDelivery | undefined> {
  return db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function recordAttempt(
  db: Db,
  id: number,
  outcome: {
    state: WebhookDeliveryState;
    attempts: number;
    at: string;
    responseCode: number | null;
    durationMs: number | null;
    responseExcerpt: string | null;
    error: string | null;
    nextAttemptAt: string | null;
  },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      state: outcome.state,
      attempts: outcome.attempts,
      last_attempt_at: outcome.at,
      response_code: outcome.responseCode,
      duration_ms: outcome.durationMs,
      response_excerpt: outcome.responseExcerpt,
      error: outcome.error,
      next_attempt_at: outcome.nextAttemptAt,
      ...(outcome.state === 'delivered' ? { delivered_at: outcome.at } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** A page of an endpoint's log, newest first. */
export async function pageDeliveries(db: Db, endpointId: number, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('endpoint_id', '=', endpointId)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('endpoint_id', '=', endpointId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Deletes the log older than `before`; answers how many rows went. */
export async function purgeDeliveries(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('webhook_deliveries').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
