import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../modules/jobs/service.js';
import { signIn } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-app.js';

const TOKEN = 'metrics-token-for-the-test-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'nowhere.example', ...headers } });

describe('health, readiness and metrics', () => {
  it('answers /health on any host, with no tenant', async () => {
    const res = await get('/health');
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('is ready when the database answers and every migration is applied; not while one is missing', async () => {
    expect((await get('/ready')).json()).toEqual({ status: 'ready' });
    const fresh = await buildTestApp();
    try {
      const [last] = (await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(fresh.app.db)).rows;
      await sql`delete from kysely_migration where name = ${last!.name}`.execute(fresh.app.db);
      const res = await fresh.app.inject({ url: '/ready', headers: { host: 'nowhere.example' } });
      expect([res.statusCode, res.headers['retry-after'], res.json()]).toEqual([
        503,
        '5',
        { status: 'not ready', problems: { migrations: '1 da applicare (npm run migrate)' } },
      ]);
    } finally {
      await fresh.close();
    }
  });

  it('is not ready while its job worker has stopped looking at the queue', async () => {
    const worker = await buildTestApp({ env: { JOBS_WORKER: true } });
    try {
      await worker.app.ready();
      const runner = worker.app.jobs.runner!;
      // The worker's first look happens at once; wait for it by what it records, not by time.
      await expect.poll(() => runner.lastLookAt, { timeout: 5_000 }).not.toBeNull();
      expect((await worker.app.inject({ url: '/ready', headers: { host: 'nowhere.example' } })).statusCode).toBe(200);
      runner.lastLookAt = new Date(Date.now() - 60_000);
      const stale = await worker.app.inject({ url: '/ready', headers: { host: 'nowhere.example' } });
      expect([stale.statusCode, stale.json().problems]).toEqual([503, { jobs: 'il lavoratore in background non controlla la coda' }]);
    } finally {
      await worker.close();
    }
  });

  it('gives metrics only with the token: request durations by route template and tenant, sign-ins, the job queue', async () => {
    // Business counters belong to the process, which other test files may share: the sign-in is counted as a change.
    const SIGN_INS = 'premia_sign_ins_total{audience="customer",outcome="ok",tenant="demo"}';
    const signInsIn = (text: string) =>
      Number(
        text
          .split('\n')
          .find((line) => line.startsWith(`${SIGN_INS} `))
          ?.slice(SIGN_INS.length + 1) ?? 0,
      );
    const signInsBefore = signInsIn((await get('/metrics', { authorization: `Bearer ${TOKEN}` })).body);
    await t.app.inject({ url: '/v1/catalog/products/123456', headers: { host: 'demo.localhost' } });
    await signIn(t.app, 'demo.localhost', 'DEMO0001');
    await enqueueJob(t.app.db, { kind: 'mail', tenantAlias: 'demo' }, new Date());

    expect((await get('/metrics')).statusCode).toBe(401);
    expect((await get('/metrics', { authorization: 'Bearer wrong-token-of-the-same-length!!' })).statusCode).toBe(401);
    const res = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    const text = res.body;
    expect(text).toMatch(
      /premia_http_request_duration_seconds_count\{route="\/v1\/catalog\/products\/:id",method="GET",status_code="\d+",tenant="demo"\} 1/,
    );
    expect(text).not.toContain('123456');
    expect(signInsIn(text)).toBe(signInsBefore + 1);
    expect(text).toContain('premia_jobs{kind="mail",state="queued"} 1');
    // The sign-in read the customer and wrote a session: both kinds of statement were timed.
    const count = (kind: string) =>
      Number(new RegExp(`premia_db_query_duration_seconds_count\\{kind="${kind}",outcome="ok"\\} (\\d+)`).exec(text)?.[1] ?? 0);
    expect(count('select')).toBeGreaterThan(0);
    expect(count('insert')).toBeGreaterThan(0);
    expect(text).not.toMatch(/premia_db_query_duration_seconds_count\{[^}]*DEMO0001/);
    if (process.env.TEST_DATABASE_URL) expect(text).toMatch(/premia_db_pool_connections\{state="total"\} [1-9]/);
    else expect(text).not.toContain('premia_db_pool_connections');
  });
});

describe('request ids and logs', () => {
  it('keeps a plain incoming x-request-id and replaces anything else', async () => {
    const kept = await get('/health', { 'x-request-id': 'lb-7f3a.42' });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42');
    const replaced = await get('/health', { 'x-request-id': 'x'.repeat(65) });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the tenant on a request’s log lines, and never writes a password or token', async () => {
    const before = t.logs.length;
    const { token } = await signIn(t.app, 'demo.localhost', 'DEMO0001');
    await t.app.inject({ url: '/v1/auth/me', headers: { host: 'demo.localhost', authorization: `Bearer ${token}` } });
    const lines = t.logs.slice(before).map((line) => JSON.stringify(line));
    expect(lines.some((line) => line.includes('"tenant":"demo"'))).toBe(true);
    expect(lines.filter((line) => line.includes('Demo!2025x') || line.includes(token))).toEqual([]);
  });

  it('never logs the one-time code of an activation, reset or set-password link', async () => {
    const before = t.logs.length;
    const secrets = ['ATTIVA7788secret', 'RESET9911secret', 'STAFF4455secret'];
    await t.app.inject({ url: `/v1/auth/signup/activate/${secrets[0]}`, headers: { host: 'demo.localhost' } });
    await t.app.inject({ url: `/v1/auth/forgot/reset/${secrets[1]}`, headers: { host: 'demo.localhost' } });
    await t.app.inject({ url: `/reset-password/${secrets[1]}`, headers: { host: 'demo.localhost' } });
    await t.app.inject({ url: `/imposta-password?token=${secrets[2]}&x=1`, headers: { host: 'demo.localhost' } });
    const lines = t.logs.slice(before).map((line) => JSON.stringify(line));
    expect(lines.filter((line) => secrets.some((secret) => line.includes(secret)))).toEqual([]);
    const urls = t.logs.slice(before).flatMap((line) => {
      const url = (line as { req?: { url?: string } }).req?.url;
      return url ? [url] : [];
    });
    expect(urls).toEqual([
      '/v1/auth/signup/activate/[nascosto]',
      '/v1/auth/forgot/reset/[nascosto]',
      '/reset-password/[nascosto]',
      '/imposta-password?token=[nascosto]&x=1',
    ]);
  });
});
