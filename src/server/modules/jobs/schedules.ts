import { Cron } from 'croner';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { insertJob } from './repository.js';

type Db = Kysely<Database>;

export interface ScheduleSpec {
  /** Unique name, e.g. `points-expiry:demo`. */
  name: string;
  kind: string;
  tenantAlias?: string | null;
  payload?: unknown;
  /** A cron expression (croner's syntax: five or six fields). */
  cron: string;
  /** The zone the expression is read in; default Europe/Rome. */
  timeZone?: string;
}

/** The first time at or after `after` the expression names, as ISO UTC; throws on a bad expression. */
export function nextRunOf(cron: string, timeZone: string, after: Date): string {
  const next = new Cron(cron, { timezone: timeZone, paused: true }).nextRun(new Date(after.getTime() - 1));
  if (!next) throw new Error(`cron "${cron}" names no future time`);
  return next.toISOString();
}

/** Creates or updates a recurring schedule; a changed expression takes effect from `now`. */
export async function upsertSchedule(db: Db, spec: ScheduleSpec, now: Date): Promise<void> {
  const timeZone = spec.timeZone ?? 'Europe/Rome';
  const row = {
    name: spec.name,
    kind: spec.kind,
    tenant_alias: spec.tenantAlias ?? null,
    payload_json: JSON.stringify(spec.payload ?? {}),
    cron: spec.cron,
    time_zone: timeZone,
    next_run_at: nextRunOf(spec.cron, timeZone, now),
    updated_at: now.toISOString(),
  };
  const existing = await db.selectFrom('job_schedules').select(['cron', 'time_zone']).where('name', '=', spec.name).executeTakeFirst();
  if (!existing) {
    await db
      .insertInto('job_schedules')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .execute();
    return;
  }
  const same = existing.cron === spec.cron && existing.time_zone === timeZone;
  const { next_run_at: _next, ...rest } = row;
  await db
    .updateTable('job_schedules')
    .set(same ? rest : row)
    .where('name', '=', spec.name)
    .execute();
}

/**
 * Turns every schedule that is due into one job and moves it to its next time. Any number of
 * processes may do this at once: the job's idempotency key is the schedule and its due time, so
 * a due time becomes exactly one job; a process that loses the race moves nothing backwards.
 * Times missed while no process ran are one run, not a burst.
 */
export async function enqueueDueSchedules(db: Db, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const due = await db.selectFrom('job_schedules').selectAll().where('next_run_at', '<=', nowIso).execute();
  let created = 0;
  for (const schedule of due) {
    const result = await insertJob(db, {
      kind: schedule.kind,
      tenant_alias: schedule.tenant_alias,
      payload_json: schedule.payload_json,
      run_at: schedule.next_run_at,
      idempotency_key: `schedule:${schedule.name}@${schedule.next_run_at}`,
      created_at: nowIso,
      updated_at: nowIso,
    });
    if (result.created) created += 1;
    await db
      .updateTable('job_schedules')
      .set({ next_run_at: nextRunOf(schedule.cron, schedule.time_zone, new Date(now.getTime() + 1000)), updated_at: nowIso })
      .where('name', '=', schedule.name)
      .where('next_run_at', '=', schedule.next_run_at)
      .execute();
  }
  return created;
}
