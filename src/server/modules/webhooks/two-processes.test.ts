import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, CONSOLE_HOST, nextIp, staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { publishEvents } from './publish-service.js';
import { startReceiver } from './test-receiver.js';

/**
 * Two server processes (two apps, each with its own connection and its own job runner) share
 * one queue: 1,000 queued deliveries reach the receiver once each, whichever process sends them.
 * The brief's claim is about PostgreSQL (FOR UPDATE SKIP LOCKED); SQLite runs it too.
 */
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const allowPrivate = process.env.WEBHOOKS_ALLOW_PRIVATE;

beforeAll(async () => {
  process.env.WEBHOOKS_ALLOW_PRIVATE = 'true';
  t = await buildTestApp();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
  if (allowPrivate === undefined) delete process.env.WEBHOOKS_ALLOW_PRIVATE;
  else process.env.WEBHOOKS_ALLOW_PRIVATE = allowPrivate;
});

describe('webhook deliveries across processes', () => {
  it('delivers each of 1,000 queued events exactly once with two processes draining the queue at once', { timeout: 120_000 }, async () => {
    const other = await t.anotherProcess();
    const { token } = await staffSignIn(t.app, 'operator@premia.example');
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/console/tenants/demo/webhooks',
      headers: { host: CONSOLE_HOST, ...bearer(token) },
      remoteAddress: nextIp(),
      payload: { url: receiver.url, events: ['points.credited'] },
    });
    receiver.useSecret((created.json() as { secret: string }).secret);
    const at = new Date();
    await publishEvents(
      t.app.db,
      'demo',
      Array.from({ length: 1000 }, (_, n) => ({ type: 'points.credited' as const, data: { n }, at })),
    );

    const [a, b] = await Promise.all([t.app.jobs.drain(), other.jobs.drain()]);
    expect(a + b).toBe(1000);
    // Both took a share: the queue was really shared, not drained by one before the other looked.
    expect(Math.min(a, b)).toBeGreaterThan(0);
    const ids = receiver.received.map((r) => r.id);
    expect(ids).toHaveLength(1000);
    expect(new Set(ids).size).toBe(1000);
    expect(receiver.received.map((r) => r.body.data['n'] as number).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 1000 }, (_, n) => n),
    );
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    const states = await t.app.db.selectFrom('webhook_deliveries').select('state').distinct().execute();
    expect(states).toEqual([{ state: 'delivered' }]);
  });
});
