import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { Database, SqlDialectName } from '../../db/database.js';
import type { JobHandler } from './handler-service.js';
import type { Job } from './job.table.js';
import { claimJobs, extendLease, finishJob } from './repository.js';
import { enqueueDueSchedules } from './schedules.js';
import { backoffMs } from './service.js';

export type { JobContext, JobHandler } from './handler-service.js';

export interface JobRunnerOptions {
  db: Kysely<Database>;
  dialect: SqlDialectName;
  now: () => Date;
  handlers: Readonly<Record<string, JobHandler<never>>>;
  /** How long a claimed job is this process's before any other may take it over. */
  leaseMs?: number;
  /** Jobs run at once by this process. */
  concurrency?: number;
  /** Between two looks at the queue when it was empty. */
  pollMs?: number;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

const errorText = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 2000);

/**
 * One process's worker: looks at the shared queue, runs the jobs it claims with their handler,
 * records the outcome (done; or queued again after a backoff; or dead after the last attempt),
 * and turns due schedules into jobs. Every process runs one; the database decides who runs what.
 */
export class JobRunner {
  readonly id = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  /** A look at the queue in progress: what it claims is this process's to run before it stops. */
  private looking: Promise<void> | undefined;
  /** Every slot was busy at the last look: the next job to end looks again. */
  private full = false;
  private stopped = true;
  /** When this process last looked at the queue successfully (readiness: a worker that stopped looking is not ready). */
  lastLookAt: Date | null = null;

  constructor(private readonly options: JobRunnerOptions) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.concurrency = options.concurrency ?? 4;
    this.pollMs = options.pollMs ?? 1_000;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  get started(): boolean {
    return !this.stopped;
  }

  /** How often it looks at an idle queue. */
  get pollIntervalMs(): number {
    return this.pollMs;
  }

  /**
   * Stops looking at the queue and waits for the jobs in hand to end, those of a look still in
   * progress included: they are claimed, and would otherwise run on a database already closed.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.looking;
    await Promise.allSettled(this.running);
  }

  /** Runs due jobs one batch after another until none is left (tests, one-off commands). */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      await enqueueDueSchedules(this.options.db, this.options.now());
      const jobs = await this.claim(this.concurrency);
      if (jobs.length === 0) return total;
      await Promise.all(jobs.map((job) => this.execute(job)));
      total += jobs.length;
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.looking = this.tick().finally(() => (this.looking = undefined));
    }, delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = undefined;
    let claimed = 0;
    try {
      await enqueueDueSchedules(this.options.db, this.options.now());
      const jobs = await this.claim(this.concurrency - this.running.size);
      this.lastLookAt = this.options.now();
      claimed = jobs.length;
      for (const job of jobs) {
        const run = this.execute(job).finally(() => this.slotFreed(run));
        this.running.add(run);
      }
    } catch (err) {
      this.options.log.error({ err }, 'coda dei lavori non raggiungibile');
    }
    if (this.running.size >= this.concurrency) {
      // Every slot busy: the first to free up looks again (slotFreed), not the idle poll.
      this.full = true;
      return;
    }
    // Some taken: more may be waiting, so look again at once; none: the queue was empty.
    this.schedule(claimed > 0 ? 0 : this.pollMs);
  }

  /**
   * A job ended. When every slot was busy the queue may hold more: look at once instead of after
   * the idle poll, which capped a busy queue at one batch per poll (webhook deliveries at ~25
   * events a second lagged ten seconds behind their events).
   */
  private slotFreed(run: Promise<void>): void {
    this.running.delete(run);
    if (!this.full) return;
    this.full = false;
    this.schedule(0);
  }

  private claim(limit: number): Promise<Job[]> {
    const now = this.options.now();
    return claimJobs(this.options.db, this.options.dialect, {
      by: this.id,
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + this.leaseMs).toISOString(),
      limit,
      kinds: Object.keys(this.options.handlers),
    });
  }

  private async execute(job: Job): Promise<void> {
    const { db, now, log } = this.options;
    const handler = this.options.handlers[job.kind]!;
    // A job taken over after its process died more times than it may run is dead, not run again.
    if (job.attempts > job.max_attempts) {
      await finishJob(db, job.id, this.id, { state: 'dead', now: now().toISOString(), error: job.last_error ?? 'lease expired' });
      return;
    }
    const heartbeat = async () => {
      await extendLease(db, job.id, this.id, new Date(now().getTime() + this.leaseMs).toISOString());
    };
    const beat = setInterval(() => void heartbeat().catch(() => undefined), Math.max(1_000, this.leaseMs / 3));
    beat.unref();
    try {
      const payload = JSON.parse(job.payload_json) as never;
      await handler.run({ job, payload, heartbeat });
      await finishJob(db, job.id, this.id, { state: 'done', now: now().toISOString() });
    } catch (err) {
      const at = now();
      const dead = job.attempts >= job.max_attempts;
      const wait = (handler.backoffMs ?? backoffMs)(job.attempts);
      await finishJob(db, job.id, this.id, {
        state: dead ? 'dead' : 'queued',
        now: at.toISOString(),
        error: errorText(err),
        ...(dead ? {} : { runAt: new Date(at.getTime() + wait).toISOString() }),
      });
      (dead ? log.error : log.warn).call(
        log,
        { err, job: job.id, kind: job.kind, attempt: job.attempts },
        dead ? 'lavoro fallito definitivamente' : 'lavoro fallito, sarà ritentato',
      );
    } finally {
      clearInterval(beat);
    }
  }
}
