import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, CONSOLE_HOST, nextIp, signIn, staffSignIn } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-app.js';
import { call, DEMO, NEW_ADDRESS, newCustomer } from '../modules/catalog/test-helpers.js';
import { publishEvents } from '../modules/webhooks/publish-service.js';
import { startReceiver } from '../modules/webhooks/test-receiver.js';

/**
 * The business counters on /metrics, moved by what customers, staff and jobs do through the API
 * and the queue, read back as an operator's Prometheus would: each expected figure is the change
 * since the previous scrape, worked out from what the test did.
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

/** Every sample of the scrape whose name starts with `premia_` and is a business counter, by its line's series. */
async function scrape(): Promise<Map<string, number>> {
  const res = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
  expect(res.statusCode).toBe(200);
  const out = new Map<string, number>();
  for (const line of res.body.split('\n')) {
    const m = /^(premia_(?:sign_ins|orders|points|webhook_delivery_failures)_total\{[^}]*\}) (\S+)$/.exec(line);
    if (m) out.set(m[1]!, Number(m[2]));
  }
  return out;
}

const change = (before: Map<string, number>, after: Map<string, number>) =>
  Object.fromEntries([...after].filter(([k, v]) => v !== (before.get(k) ?? 0)).map(([k, v]) => [k, v - (before.get(k) ?? 0)]));

describe('business counters on /metrics', () => {
  it('count sign-ins by audience and outcome, orders and points by tenant, once what they did is committed', async () => {
    const before = await scrape();
    await signIn(t.app, DEMO, 'DEMO0001');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/signin',
      headers: { host: DEMO },
      payload: { username: 'DEMO0001', password: 'sbagliata-123' },
      remoteAddress: nextIp(),
    });
    expect(wrong.statusCode).toBe(401);
    await staffSignIn(t.app, 'operator@premia.example');

    // A new customer gets 3,000 points and orders the cheapest prize; an order refused for want of points moves nothing.
    const buyer = await newCustomer(t.app, 'demo', 3_000);
    const prize = await t.app.db
      .selectFrom('products')
      .select(['id', 'points'])
      .where('tenant_alias', '=', 'demo')
      .where('available', '=', 1)
      .where('stock', '>=', 1)
      .where('points', '<=', 3_000)
      .orderBy('points')
      .executeTakeFirstOrThrow();
    const add = (token: string) =>
      call(t.app, DEMO, token, { method: 'POST', url: '/v1/catalog/products/addtocart', payload: { product_id: prize.id, quantity: 1 } });
    await add(buyer.token);
    expect((await call(t.app, DEMO, buyer.token, { method: 'POST', url: '/v1/catalog/checkout', payload: NEW_ADDRESS })).statusCode).toBe(
      200,
    );
    const poor = await newCustomer(t.app, 'demo', 0);
    await add(poor.token);
    expect((await call(t.app, DEMO, poor.token, { method: 'POST', url: '/v1/catalog/checkout', payload: NEW_ADDRESS })).statusCode).toBe(
      422,
    );

    expect(change(before, await scrape())).toEqual({
      'premia_sign_ins_total{audience="customer",outcome="ok",tenant="demo"}': 1,
      'premia_sign_ins_total{audience="customer",outcome="refused",tenant="demo"}': 1,
      'premia_sign_ins_total{audience="staff",outcome="ok",tenant=""}': 1,
      'premia_orders_total{tenant="demo"}': 1,
      'premia_points_total{tenant="demo",direction="credited"}': 3_000,
      'premia_points_total{tenant="demo",direction="debited"}': prize.points,
    });
  });

  it('count webhook deliveries that failed: a retry while attempts are left', async () => {
    const { token } = await staffSignIn(t.app, 'operator@premia.example');
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/console/tenants/demo/webhooks',
      headers: { host: CONSOLE_HOST, ...bearer(token) },
      remoteAddress: nextIp(),
      payload: { url: receiver.url, events: ['points.credited'] },
    });
    expect(created.statusCode).toBe(201);
    receiver.answer(() => 503);
    const before = await scrape();
    await publishEvents(t.app.db, 'demo', [{ type: 'points.credited' as const, data: { n: 1 }, at: new Date() }]);
    await t.app.jobs.drain();
    expect(change(before, await scrape())).toMatchObject({ 'premia_webhook_delivery_failures_total{tenant="demo",outcome="retry"}': 1 });
  });
});
