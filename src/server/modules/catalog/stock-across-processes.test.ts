import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '../../../shared/types/generated/api/catalog.js';
import { bearer, CONSOLE_HOST, nextIp, staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { demoPrize, placeOrder } from '../orders/test-staff-orders.js';
import { call, DEMO, newCustomer } from './test-helpers.js';

// Two server processes on one database, each with its listing memo (3 s). The other one asks for
// the tenant's catalogue counter on every request (pollMs 0; 250 ms by default): what one
// process's order does to stock, the other's customers see on their next page, not 3 s later. The
// first one looks at the counter once a minute: what it shows changes only because it forgot its
// own memo.
let t: TestApp;
let other: FastifyInstance;
let prize: Awaited<ReturnType<typeof demoPrize>>;
let customer: string;

beforeAll(async () => {
  t = await buildTestApp({ catalogPollMs: 60_000 });
  other = await t.anotherProcess({ catalogPollMs: 0 });
  prize = await demoPrize(t.app);
  customer = (await newCustomer(t.app, 'demo', 0)).token;
});
afterAll(() => t.close());

/** The prize's stock as a customer's first catalogue page shows it on `app` (it is the cheapest with stock to spare). */
async function listedStock(app: FastifyInstance): Promise<number | undefined> {
  const res = await call(app, DEMO, customer, {
    method: 'GET',
    url: `/v1/catalog/products?pointsFrom=${prize.points}&pointsTo=${prize.points}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<ProductPage>().data.find((p) => p.id === prize.id)?.stock;
}

describe("an order's stock, seen by another process", () => {
  it('an order placed on one process shows on the other at once, and so does its cancellation in the console', async () => {
    expect(await listedStock(other)).toBe(prize.stock);
    expect(await listedStock(t.app)).toBe(prize.stock);

    const placed = await placeOrder(t.app, prize.id, 2);
    expect(await listedStock(other)).toBe(prize.stock - 2);
    expect(await listedStock(t.app)).toBe(prize.stock - 2);

    const support = (await staffSignIn(t.app, 'support@premia.example')).token;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/v1/console/tenants/demo/orders/${placed.orderNumber}/status`,
      payload: { status: 'annullato', reason: 'Premio fuori produzione' },
      headers: { host: CONSOLE_HOST, ...bearer(support) },
      remoteAddress: nextIp(),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await listedStock(other)).toBe(prize.stock);
    // The process that cancelled forgot its own memo too.
    expect(await listedStock(t.app)).toBe(prize.stock);
  });
});
