import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../paths.js';
import { bearer, CONSOLE_HOST, nextIp, signIn, staffSignIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { tinyJpeg } from '../content/test-fixtures.js';
import { call, DEMO, NEW_ADDRESS, newCustomer } from '../catalog/test-helpers.js';
import { credit } from '../points/service.js';
import { setOverride } from '../tenants/admin.js';
import { RETENTION_JOB } from './retention-service.js';

/*
 * The tenant's retention rules on a clock the test moves, with two server processes draining the
 * shared queue at once. Demo anonymises customers inactive for 24 months and deletes receipts 6
 * months after their validation was decided; aurora sets neither, so nothing of it is touched.
 */
const DAY = 24 * 3600_000;
const MONTH = 31 * DAY;
// A fixed start: which nightly jobs fall due together, and in which order, depends on the time of day.
const clock = testClock(new Date('2026-11-29T10:00:00Z'));
let t: TestApp;
let other: FastifyInstance;

const usernameOf = async (id: number) =>
  (await t.app.db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirstOrThrow()).username;
const audits = (action: string) =>
  t.app.db.selectFrom('audit_log').select(['tenant_alias', 'actor', 'after_json']).where('action', '=', action).orderBy('id').execute();
const countsOf = (rows: { after_json: string | null }[]) => rows.map((r) => JSON.parse(r.after_json ?? '{}') as Record<string, unknown>);

async function drainBoth() {
  await Promise.all([t.app.jobs.drain(), other.jobs.drain()]);
}

/** DEMO0003 sends a receipt from /form-win (a prize granted first); answers its id. */
async function sendReceipt(token: string, userId: number, n: number): Promise<number> {
  await t.app.db.updateTable('users').set({ prize_to_validate: 1 }).where('id', '=', userId).execute();
  // Each receipt its own bytes, so each is its own stored file.
  const data = Buffer.concat([tinyJpeg(), Buffer.from(String(n).padStart(4, '0'))]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/form-win',
    headers: { host: DEMO, ...bearer(token) },
    payload: {
      receipt_date: '2026-01-20',
      receipt_time: '18:45',
      amount: '12,50',
      receipt: `data:image/jpeg;name=s.jpg;base64,${data.toString('base64')}`,
    },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

async function decide(id: number, decision: 'approve' | 'reject') {
  const staff = await staffSignIn(t.app, 'support@premia.example');
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/console/tenants/demo/validations/${id}/${decision}`,
    payload: decision === 'reject' ? { reason: 'Scontrino illeggibile' } : {},
    headers: { host: CONSOLE_HOST, ...bearer(staff.token) },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(200);
}

const receiptOf = async (id: number) =>
  (await t.app.db.selectFrom('prize_validations').select(['file_hash', 'status']).where('id', '=', id).executeTakeFirstOrThrow()).file_hash;

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  other = await t.anotherProcess({ clock: clock.now });
  await Promise.all([t.app.ready(), other.ready()]);
  await setOverride(
    { db: t.app.db, tenantsDir: path.join(PROJECT_ROOT, 'tenants') },
    { alias: 'demo', path: 'privacy.retention', value: { inactiveCustomerMonths: 24, receiptMonths: 6 }, actor: 'test' },
  );
});
afterAll(() => t.close());

describe('retention rules of a tenant', { timeout: 60_000 }, () => {
  it('anonymise the inactive customers and delete old receipts once a night, with two processes, audited with their counts', async () => {
    // Today: a customer who will never come back, one who will earn points, one with an order
    // that stays pending; DEMO0003 sends three receipts, the first decided today.
    const idle = await newCustomer(t.app, 'demo', 0);
    const earner = await newCustomer(t.app, 'demo', 0);
    const waiting = await newCustomer(t.app, 'demo', 5_000);
    const prize = await t.app.db
      .selectFrom('products')
      .select('id')
      .where('tenant_alias', '=', 'demo')
      .where('available', '=', 1)
      .where('stock', '>=', 1)
      .where('points', '<=', 5_000)
      .executeTakeFirstOrThrow();
    await call(t.app, DEMO, waiting.token, {
      method: 'POST',
      url: '/v1/catalog/products/addtocart',
      payload: { product_id: prize.id, quantity: 1 },
    });
    expect((await call(t.app, DEMO, waiting.token, { method: 'POST', url: '/v1/catalog/checkout', payload: NEW_ADDRESS })).statusCode).toBe(
      200,
    );
    const returning = await signIn(t.app, DEMO, 'DEMO0003');
    const receipts = [1, 2, 3];
    for (const [i, n] of receipts.entries()) receipts[i] = await sendReceipt(returning.token, returning.userId, n);
    await decide(receipts[0]!, 'approve');

    // Who the rule should take, worked out from today's data: every demo customer, less those
    // who come back below and those with an order neither shipped nor cancelled.
    const pendingOwners = (
      await t.app.db
        .selectFrom('orders')
        .select('user_id')
        .where('tenant_alias', '=', 'demo')
        .where('status', 'in', ['ricevuto', 'in_lavorazione'])
        .execute()
    ).map((r) => r.user_id);
    const demoCustomers = (await t.app.db.selectFrom('users').select('id').where('tenant_alias', '=', 'demo').execute()).map((r) => r.id);
    const comingBack = [returning.userId, earner.id];
    const expected = demoCustomers.filter((id) => !comingBack.includes(id) && !pendingOwners.includes(id)).sort((a, b) => a - b);
    expect(expected).toContain(idle.id);
    expect(pendingOwners).toContain(waiting.id);
    const auroraBefore = await t.app.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('tenant_alias', '=', 'aurora')
      .orderBy('id')
      .execute();

    // 20 months on the second receipt is refused; 23 months on DEMO0003 signs in again and the earner gets points.
    clock.advance(20 * MONTH);
    await decide(receipts[1]!, 'reject');
    clock.advance(3 * MONTH);
    await signIn(t.app, DEMO, 'DEMO0003');
    await credit(t.app.db, { tenantAlias: 'demo', userId: earner.id, amount: 10, reason: 'Acquisto', at: clock.now() });

    // 25 months on, the night's run: both processes drain the queue at the same time, twice.
    clock.advance(2 * MONTH + DAY);
    await drainBoth();
    await drainBoth();

    const erased = (
      await t.app.db
        .selectFrom('users')
        .select('id')
        .where('tenant_alias', '=', 'demo')
        .where('username', 'like', '~%')
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    expect(erased).toEqual(expected);
    expect(await usernameOf(idle.id)).toBe(`~${idle.id}`);
    expect(await usernameOf(returning.userId)).toBe('DEMO0003');
    expect(await usernameOf(earner.id)).not.toMatch(/^~/);
    expect(await usernameOf(waiting.id)).not.toMatch(/^~/);
    // Aurora has no rule: its customers are as they were.
    expect(
      await t.app.db.selectFrom('users').select(['id', 'username']).where('tenant_alias', '=', 'aurora').orderBy('id').execute(),
    ).toEqual(auroraBefore);
    // The receipt decided 25 months ago is gone; the one refused 5 months ago and the pending one stay.
    expect([await receiptOf(receipts[0]!), await receiptOf(receipts[1]!), await receiptOf(receipts[2]!)].map((h) => h !== null)).toEqual([
      false,
      true,
      true,
    ]);

    const customerRuns = await audits('privacy.retention.customers');
    expect(customerRuns.map((r) => [r.tenant_alias, r.actor])).toEqual([['demo', 'retention']]);
    expect(countsOf(customerRuns)[0]).toMatchObject({
      months: 24,
      anonymised: expected.length,
      skippedPendingOrders: pendingOwners.length,
    });
    const receiptRuns = await audits('privacy.retention.receipts');
    expect(receiptRuns.map((r) => [r.tenant_alias, r.actor])).toEqual([['demo', 'retention']]);
    expect(countsOf(receiptRuns)[0]).toMatchObject({ months: 6, deleted: 1 });
    // One nightly job ran every rule of every tenant, whichever process took it.
    const jobs = await t.app.db.selectFrom('jobs').select(['state']).where('kind', '=', RETENTION_JOB).execute();
    expect(jobs).toEqual([{ state: 'done' }]);
  });

  it('the next night finds nothing new and says so in the audit log', async () => {
    clock.advance(DAY);
    await drainBoth();
    expect(countsOf(await audits('privacy.retention.customers')).map((c) => c.anonymised)).toEqual([expect.any(Number), 0]);
    expect(countsOf(await audits('privacy.retention.receipts')).map((c) => c.deleted)).toEqual([1, 0]);
    expect(await t.app.db.selectFrom('jobs').select(['state']).where('kind', '=', RETENTION_JOB).execute()).toEqual([
      { state: 'done' },
      { state: 'done' },
    ]);
  });
});
