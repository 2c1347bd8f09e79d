import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Job } from './job.table.js';
import { jobKindLabel, plainJobError } from './job-kinds.js';
import { recordAction, type Actor } from '../audit/service.js';
import { countJobs, findJob, insertJob, listJobs, requeueDeadJob } from './repository.js';
import type { JobQueue, KindCounts } from '../../../shared/types/generated/api/staff-jobs.js';

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

const COUNTED_STATES = ['queued', 'running', 'done', 'dead'] as const;

/**
 * The console's view of a tenant's queue: per kind, the jobs waiting for their first run,
 * running, done within the last 24 hours, failed and waiting for a retry, and dead; and the
 * latest 50 dead jobs.
 */
export async function queueOverview(db: Db, tenantAlias: string, now: Date): Promise<JobQueue> {
  const since = new Date(now.getTime() - 24 * 3600_000).toISOString();
  const [counts, dead] = await Promise.all([countJobs(db, tenantAlias, since), listJobs(db, tenantAlias, 'dead', 50)]);
  const kinds = new Map<string, KindCounts>();
  for (const row of counts) {
    const line = kinds.get(row.kind) ?? {
      kind: row.kind,
      label: jobKindLabel(row.kind),
      queued: 0,
      running: 0,
      done: 0,
      failed: 0,
      dead: 0,
    };
    // A queued job that failed before waits for its retry: counted there, not among the new ones.
    if ((COUNTED_STATES as readonly string[]).includes(row.state)) line[row.state] += row.n - row.failed;
    line.failed += row.failed;
    kinds.set(row.kind, line);
  }
  return {
    kinds: [...kinds.values()].sort((a, b) => a.label.localeCompare(b.label, 'it')),
    dead: dead.map((job) => ({
      id: job.id,
      kind: job.kind,
      label: jobKindLabel(job.kind),
      attempts: job.attempts,
      error: plainJobError(job.last_error),
      detail: job.last_error,
      createdAt: job.created_at,
      failedAt: job.finished_at,
    })),
  };
}

/**
 * A dead job of the tenant back in the queue; false when there is no such dead job. A person's
 * retry (`who`) is audited with the error it had.
 */
export async function retryDeadJob(db: Db, tenantAlias: string, id: number, now: Date, who?: Actor): Promise<boolean> {
  const job = await findJob(db, id);
  if (!(await requeueDeadJob(db, id, tenantAlias, now.toISOString()))) return false;
  if (who && job)
    await recordAction(
      db,
      who,
      { tenant: tenantAlias, action: 'job.retry', target: `${jobKindLabel(job.kind)} #${id}`, before: job.last_error },
      now,
    );
  return true;
}

/** A job's state (undefined when there is no such job): a module shows its own work by it. */
export async function jobStateOf(db: Db, id: number): Promise<Job['state'] | undefined> {
  return (await findJob(db, id))?.state;
}
