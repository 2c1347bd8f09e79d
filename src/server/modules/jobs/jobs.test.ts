import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { claimJobs, finishJob, findJob } from './repository.js';
import { JobRunner, type JobHandler } from './runner.js';
import { enqueueDueSchedules, upsertSchedule } from './schedules.js';
import { backoffMs, enqueueJob, queueOverview, retryDeadJob } from './service.js';

let testDb: TestDatabase;
let other: DatabaseHandle;
let clock = new Date('2026-11-30T09:00:00.000Z');
const now = () => clock;
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
const quietLog = { error: () => undefined, warn: () => undefined };

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.handle);
  // A second connection to the same database: another server process.
  other = createDatabase(testDb.options);
});
afterAll(async () => {
  await other.destroy();
  await testDb.drop();
});
beforeEach(async () => {
  await testDb.handle.db.deleteFrom('jobs').execute();
  await testDb.handle.db.deleteFrom('job_schedules').execute();
});

const db = () => testDb.handle.db;
function runner(handlers: Record<string, JobHandler<never>>, handle: DatabaseHandle = testDb.handle) {
  return new JobRunner({ db: handle.db, dialect: handle.dialect, now, handlers, log: quietLog, leaseMs: 60_000, concurrency: 4 });
}

describe('durable jobs', () => {
  it('runs a queued job once with its payload, and records it done', async () => {
    const seen: unknown[] = [];
    const { job } = await enqueueJob(db(), { kind: 'mail', tenantAlias: 'demo', payload: { to: 'a@b.it' } }, now());
    expect(await runner({ mail: { run: async ({ payload }) => void seen.push(payload) } }).drain()).toBe(1);
    expect(seen).toEqual([{ to: 'a@b.it' }]);
    expect(await findJob(db(), job.id)).toMatchObject({ state: 'done', attempts: 1, locked_by: null, finished_at: clock.toISOString() });
    expect(await runner({ mail: { run: async () => void seen.push('again') } }).drain()).toBe(0);
  });

  it('enqueues an idempotency key once, and one live job per singleton key', async () => {
    const first = await enqueueJob(db(), { kind: 'webhook', idempotencyKey: 'order.created:42' }, now());
    const again = await enqueueJob(db(), { kind: 'webhook', idempotencyKey: 'order.created:42' }, now());
    expect([first.created, again.created, again.job.id]).toEqual([true, false, first.job.id]);
    const a = await enqueueJob(db(), { kind: 'import', singletonKey: 'demo:points' }, now());
    const b = await enqueueJob(db(), { kind: 'import', singletonKey: 'demo:points' }, now());
    expect([a.created, b.created, b.job.id]).toEqual([true, false, a.job.id]);
    await runner({ webhook: { run: async () => undefined }, import: { run: async () => undefined } }).drain();
    // Finished, the singleton is free again; an idempotency key never is.
    expect((await enqueueJob(db(), { kind: 'import', singletonKey: 'demo:points' }, now())).created).toBe(true);
    expect((await enqueueJob(db(), { kind: 'webhook', idempotencyKey: 'order.created:42' }, now())).created).toBe(false);
  });

  it('retries a failing job after a doubling wait, then keeps it dead until someone retries it', async () => {
    let calls = 0;
    const failing = {
      fail: {
        run: async () =>
          void (
            (calls += 1),
            (() => {
              throw new Error('receiver down');
            })()
          ),
      },
    };
    const { job } = await enqueueJob(db(), { kind: 'fail', tenantAlias: 'demo', maxAttempts: 3 }, now());
    await runner(failing).drain();
    expect(await findJob(db(), job.id)).toMatchObject({
      state: 'queued',
      attempts: 1,
      last_error: 'Error: receiver down',
      run_at: new Date(clock.getTime() + 10_000).toISOString(),
    });
    // Not before its time.
    advance(9_999);
    expect(await runner(failing).drain()).toBe(0);
    advance(1);
    await runner(failing).drain();
    expect(await findJob(db(), job.id)).toMatchObject({
      state: 'queued',
      attempts: 2,
      run_at: new Date(clock.getTime() + 20_000).toISOString(),
    });
    advance(20_000);
    await runner(failing).drain();
    expect(await findJob(db(), job.id)).toMatchObject({ state: 'dead', attempts: 3 });
    expect(calls).toBe(3);
    advance(3_600_000);
    expect(await runner(failing).drain()).toBe(0);

    const overview = await queueOverview(db(), 'demo', now());
    expect(overview.kinds).toEqual([{ kind: 'fail', label: 'fail', queued: 0, running: 0, done: 0, failed: 0, dead: 1 }]);
    expect(overview.dead.map((j) => j.id)).toEqual([job.id]);
    expect(await retryDeadJob(db(), 'aurora', job.id, now())).toBe(false);
    expect(await retryDeadJob(db(), 'demo', job.id, now())).toBe(true);
    await runner({ fail: { run: async () => undefined } }).drain();
    expect(await findJob(db(), job.id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('backs off by doubling, up to its ceiling', () => {
    expect([1, 2, 3, 4, 20].map((attempt) => backoffMs(attempt, 1_000, 5_000))).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
  });

  it('gives a job whose process died to another once its lease runs out; the dead process cannot finish it after', async () => {
    const { job } = await enqueueJob(db(), { kind: 'import' }, now());
    const [taken] = await claimJobs(db(), testDb.handle.dialect, {
      by: 'crashed-process',
      now: clock.toISOString(),
      leaseUntil: new Date(clock.getTime() + 60_000).toISOString(),
      limit: 1,
      kinds: ['import'],
    });
    expect(taken?.id).toBe(job.id);
    const resumed: number[] = [];
    const survivor = runner({ import: { run: async ({ job }) => void resumed.push(job.id) } }, other);
    expect(await survivor.drain()).toBe(0);
    advance(60_001);
    expect(await survivor.drain()).toBe(1);
    expect(resumed).toEqual([job.id]);
    expect(await findJob(db(), job.id)).toMatchObject({ state: 'done', attempts: 2 });
    expect(await finishJob(db(), job.id, 'crashed-process', { state: 'queued', now: clock.toISOString() })).toBe(false);
  });

  it('takes the next job as soon as a busy slot frees up, not after the idle poll', async () => {
    await enqueueJob(db(), { kind: 'delivery', payload: { n: 1 } }, now());
    await enqueueJob(db(), { kind: 'delivery', payload: { n: 2 } }, now());
    const started: number[] = [];
    let finishFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (finishFirst = resolve));
    let secondRan!: () => void;
    const second = new Promise<void>((resolve) => (secondRan = resolve));
    const handler: JobHandler<{ n: number }> = {
      run: async ({ payload }) => {
        started.push(payload.n);
        if (payload.n === 1) await firstHeld;
        else secondRan();
      },
    };
    // One slot and an idle poll far longer than the test may last: only the freed slot can start job 2.
    const worker = new JobRunner({
      ...{ db: db(), dialect: testDb.handle.dialect, now, log: quietLog },
      handlers: { delivery: handler as JobHandler<never> },
      concurrency: 1,
      pollMs: 3_600_000,
    });
    worker.start();
    try {
      await expect.poll(() => started).toEqual([1]);
      finishFirst();
      await second;
      expect(started).toEqual([1, 2]);
    } finally {
      await worker.stop();
    }
  });

  it('stopped while it looks at the queue, runs what that look claimed before it says it has stopped', async () => {
    const { job } = await enqueueJob(db(), { kind: 'mail', tenantAlias: 'demo' }, now());
    let ran = 0;
    const worker = runner({ mail: { run: async () => void (ran += 1) } }, other);
    // The look's first statement (the due schedules) has ended; the claim comes next.
    const looking = new Promise<void>((resolve) => other.onQuery(() => resolve()));
    worker.start();
    await looking;
    await worker.stop();
    expect(ran).toBe(1);
    expect(await findJob(db(), job.id)).toMatchObject({ state: 'done', locked_by: null });
  });

  it('runs each of 300 jobs exactly once with two processes taking from the queue at the same time', async () => {
    for (let i = 0; i < 300; i += 100)
      await db()
        .insertInto('jobs')
        .values(
          Array.from({ length: 100 }, (_, k) => ({
            kind: 'delivery',
            payload_json: JSON.stringify({ n: i + k }),
            run_at: clock.toISOString(),
            created_at: clock.toISOString(),
            updated_at: clock.toISOString(),
          })),
        )
        .execute();
    const runs: number[] = [];
    const handler: JobHandler<{ n: number }> = { run: async ({ payload }) => void runs.push(payload.n) };
    const [a, b] = await Promise.all([
      runner({ delivery: handler as JobHandler<never> }).drain(),
      runner({ delivery: handler as JobHandler<never> }, other).drain(),
    ]);
    expect(a + b).toBe(300);
    expect(runs.slice().sort((x, y) => x - y)).toEqual(Array.from({ length: 300 }, (_, n) => n));
  });
});

describe('recurring schedules', () => {
  it('turns a due time into exactly one job, whichever processes look, and moves to the next time in the zone', async () => {
    await upsertSchedule(
      db(),
      { name: 'expiry:demo', kind: 'expiry', tenantAlias: 'demo', cron: '0 3 * * *', timeZone: 'Europe/Rome' },
      now(),
    );
    const next = async () => (await db().selectFrom('job_schedules').select('next_run_at').executeTakeFirstOrThrow()).next_run_at;
    // 03:00 in Rome is 02:00 UTC in winter.
    expect(await next()).toBe('2026-12-01T02:00:00.000Z');
    expect(await enqueueDueSchedules(db(), now())).toBe(0);
    clock = new Date('2026-12-01T02:00:05.000Z');
    const made = await Promise.all([enqueueDueSchedules(db(), now()), enqueueDueSchedules(other.db, now())]);
    expect(made[0] + made[1]).toBe(1);
    expect(await next()).toBe('2026-12-02T02:00:00.000Z');
    const jobs = await db().selectFrom('jobs').select(['kind', 'tenant_alias', 'run_at']).execute();
    expect(jobs).toEqual([{ kind: 'expiry', tenant_alias: 'demo', run_at: '2026-12-01T02:00:00.000Z' }]);
  });
});
