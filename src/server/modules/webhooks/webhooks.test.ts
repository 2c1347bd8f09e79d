import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, CONSOLE_HOST, nextIp, outbox, staffSignIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { newCustomer } from '../catalog/test-helpers.js';
import { retryWaitMs } from './events.js';
import { startReceiver } from './test-receiver.js';

/**
 * Outgoing webhooks end to end, on the database the suite runs on (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): a real receiver on 127.0.0.1 that verifies every signature with the
 * standardwebhooks library, the job queue run by hand (app.jobs.drain()) and a movable clock for
 * the retries.
 */
const clock = testClock();
let t: TestApp;
let operator = '';
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const allowPrivate = process.env.WEBHOOKS_ALLOW_PRIVATE;

beforeAll(async () => {
  process.env.WEBHOOKS_ALLOW_PRIVATE = 'true';
  t = await buildTestApp({ clock: clock.now });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
  if (allowPrivate === undefined) delete process.env.WEBHOOKS_ALLOW_PRIVATE;
  else process.env.WEBHOOKS_ALLOW_PRIVATE = allowPrivate;
});
beforeEach(async () => {
  receiver.answer(() => 200);
  receiver.received.length = 0;
  await t.app.db.deleteFrom('webhook_deliveries').execute();
  await t.app.db.deleteFrom('webhook_endpoints').execute();
  await t.app.db.deleteFrom('jobs').execute();
});
afterEach(() => {
  process.env.WEBHOOKS_ALLOW_PRIVATE = 'true';
});

/** The operator's token, signed in again once the moved clock has outlived the last one. */
let signedAt = 0;
async function operatorToken(): Promise<string> {
  if (clock.now().getTime() - signedAt > 5 * 60_000) {
    operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
    signedAt = clock.now().getTime();
  }
  return operator;
}

async function consoleCall(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  app: FastifyInstance = t.app,
  token?: string,
) {
  return app.inject({
    method,
    url: `/v1/console/tenants/${url}`,
    headers: { host: CONSOLE_HOST, ...bearer(token ?? (await operatorToken())) },
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });
}

async function subscribe(events: string[], alias = 'demo', url = receiver.url) {
  const res = await consoleCall('POST', `${alias}/webhooks`, { url, events });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as { id: number; secret: string };
  receiver.useSecret(created.secret);
  return created;
}

async function customer(alias = 'demo') {
  const { id } = await newCustomer(t.app, alias, 0);
  const row = await t.app.db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirstOrThrow();
  return row.username;
}

const adjust = (username: string, delta: number, alias = 'demo') =>
  consoleCall('POST', `${alias}/customers/${username}/points`, { delta, reason: 'Premio fiera di Verona' });

const deliveries = async (id: number, alias = 'demo') =>
  (await consoleCall('GET', `${alias}/webhooks/${id}/deliveries`)).json() as {
    items: {
      id: number;
      state: string;
      attempts: number;
      responseCode: number | null;
      error: string | null;
      type: string;
      eventId: string;
    }[];
    total: number;
  };

