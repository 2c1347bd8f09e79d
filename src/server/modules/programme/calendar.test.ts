import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../paths.js';
import { bearer, CONSOLE_HOST, nextIp, staffSignIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { call, DEMO, NEW_ADDRESS, newCustomer } from '../catalog/test-helpers.js';
import { signAccessToken } from '../customers/tokens.js';
import { demoPrize } from '../orders/test-staff-orders.js';
import { setOverride } from '../tenants/admin.js';

/*
 * demo's programme: 1 January 2026 to 30 June 2027, requests until 31 December 2026, prizes due
 * 90 days after the request. The clock moves; dates are worked out by hand.
 */
const clock = testClock(new Date('2026-03-01T09:00:00.000Z'));
const setClock = (iso: string) => clock.advance(Date.parse(iso) - clock.now().getTime());
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  const admin = { db: t.app.db, tenantsDir: path.join(PROJECT_ROOT, 'tenants') };
  const programme = { start: '2026-01-01', earnUntil: '2026-11-30', orderUntil: '2026-12-31', end: '2027-06-30', deliveryDays: 90 };
  await setOverride(admin, { alias: 'demo', path: 'programme', value: programme, actor: 'test' });
});
afterAll(() => t.close());

async function customerWithCart() {
  const prize = await demoPrize(t.app);
  const { id } = await newCustomer(t.app, 'demo', prize.points);
  const add = await call(t.app, DEMO, await tokenAt(id), {
    method: 'POST',
    url: '/v1/catalog/products/addtocart',
    payload: { product_id: prize.id, quantity: 1 },
  });
  expect(add.statusCode).toBe(200);
  return id;
}
/** A token signed at the clock's time: access tokens are short-lived, and the clock moves by months. */
const tokenAt = async (userId: number) => signAccessToken(await t.app.jwtKey(), userId, 'demo', clock.now());
const checkout = (token: string) => call(t.app, DEMO, token, { method: 'POST', url: '/v1/catalog/checkout', payload: NEW_ADDRESS });
// Signed in at the clock's time, since the clock moves by months.
const consoleGet = async (url: string) => {
  const staff = (await staffSignIn(t.app, 'operator@premia.example')).token;
  return t.app.inject({ method: 'GET', url, headers: { host: CONSOLE_HOST, ...bearer(staff) }, remoteAddress: nextIp() });
};

describe('orders carry their due date', () => {
  let orderNumber: string;

  it("stores the request day on the tenant's clock plus deliveryDays, and shows it to the customer", async () => {
    const customer = await customerWithCart();
    setClock('2026-06-30T22:30:00Z'); // already 1 July in Rome
    const placed = await checkout(await tokenAt(customer));
    expect(placed.statusCode).toBe(200);
    orderNumber = placed.json<{ order_number: string }>().order_number;
    expect(placed.json()).toMatchObject({ due_date: '2026-09-29' });
    const history = await call(t.app, DEMO, await tokenAt(customer), { method: 'GET', url: '/v1/catalog/orders' });
    expect(history.json<{ data: { order_number: string; due_date: string }[] }>().data[0]).toMatchObject({
      order_number: orderNumber,
      due_date: '2026-09-29',
    });
  });

  it('shows it in the console, overdue from the day after it while the prize is still owed', async () => {
    const row = async () =>
      (await consoleGet('/v1/console/tenants/demo/orders'))
        .json<{ items: { order_number: string; due_date: string; overdue: boolean }[] }>()
        .items.find((o) => o.order_number === orderNumber);
    setClock('2026-09-29T21:00:00Z'); // 29 September, 23:00 in Rome: due today, not late
    expect(await row()).toMatchObject({ due_date: '2026-09-29', overdue: false });
    setClock('2026-09-29T22:30:00Z'); // 30 September in Rome
    expect(await row()).toMatchObject({ due_date: '2026-09-29', overdue: true });
    expect((await consoleGet(`/v1/console/tenants/demo/orders/${orderNumber}`)).json()).toMatchObject({
      due_date: '2026-09-29',
      overdue: true,
    });
  });
});

describe('ordering closes after orderUntil', () => {
  it('accepts a request on the last day and refuses it, in Italian, from the next day', async () => {
    const customer = await customerWithCart();
    setClock('2026-12-31T23:30:00Z'); // 1 January 2027 in Rome
    const refused = await checkout(await tokenAt(customer));
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { error: 'Le richieste dei premi sono chiuse: il termine per richiederli era il 31 dicembre 2026.' },
    ]);
    setClock('2026-12-31T22:00:00Z'); // 31 December, 23:00 in Rome
    expect((await checkout(await tokenAt(customer))).statusCode).toBe(200);
  });
});
