import { sql, type Kysely } from 'kysely';
import type { Database, SqlDialectName } from '../../db/database.js';
import type { Job, JobState, NewJob } from './job.table.js';

type Db = Kysely<Database>;

/**
 * Inserts the job unless one of the same kind already has its idempotency key, or a live one its
 * singleton key: then that job is answered and nothing is added.
 */
export async function insertJob(db: Db, job: NewJob): Promise<{ job: Job; created: boolean }> {
  const inserted = await db
    .insertInto('jobs')
    .values(job)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { job: inserted, created: true };
  const existing = await db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', job.kind)
    .where((eb) =>
      eb.or([
        ...(job.idempotency_key ? [eb('idempotency_key', '=', job.idempotency_key)] : []),
        ...(job.singleton_key ? [eb.and([eb('singleton_key', '=', job.singleton_key), eb('state', 'in', ['queued', 'running'])])] : []),
      ]),
    )
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { job: existing, created: false };
}

/**
 * Takes up to `limit` jobs for this process: queued ones that are due, and running ones whose
 * lease ran out (their process died). One statement: on SQLite it holds the write lock, on
 * PostgreSQL the rows are locked with SKIP LOCKED, so two processes never take the same job.
 */
export async function claimJobs(
  db: Db,
  dialect: SqlDialectName,
  claim: { by: string; now: string; leaseUntil: string; limit: number; kinds: readonly string[] },
): Promise<Job[]> {
  if (claim.kinds.length === 0 || claim.limit <= 0) return [];
  let due = db
    .selectFrom('jobs')
    .select('id')
    .where('kind', 'in', claim.kinds)
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', claim.now)]),
        eb.and([eb('state', '=', 'running'), eb('locked_until', '<', claim.now)]),
      ]),
    )
    .orderBy('run_at')
    .orderBy('id')
    .limit(claim.limit);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable('jobs')
    .set({
      state: 'running',
      locked_by: claim.by,
      locked_until: claim.leaseUntil,
      attempts: sql<number>`attempts + 1`,
      updated_at: claim.now,
    })
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

/** Ends a job this process holds; false when it no longer holds it (its lease ran out and another took it). */
export async function finishJob(
  db: Db,
  id: number,
  by: string,
  outcome: { state: JobState; now: string; runAt?: string; error?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      state: outcome.state,
      locked_by: null,
      locked_until: null,
      updated_at: outcome.now,
      last_error: outcome.error ?? null,
      ...(outcome.runAt ? { run_at: outcome.runAt } : {}),
      finished_at: outcome.state === 'done' || outcome.state === 'dead' ? outcome.now : null,
    })
    .where('id', '=', id)
    .where('locked_by', '=', by)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps a long job's lease; false when another process has taken the job over meanwhile. */
export async function extendLease(db: Db, id: number, by: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ locked_until: until })
    .where('id', '=', id)
    .where('locked_by', '=', by)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A dead job back in the queue, from its first attempt. */
export async function requeueDeadJob(db: Db, id: number, tenantAlias: string | null, now: string): Promise<boolean> {
  let query = db
    .updateTable('jobs')
    .set({ state: 'queued', attempts: 0, run_at: now, updated_at: now, finished_at: null })
    .where('id', '=', id)
    .where('state', '=', 'dead');
  query = tenantAlias === null ? query : query.where('tenant_alias', '=', tenantAlias);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findJob(db: Db, id: number): Promise<Job | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * How many jobs of a tenant are in each state, per kind (done ones within `since`), and how many
 * of the queued ones failed before and wait for their next attempt.
 */
export async function countJobs(db: Db, tenantAlias: string, since: string) {
  const rows = await db
    .selectFrom('jobs')
    .select(({ fn, eb }) => [
      'kind',
      'state',
      fn.countAll<number>().as('n'),
      fn.sum<number>(eb.case().when('last_error', 'is not', null).then(1).else(0).end()).as('failed'),
    ])
    .where('tenant_alias', '=', tenantAlias)
    .where((eb) => eb.or([eb('state', '<>', 'done'), eb('finished_at', '>=', since)]))
    .groupBy(['kind', 'state'])
    .execute();
  return rows.map((r) => ({ kind: r.kind, state: r.state, n: Number(r.n), failed: r.state === 'queued' ? Number(r.failed) : 0 }));
}

/** A tenant's jobs in a state, newest first. */
export function listJobs(db: Db, tenantAlias: string, state: JobState, limit: number): Promise<Job[]> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('tenant_alias', '=', tenantAlias)
    .where('state', '=', state)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
