import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Job } from './job.table.js';
import { countJobs, findJob, insertJob, listJobs, requeueDeadJob } from './repository.js';

export type { Job, JobState } from './job.table.js';
export type { JobContext, JobHandler } from './handler-service.js';
export { enqueueDueSchedules, upsertSchedule, type ScheduleSpec } from './schedules.js';

type Db = Kysely<Database>;

export interface EnqueueRequest {
  kind: string;
  tenantAlias?: string | null;
  payload?: unknown;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** The same key for the same kind is one job, however often it is asked for. */
  idempotencyKey?: string;
  /** At most one queued or running job with this key: asking again while one lives answers it. */
  singletonKey?: string;
  /** Failed runs before the job is dead; default the kind's, else DEFAULT_MAX_ATTEMPTS. */
  maxAttempts?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * Puts a job in the queue shared by every server process. Pass `db` as the transaction of the
 * change the job follows from (an order, a status change): the job exists exactly when that
 * change was committed.
 */
export async function enqueueJob(db: Db, request: EnqueueRequest, now: Date): Promise<{ job: Job; created: boolean }> {
  const nowIso = now.toISOString();
  return insertJob(db, {
    kind: request.kind,
    tenant_alias: request.tenantAlias ?? null,
    payload_json: JSON.stringify(request.payload ?? {}),
    run_at: (request.runAt ?? now).toISOString(),
    idempotency_key: request.idempotencyKey ?? null,
    singleton_key: request.singletonKey ?? null,
    max_attempts: request.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    created_at: nowIso,
    updated_at: nowIso,
  });
}

/**
 * The wait before retry `attempt` (1 = after the first failure): doubling from `baseMs`, at
 * most `maxMs`. No jitter: jobs fail at different times already, and a test can name the time.
 */
export function backoffMs(attempt: number, baseMs = 10_000, maxMs = 3_600_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** The console's view of a tenant's queue: counts per kind and state, and the dead jobs. */
export async function queueOverview(db: Db, tenantAlias: string, now: Date) {
  const since = new Date(now.getTime() - 24 * 3600_000).toISOString();
  const [counts, dead] = await Promise.all([countJobs(db, tenantAlias, since), listJobs(db, tenantAlias, 'dead', 50)]);
  return { counts, dead };
}

/** A dead job of the tenant back in the queue; false when there is no such dead job. */
export function retryDeadJob(db: Db, tenantAlias: string, id: number, now: Date): Promise<boolean> {
  return requeueDeadJob(db, id, tenantAlias, now.toISOString());
}

/** A job's state (undefined when there is no such job): a module shows its own work by it. */
export async function jobStateOf(db: Db, id: number): Promise<Job['state'] | undefined> {
  return (await findJob(db, id))?.state;
}
