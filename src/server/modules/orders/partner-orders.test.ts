import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersPage, PartnerOrder } from '../../../shared/types/generated/api/partner.js';
import { bearer, CONSOLE_HOST, nextIp, outbox, staffSignIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { partnerCall, partnerKey } from '../../test/partner-helpers.js';
import { balanceOf } from '../points/service.js';
import { BAD_CURSOR } from './partner-service.js';
import { demoPrize, placeOrder } from './test-staff-orders.js';

const clock = testClock();
let t: TestApp;
let key: string;
let keyName: string;
let support: string;
let prize: Awaited<ReturnType<typeof demoPrize>>;

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  ({ key, name: keyName } = await partnerKey(t.app, 'demo', ['orders:read', 'orders:write']));
  support = (await staffSignIn(t.app, 'support@premia.example')).token;
  prize = await demoPrize(t.app);
});
afterAll(() => t.close());

const list = async (query: string, withKey = key): Promise<OrdersPage> => {
  const res = await partnerCall(t.app, withKey, 'GET', `/v1/partner/orders${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const partnerMove = (order: string, body: object) => partnerCall(t.app, key, 'POST', `/v1/partner/orders/${order}/status`, body);
const consoleMove = (order: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/console/tenants/demo/orders/${order}/status`,
    payload,
    headers: { host: CONSOLE_HOST, ...bearer(support) },
    remoteAddress: nextIp(),
  });

/** Every order of the tenant, as a partner pages through them with `limit` a page. */
async function pageAll(limit: number, from?: string) {
  const numbers: string[] = [];
  let cursor = from;
  for (;;) {
    const page = await list(`?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    numbers.push(...page.data.map((o) => o.order_number));
    cursor = page.next_cursor;
    if (page.data.length < limit) return { numbers, cursor };
  }
}

describe('GET /v1/partner/orders', () => {
  it('pages through the tenant’s orders oldest first with an opaque cursor, then answers only the orders placed since', async () => {
    await placeOrder(t.app, prize.id);
    await placeOrder(t.app, prize.id);
    const expected = await t.app.db.selectFrom('orders').select('order_number').where('tenant_alias', '=', 'demo').orderBy('id').execute();
    const { numbers, cursor } = await pageAll(2);
    expect(numbers).toEqual(expected.map((o) => o.order_number));
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);

    expect((await list(`?cursor=${cursor}`)).data).toEqual([]);
    const later = await placeOrder(t.app, prize.id);
    const since = await list(`?cursor=${cursor}`);
    expect(since.data.map((o) => o.order_number)).toEqual([later.orderNumber]);
    expect(since.data[0]).toMatchObject({
      status: 'ricevuto',
      customer: { username: later.username },
      lines: [{ code: prize.code, quantity: 1 }],
      shipping: { city: expect.any(String) },
      next_statuses: ['in_lavorazione', 'spedito', 'annullato'],
      overdue: false,
    });
    // Due 180 days (the default delivery term) after the day it was requested, in the tenant's zone.
    const placedDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(since.data[0]!.date));
    const due = new Date(`${placedDay}T12:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 180);
    expect(since.data[0]!.due_date).toBe(due.toISOString().slice(0, 10));
    expect((await list(`?cursor=${since.next_cursor}`)).data).toEqual([]);
  });

  it('refuses a cursor it did not make, and lists no other tenant’s orders', async () => {
    const res = await partnerCall(t.app, key, 'GET', '/v1/partner/orders?cursor=bm9wZQ');
    expect([res.statusCode, res.json().error]).toEqual([400, BAD_CURSOR]);
    const { key: auroraKey } = await partnerKey(t.app, 'aurora', ['orders:read']);
    const aurora = await list('?limit=200', auroraKey);
    expect(aurora.data.every((o) => o.order_number.startsWith('AURORA-'))).toBe(true);
  });
});

describe('POST /v1/partner/orders/{order_number}/status', () => {
  it('moves an order with the console’s rules: tracking required to ship, the same 409s, cancellation refunds once; audited by the key', async () => {
    const placed = await placeOrder(t.app, prize.id);
    const other = await placeOrder(t.app, prize.id);
    const noTracking = { status: 'spedito' };
    const [partnerNo, consoleNo] = [await partnerMove(placed.orderNumber, noTracking), await consoleMove(other.orderNumber, noTracking)];
    expect([partnerNo.statusCode, partnerNo.json()]).toEqual([consoleNo.statusCode, consoleNo.json()]);
    expect(partnerNo.statusCode).toBe(400);

    const shipped = await partnerMove(placed.orderNumber.toLowerCase(), {
      status: 'spedito',
      carrier: 'BRT',
      tracking_code: 'BRT1',
      tracking_url: 'https://brt.example/BRT1',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json<PartnerOrder>()).toMatchObject({
      status: 'spedito',
      tracking: { carrier: 'BRT', code: 'BRT1', url: 'https://brt.example/BRT1' },
      history: [{ from: 'ricevuto', to: 'spedito', actor: `apikey:${keyName}`, role: 'partner' }],
    });
    await consoleMove(other.orderNumber, { status: 'spedito', carrier: 'BRT', tracking_code: 'BRT2' });
    // Cancelling a shipped order: refused alike by both, with the same Italian reason.
    const [partnerLate, consoleLate] = [
      await partnerMove(placed.orderNumber, { status: 'annullato' }),
      await consoleMove(other.orderNumber, { status: 'annullato' }),
    ];
    expect(partnerLate.statusCode).toBe(409);
    expect(partnerLate.json()).toEqual(consoleLate.json());
    expect((await partnerMove('DEMO-2026-999999', { status: 'in_lavorazione' })).statusCode).toBe(404);

    const cancelled = await placeOrder(t.app, prize.id);
    const answers = await Promise.all(
      [1, 2, 3].map(() => partnerMove(cancelled.orderNumber, { status: 'annullato', reason: 'Fuori produzione' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balanceOf(t.app.db, cancelled.userId)).toBe(cancelled.points);

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['actor', 'role'])
      .where('action', '=', 'order.status')
      .where('target', '=', placed.orderNumber)
      .execute();
    expect(audit).toEqual([{ actor: `apikey:${keyName}`, role: 'partner' }]);
    const mails = await outbox(t);
    expect(mails.some((m) => m.text.includes(placed.orderNumber) && m.text.includes('BRT1'))).toBe(true);
  });
});
