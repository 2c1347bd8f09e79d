import type { Generated, Insertable, Selectable } from 'kysely';

export type JobState = 'queued' | 'running' | 'done' | 'dead';

/**
 * A background job (imports, mail, webhook deliveries, expiry runs…). Times are ISO-8601 UTC
 * text, compared as text like every other timestamp of the schema.
 */
export interface JobsTable {
  id: Generated<number>;
  /** Which handler runs it. */
  kind: string;
  tenant_alias: string | null;
  payload_json: string;
  state: Generated<JobState>;
  /** Runs started so far (the current one included while running). */
  attempts: Generated<number>;
  /** After this many failed runs the job is dead: kept, shown in the console, retried by hand. */
  max_attempts: Generated<number>;
  /** Not before: the first run, or the next retry after a backoff. */
  run_at: string;
  /** The process running it, and until when its lease holds; past that, any process may take it over. */
  locked_by: string | null;
  locked_until: string | null;
  /** The same key for the same kind enqueues once: a repeated request is not a second job. */
  idempotency_key: string | null;
  /** At most one queued or running job per key and kind: work that must not run twice at once. */
  singleton_key: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** A recurring job: a cron expression in a time zone, turned into one job per due time. */
export interface JobSchedulesTable {
  name: string;
  kind: string;
  tenant_alias: string | null;
  payload_json: string;
  cron: string;
  time_zone: string;
  next_run_at: string;
  updated_at: string;
}

export type Job = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;
export type JobSchedule = Selectable<JobSchedulesTable>;