describe('webhooks', { timeout: 60_000 }, () => {
  it('signs a points change with the endpoint’s secret; the receiver verifies it; the log shows the delivery', async () => {
    const { id, secret } = await subscribe(['points.credited', 'points.debited']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const username = await customer();
    expect((await adjust(username, 250)).statusCode).toBe(200);
    expect((await adjust(username, -100)).statusCode).toBe(200);
    // Nothing leaves before the job runs: the event is queued with the change.
    expect(receiver.received).toHaveLength(0);
    await t.app.jobs.drain();

    expect(receiver.received.map((r) => [r.type, r.verified, r.body.data['user_code'], r.body.data['points']])).toEqual([
      ['points.credited', true, username, 250],
      ['points.debited', true, username, 100],
    ]);
    const first = receiver.received[0]!;
    expect(first.id).toMatch(/^msg_/);
    expect(first.headers['webhook-timestamp']).toMatch(/^\d{10}$/);
    expect(first.body.timestamp).toBe(clock.now().toISOString());
    // A receiver holding another secret refuses the same request.
    receiver.useSecret('whsec_' + Buffer.alloc(32, 7).toString('base64'));
    await consoleCall('POST', `demo/webhooks/${id}/test`);
    await t.app.jobs.drain();
    expect(receiver.received.at(-1)).toMatchObject({ type: 'webhook.test', verified: false });

    const log = await deliveries(id);
    expect(log.total).toBe(3);
    expect(log.items.map((d) => [d.type, d.state, d.attempts, d.responseCode])).toEqual([
      ['webhook.test', 'delivered', 1, 200],
      ['points.debited', 'delivered', 1, 200],
      ['points.credited', 'delivered', 1, 200],
    ]);
  });

  it('queues nothing for events the endpoint did not choose, and nothing for a change that was refused', async () => {
    await subscribe(['order.created']);
    const username = await customer();
    expect((await adjust(username, 10)).statusCode).toBe(200);
    // Below zero: refused, rolled back, not announced.
    expect((await adjust(username, -500)).statusCode).toBe(409);
    expect(await t.app.jobs.drain()).toBe(0);
    expect(receiver.received).toHaveLength(0);
  });

  it('retries a receiver that fails, after the wait, and delivers once it recovers (same webhook-id)', async () => {
    const { id } = await subscribe(['points.credited']);
    receiver.answer((n) => (n <= 2 ? 503 : 200));
    await adjust(await customer(), 40);
    await t.app.jobs.drain();
    let log = await deliveries(id);
    expect(log.items[0]).toMatchObject({ state: 'pending', attempts: 1, responseCode: 503, error: 'Il ricevitore ha risposto 503' });
    // Not before its wait.
    clock.advance(retryWaitMs(1) - 1_000);
    expect(await t.app.jobs.drain()).toBe(0);
    clock.advance(1_000);
    await t.app.jobs.drain();
    expect((await deliveries(id)).items[0]).toMatchObject({ state: 'pending', attempts: 2 });
    clock.advance(retryWaitMs(2));
    await t.app.jobs.drain();
    log = await deliveries(id);
    expect(log.items[0]).toMatchObject({ state: 'delivered', attempts: 3, responseCode: 200, error: null });
    expect(receiver.received.map((r) => r.id)).toEqual(Array(3).fill(log.items[0]!.eventId));
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    const endpoint = (await consoleCall('GET', 'demo/webhooks')).json().items[0];
    expect(endpoint).toMatchObject({ enabled: true, consecutiveFailures: 0, failingSince: null });
  });

  it('gives up after about a day, disables the endpoint, audits it and mails the operator; enabling it and sending again delivers', async () => {
    const { id } = await subscribe(['points.credited']);
    receiver.answer(() => 500);
    const started = clock.now().getTime();
    await adjust(await customer(), 5);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await t.app.jobs.drain();
      expect((await deliveries(id)).items[0]!.attempts).toBe(attempt);
      if (attempt < 10) clock.advance(retryWaitMs(attempt));
    }
    const hours = (clock.now().getTime() - started) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThan(24);
    const [delivery] = (await deliveries(id)).items;
    expect(delivery).toMatchObject({ state: 'failed', attempts: 10, responseCode: 500 });
    const endpoint = (await consoleCall('GET', 'demo/webhooks')).json().items[0];
    expect(endpoint).toMatchObject({ enabled: false, consecutiveFailures: 10 });
    expect(endpoint.disabledReason).toMatch(/10 tentativi falliti/);
    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'webhook.disable').execute();
    expect(audit.map((a) => [a.role, a.tenant_alias, a.target])).toEqual([['system', 'demo', receiver.url]]);
    const mails = (await outbox(t)).filter((m) => m.text.includes('webhook disattivato'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('To: assistenza@premia.example.com');

    // Disabled: new events are not queued for it, and "send again" is refused until it is enabled.
    await adjust(await customer(), 6);
    await t.app.jobs.drain();
    expect((await deliveries(id)).total).toBe(1);
    expect((await consoleCall('POST', `demo/webhooks/${id}/deliveries/${delivery!.id}/redeliver`)).statusCode).toBe(409);
    receiver.answer(() => 204);
    expect((await consoleCall('POST', `demo/webhooks/${id}/enable`)).json()).toMatchObject({ enabled: true, consecutiveFailures: 0 });
    const again = await consoleCall('POST', `demo/webhooks/${id}/deliveries/${delivery!.id}/redeliver`);
    expect(again.statusCode).toBe(202);
    await t.app.jobs.drain();
    expect(receiver.received.at(-1)).toMatchObject({ id: delivery!.eventId, verified: true });
    expect((await deliveries(id)).items[0]).toMatchObject({ state: 'delivered', responseCode: 204, eventId: delivery!.eventId });
  });

  it('edits, rotates (old signatures stop verifying), deletes, and audits each change', async () => {
    const { id, secret } = await subscribe(['points.credited']);
    const patched = await consoleCall('PATCH', `demo/webhooks/${id}`, { events: ['points.debited', 'order.created'] });
    expect(patched.json()).toMatchObject({ events: ['points.debited', 'order.created'] });
    const rotated = (await consoleCall('POST', `demo/webhooks/${id}/secret`)).json() as { secret: string };
    expect(rotated.secret).not.toBe(secret);
    expect((await consoleCall('GET', 'demo/webhooks')).json().items[0].secretHint).toBe(`…${rotated.secret.slice(-4)}`);
    await consoleCall('POST', `demo/webhooks/${id}/test`);
    await t.app.jobs.drain();
    expect(receiver.received.at(-1)!.verified).toBe(false);
    receiver.useSecret(rotated.secret);
    await consoleCall('POST', `demo/webhooks/${id}/test`);
    await t.app.jobs.drain();
    expect(receiver.received.at(-1)!.verified).toBe(true);
    expect((await consoleCall('DELETE', `demo/webhooks/${id}`)).statusCode).toBe(204);
    expect((await consoleCall('GET', 'demo/webhooks')).json().items).toEqual([]);
    expect((await consoleCall('GET', `demo/webhooks/${id}/deliveries`)).statusCode).toBe(404);
    const actions = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'webhook.%')
      .where('tenant_alias', '=', 'demo')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action).slice(-6)).toEqual([
      'webhook.create',
      'webhook.update',
      'webhook.rotate',
      'webhook.test',
      'webhook.test',
      'webhook.delete',
    ]);
  });

  it('keeps tenants apart: another tenant’s endpoint is not found, and its events never reach this one', async () => {
    const demo = await subscribe(['points.credited'], 'demo');
    const aurora = await consoleCall('POST', 'aurora/webhooks', { url: receiver.url, events: ['points.credited'] });
    expect(aurora.statusCode).toBe(201);
    const auroraId = (aurora.json() as { id: number }).id;
    for (const [method, path] of [
      ['GET', `demo/webhooks/${auroraId}/deliveries`],
      ['PATCH', `demo/webhooks/${auroraId}`],
      ['DELETE', `demo/webhooks/${auroraId}`],
      ['POST', `demo/webhooks/${auroraId}/secret`],
    ] as const)
      expect((await consoleCall(method, path, method === 'PATCH' ? { events: ['order.created'] } : undefined)).statusCode).toBe(404);
    expect((await consoleCall('GET', 'demo/webhooks')).json().items.map((e: { id: number }) => e.id)).toEqual([demo.id]);
    await adjust(await customer('aurora'), 7, 'aurora');
    await t.app.jobs.drain();
    expect((await deliveries(demo.id)).total).toBe(0);
    expect((await deliveries(auroraId, 'aurora')).items.map((d) => d.type)).toEqual(['points.credited']);
    const support = (await staffSignIn(t.app, 'support@premia.example')).token;
    expect((await consoleCall('GET', 'demo/webhooks', undefined, t.app, support)).statusCode).toBe(403);
  });
});

