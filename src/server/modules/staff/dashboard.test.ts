import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, CONSOLE_HOST, nextIp, operatorOfEveryTenant, signIn, staffSignIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { NEW_ADDRESS } from '../catalog/test-helpers.js';
import type { OrderStatus } from '../orders/order.table.js';
import type { LedgerKind } from '../points/points-ledger.table.js';
import { credit } from '../points/service.js';
import type { Dashboard } from '../../../shared/types/generated/api/staff-dashboard.js';
import { weekStarts } from './dashboard-service.js';
import { TENANT_FORBIDDEN, TENANT_NOT_FOUND } from '../../plugins/staff-guard.js';

const DAY = 24 * 60 * 60 * 1000;
const WEEK = 7 * DAY;
const clock = testClock();
let t: TestApp;
let operator: string;
let support: string;
/** The Monday 00:00 UTC of the clock's week. */
let monday: number;
const users: Record<string, number> = {};
let prizes: { id: number; name: string; points: number }[];

const iso = (ms: number) => new Date(ms).toISOString();
const day = (ms: number) => iso(ms).slice(0, 10);

const dashboard = (alias: string, token: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/v1/console/tenants/${alias}/dashboard${query}`,
    headers: { host: CONSOLE_HOST, ...bearer(token) },
    remoteAddress: nextIp(),
  });

async function figures(alias = 'demo', query = ''): Promise<Dashboard> {
  const res = await dashboard(alias, operator, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Dashboard>();
}

async function ledgerRow(username: string, amount: number, at: number, tenant = 'demo', orderId: number | null = null, kind?: LedgerKind) {
  await t.app.db
    .insertInto('points_ledger')
    .values({
      tenant_alias: tenant,
      user_id: users[`${tenant}:${username}`]!,
      amount,
      kind: kind ?? (amount > 0 ? 'credit' : 'debit'),
      reason: 'Prova del cruscotto',
      external_ref: null,
      order_id: orderId,
      created_at: iso(at),
    })
    .execute();
}

let orderSerial = 0;

/** An order written directly, with a status the checkout does not set (the coming workflow's too). */
async function order(status: string, lines: { product: (typeof prizes)[number]; quantity: number }[], at: number): Promise<number> {
  const row = await t.app.db
    .insertInto('orders')
    .values({
      tenant_alias: 'demo',
      user_id: users['demo:DEMO0003']!,
      order_number: `DEMO-TEST-${++orderSerial}`,
      status: status as OrderStatus,
      total_points: lines.reduce((sum, l) => sum + l.product.points * l.quantity, 0),
      shipping_json: '{}',
      idempotency_key: null,
      request_hash: null,
      created_at: iso(at),
      due_date: iso(at).slice(0, 10),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('order_items')
    .values(
      lines.map((l) => ({
        order_id: row.id,
        product_id: l.product.id,
        code: `C${l.product.id}`,
        name: l.product.name,
        image_url: null,
        points: l.product.points,
        quantity: l.quantity,
      })),
    )
    .execute();
  return row.id;
}

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  const now = clock.now();
  monday = Date.parse(`${weekStarts(now, 1)[0]}T00:00:00.000Z`);
  for (const u of await t.app.db.selectFrom('users').select(['id', 'tenant_alias', 'username']).execute()) {
    users[`${u.tenant_alias}:${u.username}`] = u.id;
  }
  prizes = await t.app.db
    .selectFrom('products')
    .select(['id', 'name', 'points'])
    .where('tenant_alias', '=', 'demo')
    .where('available', '=', 1)
    .where('stock', '>=', 5)
    .orderBy('points')
    .orderBy('id')
    .limit(3)
    .execute();

  // The seed credits DEMO0001's 25 000 points at the real time: pinned to a known week instead.
  await t.app.db
    .updateTable('points_ledger')
    .set({ created_at: iso(monday - 3 * WEEK + DAY) })
    .execute();
  const [a, b, c] = prizes;
  const shipped = await order(
    'spedito',
    [
      { product: a!, quantity: 3 },
      { product: b!, quantity: 1 },
    ],
    monday - 2 * WEEK,
  );
  await order('spedito', [{ product: b!, quantity: 1 }], monday - 2 * WEEK);
  const cancelled = await order('annullato', [{ product: c!, quantity: 9 }], monday - 2 * WEEK);
  // The edges of one week: the last instant of a Sunday and the first of the next Monday.
  await ledgerRow('DEMO0002', 1000, monday - WEEK - 1);
  await ledgerRow('DEMO0002', 300, monday - WEEK);
  // Points an order took are spent; a cancelled order's refund gives them back, and is not issued.
  await ledgerRow('DEMO0002', -400, monday - WEEK + 2 * DAY, 'demo', shipped);
  await ledgerRow('DEMO0003', -900, monday - 2 * WEEK, 'demo', cancelled);
  await ledgerRow('DEMO0003', 900, monday - 2 * WEEK + DAY, 'demo', cancelled, 'reversal');
  // Outside the default twelve weeks.
  await ledgerRow('DEMO0003', 700, monday - 20 * WEEK + 3 * DAY);
  // Another tenant's movements never reach demo's figures.
  await ledgerRow('DEMO0001', 9999, monday, 'aurora');
  const request = (tenant: string, username: string, state: { replied_at?: string; status?: 'open' | 'closed' } = {}) => ({
    tenant_alias: tenant,
    user_id: users[`${tenant}:${username}`]!,
    topic: 'ordini',
    message: 'Dov’è il mio premio?',
    order_number: null,
    created_at: iso(monday),
    assigned_staff_id: null,
    replied_at: state.replied_at ?? null,
    closed_at: null,
    status: state.status ?? ('open' as const),
  });
  await t.app.db
    .insertInto('contact_requests')
    .values([
      request('demo', 'DEMO0001'),
      request('demo', 'DEMO0002', { replied_at: iso(monday + DAY) }),
      request('demo', 'DEMO0003', { status: 'closed' }),
      request('aurora', 'DEMO0001'),
    ])
    .execute();

  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  support = (await staffSignIn(t.app, 'support@premia.example')).token;
});
afterAll(() => t.close());

describe('GET /v1/console/tenants/{alias}/dashboard', () => {
  it('answers the figures of the seeded data, week by week and all time', async () => {
    const d = await figures();
    expect(d.customers).toEqual({ provisioned: 3, active: 2, pointsEnabled: 2 });

    expect(d.pointsByWeek.map((w) => w.week)).toEqual(weekStarts(clock.now(), 12));
    const nonZero = d.pointsByWeek.filter((w) => w.issued || w.spent);
    expect(nonZero).toEqual([
      { week: day(monday - 3 * WEEK), issued: 25_000, spent: 0 },
      { week: day(monday - 2 * WEEK), issued: 1000, spent: 0 },
      { week: day(monday - WEEK), issued: 300, spent: 400 },
    ]);

    expect(d.ordersByStatus).toEqual([
      { status: 'spedito', count: 2 },
      { status: 'annullato', count: 1 },
    ]);
    const [a, b] = prizes;
    // The cancelled order's nine pieces do not count.
    expect(d.topPrizes).toEqual([
      { productId: a!.id, name: a!.name, quantity: 3, points: 3 * a!.points },
      { productId: b!.id, name: b!.name, quantity: 2, points: 2 * b!.points },
    ]);
    expect(d.redemptionRate).toBeCloseTo(400 / (25_000 + 1000 + 300 + 700), 10);
    // One request answered, one waiting, one closed; aurora's is not demo's.
    expect(d.requests).toEqual({ open: 2, unanswered: 1 });
    expect(d.generatedAt).toBe(clock.now().toISOString());
  });

  it('changes as the customer would notice after a credit and an order', async () => {
    const before = await figures();
    await credit(t.app.db, {
      tenantAlias: 'demo',
      userId: users['demo:DEMO0002']!,
      amount: 500,
      reason: 'Premio fedeltà',
      at: clock.now(),
    });

    const customer = await signIn(t.app, 'demo.localhost', 'DEMO0001');
    const prize = prizes[2]!;
    const host = { host: 'demo.localhost', ...bearer(customer.token) };
    const added = await t.app.inject({
      method: 'POST',
      url: '/v1/catalog/products/addtocart',
      headers: host,
      payload: { product_id: prize.id, quantity: 4 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const placed = await t.app.inject({ method: 'POST', url: '/v1/catalog/checkout', headers: host, payload: NEW_ADDRESS });
    expect(placed.statusCode, placed.body).toBe(200);
    const { status } = placed.json<{ status: string }>();

    const after = await figures();
    const thisWeek = (d: Dashboard) => d.pointsByWeek.at(-1)!;
    expect(thisWeek(after)).toEqual({
      week: day(monday),
      issued: thisWeek(before).issued + 500,
      spent: thisWeek(before).spent + 4 * prize.points,
    });
    expect(after.pointsByWeek.slice(0, -1)).toEqual(before.pointsByWeek.slice(0, -1));
    expect(after.ordersByStatus).toContainEqual({ status, count: 1 });
    expect(after.topPrizes[0]).toEqual({ productId: prize.id, name: prize.name, quantity: 4, points: 4 * prize.points });
    expect(after.redemptionRate).toBeCloseTo((400 + 4 * prize.points) / (27_000 + 500), 10);
    expect(after.customers).toEqual(before.customers);
  });

  it('zero-fills the weeks asked for, 4 to 52, and refuses others', async () => {
    const four = await figures('demo', '?weeks=4');
    expect(four.pointsByWeek).toHaveLength(4);
    expect(four.pointsByWeek[0]).toEqual({ week: day(monday - 3 * WEEK), issued: 25_000, spent: 0 });
    const year = await figures('demo', '?weeks=52');
    expect(year.pointsByWeek).toHaveLength(52);
    expect(year.pointsByWeek.find((w) => w.week === day(monday - 20 * WEEK))).toEqual({
      week: day(monday - 20 * WEEK),
      issued: 700,
      spent: 0,
    });
    expect(year.pointsByWeek.filter((w) => w.issued === 0 && w.spent === 0)).toHaveLength(52 - 5);
    for (let i = 1; i < 52; i++) {
      expect(Date.parse(year.pointsByWeek[i]!.week) - Date.parse(year.pointsByWeek[i - 1]!.week)).toBe(WEEK);
    }
    for (const weeks of ['3', '53', 'dodici']) expect((await dashboard('demo', operator, `?weeks=${weeks}`)).statusCode).toBe(400);
  });

  it('keeps each tenant to its own rows', async () => {
    const aurora = await figures('aurora');
    expect(aurora.customers).toEqual({ provisioned: 3, active: 2, pointsEnabled: 2 });
    expect(aurora.pointsByWeek.at(-1)).toEqual({ week: day(monday), issued: 9999, spent: 0 });
    expect(aurora.ordersByStatus).toEqual([]);
    expect(aurora.topPrizes).toEqual([]);
  });

  it('is refused to support on a tenant not given, to customers and to anonymous callers', async () => {
    expect((await dashboard('demo', support)).statusCode).toBe(200);
    const other = await dashboard('aurora', support);
    expect([other.statusCode, other.json()]).toEqual([403, { error: TENANT_FORBIDDEN }]);
    // Only an operator of every tenant learns that a tenant does not exist; to others it is just not theirs.
    const unknown = await dashboard('nessuna', (await operatorOfEveryTenant(t.app)).token);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: TENANT_NOT_FOUND }]);
    const customer = await signIn(t.app, 'demo.localhost', 'DEMO0003');
    expect((await dashboard('demo', customer.token)).statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/console/tenants/demo/dashboard', headers: { host: CONSOLE_HOST } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('weekStarts', () => {
  it('counts weeks from Monday 00:00 UTC, the current week last', () => {
    expect(weekStarts(new Date('2026-11-29T23:59:59.999Z'), 4)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(weekStarts(new Date('2026-11-30T00:00:00.000Z'), 1)).toEqual(['2026-11-30']);
    expect(weekStarts(new Date('2027-01-01T12:00:00.000Z'), 2)).toEqual(['2026-12-21', '2026-12-28']);
  });
});
