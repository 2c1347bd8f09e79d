import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../../shared/types/generated/api/staff-jobs.js';
import { bearer, CONSOLE_HOST, nextIp, staffSignIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { ROLE_FORBIDDEN } from '../../plugins/staff-guard.js';
import { NO_DEAD_JOB } from './staff-routes.js';
import { enqueueJob } from './service.js';

const clock = testClock();
let t: TestApp;
let operator: string;
let support: string;
/** Whether the test kind fails now: flipped by the tests, like a receiver that goes down and comes back. */
let failing = true;
let runs = 0;

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  t.app.jobs.register('test.flaky', {
    run: async () => {
      runs++;
      if (failing) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' });
    },
    backoffMs: () => 1_000,
  });
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  support = (await staffSignIn(t.app, 'support@premia.example')).token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', path: string, token = operator, alias = 'demo') =>
  t.app.inject({
    method,
    url: `/v1/console/tenants/${alias}/jobs${path}`,
    headers: { host: CONSOLE_HOST, ...bearer(token) },
    remoteAddress: nextIp(),
  });
const queue = async (token = operator, alias = 'demo'): Promise<JobQueue> => (await call('GET', '', token, alias)).json();

describe('console job queue', () => {
  it('counts per kind and state, shows a dead job’s error in plain Italian, and an operator’s retry runs it again', async () => {
    const enqueue = (kind: string, alias = 'demo') => enqueueJob(t.app.db, { kind, tenantAlias: alias, maxAttempts: 2 }, clock.now());
    const { job } = await enqueue('test.flaky');
    await enqueue('mail.unknown-kind');
    await enqueue('test.flaky', 'aurora');

    await t.app.jobs.drain();
    expect((await queue()).kinds.find((k) => k.kind === 'test.flaky')).toEqual({
      kind: 'test.flaky',
      label: 'test.flaky',
      queued: 0,
      running: 0,
      done: 0,
      failed: 1,
      dead: 0,
    });
    clock.advance(1_000);
    await t.app.jobs.drain();
    // The other tenant's job also died, on its own tenant's screen only.
    const seen = await queue(support);
    expect(seen.kinds.find((k) => k.kind === 'test.flaky')).toMatchObject({ queued: 0, failed: 0, dead: 1 });
    expect(seen.kinds.find((k) => k.kind === 'mail.unknown-kind')).toMatchObject({ queued: 1 });
    expect(seen.dead).toEqual([
      {
        id: job.id,
        kind: 'test.flaky',
        label: 'test.flaky',
        attempts: 2,
        error: 'Il server di destinazione ha rifiutato la connessione (spento o porta sbagliata).',
        detail: 'Error: connect ECONNREFUSED 127.0.0.1:25',
        createdAt: expect.any(String),
        failedAt: clock.now().toISOString(),
      },
    ]);

    const refused = await call('POST', `/${job.id}/retry`, support);
    expect([refused.statusCode, refused.json().error]).toEqual([403, ROLE_FORBIDDEN]);
    const auroraJob = (await queue(operator, 'aurora')).dead[0]!;
    expect((await call('POST', `/${auroraJob.id}/retry`)).statusCode).toBe(404);

    failing = false;
    expect((await call('POST', `/${job.id}/retry`)).json()).toEqual({ id: job.id });
    const again = await call('POST', `/${job.id}/retry`);
    expect([again.statusCode, again.json().error]).toEqual([404, NO_DEAD_JOB]);
    const before = runs;
    await t.app.jobs.drain();
    expect(runs).toBe(before + 1);
    const after = await queue();
    expect(after.dead).toEqual([]);
    expect(after.kinds.find((k) => k.kind === 'test.flaky')).toMatchObject({ queued: 0, dead: 0, done: 1 });

    const audit = await t.app.db.selectFrom('audit_log').select(['actor', 'target']).where('action', '=', 'job.retry').execute();
    expect(audit).toEqual([{ actor: 'operator@premia.example', target: `test.flaky #${job.id}` }]);
  });

  it('forgets done jobs after a day', async () => {
    clock.advance(24 * 3600_000 + 1);
    // Console sessions are short: sign in again on the moved clock.
    operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
    expect((await queue()).kinds.find((k) => k.kind === 'test.flaky')).toBeUndefined();
  });
});
