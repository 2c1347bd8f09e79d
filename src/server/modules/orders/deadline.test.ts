import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../shared/types/generated/api/staff-dashboard.js';
import type { StaffOrderPage } from '../../../shared/types/generated/api/staff-orders.js';
import { bearer, CONSOLE_HOST, nextIp, staffSignIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { newCustomer } from '../catalog/test-helpers.js';
import type { OrderStatus } from './order.table.js';

// 23:30 UTC on 9 March is already 10 March in Rome (demo's zone): the deadlines are measured
// against the tenant's day, so an order due on 9 March is late here though UTC still reads the 9th.
const clock = testClock(new Date('2027-03-09T23:30:00.000Z'));
const DAY = 86_400_000;
let t: TestApp;
let support: string;

/** The orders of the test, by a name saying what they are: status and due date. */
const ORDERS: Record<string, { status: OrderStatus; due: string }> = {
  lateReceived: { status: 'ricevuto', due: '2027-03-09' },
  lateShipped: { status: 'spedito', due: '2027-02-01' },
  dueToday: { status: 'in_lavorazione', due: '2027-03-10' },
  dueIn30Days: { status: 'spedito', due: '2027-04-09' },
  dueIn31Days: { status: 'ricevuto', due: '2027-04-10' },
  deliveredLate: { status: 'consegnato', due: '2027-01-15' },
  cancelledLate: { status: 'annullato', due: '2027-02-20' },
  cancelledSoon: { status: 'annullato', due: '2027-03-20' },
};
const numberOf = (name: string) => `DEMO-DUE-${name.toUpperCase()}`;

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  support = (await staffSignIn(t.app, 'support@premia.example')).token;
  const { id: userId } = await newCustomer(t.app, 'demo', 0);
  const inserted = await t.app.db
    .insertInto('orders')
    .values(
      Object.entries(ORDERS).map(([name, o]) => ({
        tenant_alias: 'demo',
        user_id: userId,
        order_number: numberOf(name),
        status: o.status,
        total_points: 100,
        shipping_json: '{}',
        idempotency_key: null,
        request_hash: null,
        created_at: '2026-12-01T10:00:00.000Z',
        due_date: o.due,
      })),
    )
    .returning('id')
    .execute();
  // The CSV has a row per line: each order holds one.
  await t.app.db
    .insertInto('order_items')
    .values(
      inserted.map(({ id }) => ({
        order_id: id,
        product_id: null,
        code: 'BORRACCIA',
        name: 'Borraccia',
        image_url: null,
        points: 100,
        quantity: 1,
      })),
    )
    .execute();
});
afterAll(() => t.close());

const get = (url: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/console/tenants/demo${url}`,
    headers: { host: CONSOLE_HOST, ...bearer(support) },
    remoteAddress: nextIp(),
  });

async function listed(query: string): Promise<string[]> {
  const res = await get(`/orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json<StaffOrderPage>();
  expect(page.total).toBe(page.items.length);
  return page.items.map((o) => o.order_number).sort();
}

const numbers = (...names: string[]) => names.map(numberOf).sort();

async function deadlines(): Promise<Dashboard['orderDeadlines']> {
  const res = await get('/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Dashboard>().orderDeadlines;
}

describe('orders at risk and overdue, on the tenant’s day', () => {
  it('lists the owed orders due before today as overdue, and those due today to 30 days on as at risk', async () => {
    expect(await listed('deadline=overdue')).toEqual(numbers('lateReceived', 'lateShipped'));
    expect(await listed('deadline=at_risk')).toEqual(numbers('dueToday', 'dueIn30Days'));
    // Each row still says whether it is late, as the plain list does.
    const res = await get('/orders?deadline=overdue');
    expect(res.json<StaffOrderPage>().items.every((o) => o.overdue)).toBe(true);
  });

  it('combines with the status filter and the CSV download', async () => {
    expect(await listed('deadline=at_risk&status=spedito')).toEqual(numbers('dueIn30Days'));
    expect(await listed('deadline=overdue&status=consegnato')).toEqual([]);
    const csv = await get('/orders/export.csv?deadline=overdue');
    expect(csv.statusCode, csv.body).toBe(200);
    const inFile = Object.keys(ORDERS).filter((name) => csv.body.includes(numberOf(name)));
    expect(inFile.sort()).toEqual(['lateReceived', 'lateShipped']);
  });

  it('refuses a deadline it does not know', async () => {
    expect((await get('/orders?deadline=soon')).statusCode).toBe(400);
  });

  it('counts them per status on the dashboard', async () => {
    expect(await deadlines()).toEqual({
      today: '2027-03-10',
      atRisk: [
        { status: 'in_lavorazione', count: 1 },
        { status: 'spedito', count: 1 },
      ],
      overdue: [
        { status: 'ricevuto', count: 1 },
        { status: 'spedito', count: 1 },
      ],
    });
  });

  it('moves with the clock: a day later the order due today is late and the one due in 31 days is at risk', async () => {
    clock.advance(DAY);
    // A console session does not outlive a day: staff sign in again.
    support = (await staffSignIn(t.app, 'support@premia.example')).token;
    expect(await listed('deadline=overdue')).toEqual(numbers('lateReceived', 'lateShipped', 'dueToday'));
    expect(await listed('deadline=at_risk')).toEqual(numbers('dueIn30Days', 'dueIn31Days'));
    expect(await deadlines()).toEqual({
      today: '2027-03-11',
      atRisk: [
        { status: 'ricevuto', count: 1 },
        { status: 'spedito', count: 1 },
      ],
      overdue: [
        { status: 'ricevuto', count: 1 },
        { status: 'in_lavorazione', count: 1 },
        { status: 'spedito', count: 1 },
      ],
    });
  });
});