describe('webhook targets (SSRF)', () => {
  const refused = [
    'http://127.0.0.1:9/hook',
    'https://127.0.0.1/hook',
    'https://localhost/hook',
    'https://hooks.localhost/hook',
    'https://10.1.2.3/hook',
    'https://192.168.1.10/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/hook',
    'https://[fd00::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'http://erp.example.com/hook',
    'https://user:pw@erp.example.com/hook',
    'ftp://erp.example.com/hook',
  ];

  it('refuses loopback, private and link-local addresses and plain http without WEBHOOKS_ALLOW_PRIVATE', async () => {
    delete process.env.WEBHOOKS_ALLOW_PRIVATE;
    for (const url of refused) {
      const res = await consoleCall('POST', 'demo/webhooks', { url, events: ['order.created'] });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json().details[0].field).toBe('url');
    }
    expect(
      (await consoleCall('POST', 'demo/webhooks', { url: 'https://erp.example.com/hook', events: ['order.created'] })).statusCode,
    ).toBe(201);
    expect(await t.app.db.selectFrom('webhook_endpoints').select('url').execute()).toEqual([{ url: 'https://erp.example.com/hook' }]);
  });

  it('refuses http in production even with WEBHOOKS_ALLOW_PRIVATE', async () => {
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const res = await consoleCall('POST', 'demo/webhooks', { url: receiver.url, events: ['order.created'] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/https/);
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  });

  it('refuses at send time too: an endpoint saved while private targets were allowed is not called once they are not', async () => {
    const { id } = await subscribe(['points.credited']);
    delete process.env.WEBHOOKS_ALLOW_PRIVATE;
    await consoleCall('POST', `demo/webhooks/${id}/test`);
    await t.app.jobs.drain();
    expect(receiver.received).toHaveLength(0);
    expect((await deliveries(id)).items[0]).toMatchObject({ state: 'pending', responseCode: null });
    expect((await deliveries(id)).items[0]!.error).toMatch(/^Indirizzo non consentito/);
  });
});
