import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../paths.js';
import { outbox, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { call, DEMO, newCustomer } from '../catalog/test-helpers.js';
import { signAccessToken } from '../customers/tokens.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { adjust, balanceOf, credit } from '../points/service.js';
import { setOverride } from '../tenants/admin.js';
import { EXPIRY_JOB, runExpiry } from './expiry-service.js';

/*
 * The expiry of points on a clock the test moves: demo's policy is rolling, 6 months, with a
 * reminder 10 days before. Credits are written on chosen days; what expires, when, and the
 * reminders are checked against days worked out by hand.
 */
const clock = testClock(new Date('2026-01-05T09:00:00.000Z'));
let t: TestApp;
let other: FastifyInstance;
const at = (iso: string) => new Date(iso);
const setClock = (iso: string) => clock.advance(Date.parse(iso) - clock.now().getTime());

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  other = await t.anotherProcess({ clock: clock.now });
  const admin = { db: t.app.db, tenantsDir: path.join(PROJECT_ROOT, 'tenants') };
  await setOverride(admin, {
    alias: 'demo',
    path: 'features.points',
    value: { expiry: { policy: 'rolling', months: 6, remindDays: 10 } },
    actor: 'test',
  });
});
afterAll(() => t.close());

const deps = (app: FastifyInstance) => ({ db: app.db, dialect: app.dbDialect });
const tenant = async (app: FastifyInstance) => (await app.tenantConfigs.get('demo', true))!;
const tokenOf = async (userId: number) => signAccessToken(await t.app.jwtKey(), userId, 'demo', clock.now());
const pointsOf = async (userId: number) =>
  (await call(t.app, DEMO, await tokenOf(userId), { method: 'GET', url: '/v1/points' })).json<{
    balance: number;
    next_expiry: { points: number; date: string } | null;
    data: { amount: number; kind: string; reason: string }[];
  }>();
const expiryRows = (userId: number) =>
  t.app.db
    .selectFrom('points_ledger')
    .select(['amount', 'reason', 'external_ref'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'expiry')
    .orderBy('id')
    .execute();
// Quoted-printable soft breaks undone, so the text reads as written.
const remindersTo = async (email: string) =>
  (await outbox(t)).filter((m) => m.name.includes(`-pointsExpiry-${email}`)).map((m) => m.text.replace(/=\r?\n/g, ''));

describe('points expiry (rolling, 6 months, reminder 10 days before)', () => {
  let userId: number;
  let email: string;

  it('shows the next expiry on the points page: the oldest credit, six months on', async () => {
    userId = (await newCustomer(t.app, 'demo', 0)).id;
    email = (await t.app.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email!;
    await credit(t.app.db, { tenantAlias: 'demo', userId, amount: 100, reason: 'Acquisti di gennaio', at: at('2026-01-10T10:00:00Z') });
    await credit(t.app.db, { tenantAlias: 'demo', userId, amount: 50, reason: 'Acquisti di marzo', at: at('2026-03-01T10:00:00Z') });
    setClock('2026-06-01T10:00:00Z');
    expect((await pointsOf(userId)).next_expiry).toEqual({ points: 100, date: '2026-07-10' });
    // Spending takes the oldest points first: 30 of the 100 that expire first.
    await writeTransaction(t.app.db, (trx) =>
      adjust(trx, { tenantAlias: 'demo', userId, delta: -30, reason: 'Correzione', at: clock.now() }),
    );
    expect((await pointsOf(userId)).next_expiry).toEqual({ points: 70, date: '2026-07-10' });
  });

  it('mails the reminder once per lot, 10 days before, however often the job runs', async () => {
    setClock('2026-06-28T22:30:00Z'); // 29 June in Rome: 10 July is 11 days away
    await runExpiry(deps(t.app), await tenant(t.app), clock.now());
    await t.app.jobs.drain();
    expect(await remindersTo(email)).toHaveLength(0);
    setClock('2026-06-29T22:30:00Z'); // 30 June in Rome: 10 days before
    await Promise.all([runExpiry(deps(t.app), await tenant(t.app), clock.now()), runExpiry(deps(other), await tenant(other), clock.now())]);
    await Promise.all([t.app.jobs.drain(), other.jobs.drain()]);
    await runExpiry(deps(t.app), await tenant(t.app), clock.now());
    await t.app.jobs.drain();
    const mails = await remindersTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('70 punti: utilizzabili fino al 10 luglio 2026');
    expect(await expiryRows(userId)).toEqual([]);
  });

  it('expires what is left of the lot once, run by two processes at the same time, the day after its last day', async () => {
    setClock('2026-07-10T21:00:00Z'); // 10 July 23:00 in Rome: the last day
    await runExpiry(deps(t.app), await tenant(t.app), clock.now());
    expect(await balanceOf(t.app.db, userId)).toBe(120);
    setClock('2026-07-10T22:10:00Z'); // 11 July 00:10 in Rome
    const runs = await Promise.all([
      runExpiry(deps(t.app), await tenant(t.app), clock.now()),
      runExpiry(deps(other), await tenant(other), clock.now()),
    ]);
    expect(runs.reduce((sum, r) => sum + r.expiredPoints, 0)).toBe(70);
    await runExpiry(deps(other), await tenant(other), clock.now());
    const lot = await t.app.db
      .selectFrom('points_ledger')
      .select('id')
      .where('user_id', '=', userId)
      .where('amount', '=', 100)
      .executeTakeFirstOrThrow();
    expect(await expiryRows(userId)).toEqual([
      { amount: -70, reason: 'Punti scaduti il 10 luglio 2026', external_ref: `expiry:${lot.id}` },
    ]);
    const page = await pointsOf(userId);
    expect([page.balance, page.next_expiry, page.data[0]]).toEqual([
      50,
      { points: 50, date: '2026-09-01' },
      expect.objectContaining({ amount: -70, kind: 'expiry', reason: 'Punti scaduti il 10 luglio 2026' }),
    ]);
  });

  it("the daily schedule runs the expiry on the tenant's clock; two workers run it once", async () => {
    await credit(t.app.db, { tenantAlias: 'demo', userId, amount: 5, reason: 'Bonus', at: at('2026-03-01T12:00:00Z') });
    // The nightly jobs due before (privacy retention) run first, on one worker: two SQLite
    // connections in one event loop would wait on each other's write lock, which two processes do not.
    setClock('2026-09-01T22:00:00Z');
    await t.app.jobs.drain();
    setClock('2026-09-01T22:10:00Z'); // 2 September 00:10 in Rome: the 50 of March and the 5 expire
    const ran = await Promise.all([t.app.jobs.drain(), other.jobs.drain()]);
    expect(ran.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const jobs = await t.app.db
      .selectFrom('jobs')
      .select(['state'])
      .where('kind', '=', EXPIRY_JOB)
      .where('tenant_alias', '=', 'demo')
      .execute();
    expect(jobs.every((j) => j.state === 'done')).toBe(true);
    expect((await expiryRows(userId)).map((r) => r.amount)).toEqual([-70, -50, -5]);
    expect(await balanceOf(t.app.db, userId)).toBe(0);
    expect((await pointsOf(userId)).next_expiry).toBeNull();
  });
});

describe('the other policies', () => {
  async function withPolicy(expiry: object, programme?: object) {
    const base = await tenant(t.app);
    const config = {
      ...base.config,
      features: {
        ...base.config.features,
        points: { expiry: { policy: 'never', months: null, day: '12-31', remindDays: 0, ...expiry } as never },
      },
      programme: programme ? { calendar: programme as never, deliveryDays: 180 } : base.config.programme,
    };
    return { alias: 'demo', config };
  }

  it("calendar: a year's credits last until 31 December of the next year", async () => {
    const { id } = await newCustomer(t.app, 'demo', 0);
    await credit(t.app.db, { tenantAlias: 'demo', userId: id, amount: 40, reason: '2025', at: at('2025-12-31T23:30:00Z') }); // 1 January 2026 in Rome
    await credit(t.app.db, { tenantAlias: 'demo', userId: id, amount: 60, reason: '2025', at: at('2025-12-31T10:00:00Z') });
    const tenantCfg = await withPolicy({ policy: 'calendar' });
    await runExpiry(deps(t.app), tenantCfg, at('2026-12-31T22:59:00Z')); // 31 December 2026, 23:59 in Rome
    expect(await balanceOf(t.app.db, id)).toBe(100);
    await runExpiry(deps(t.app), tenantCfg, at('2026-12-31T23:01:00Z')); // 1 January 2027 in Rome
    expect(await balanceOf(t.app.db, id)).toBe(40);
    await runExpiry(deps(t.app), tenantCfg, at('2027-12-31T23:01:00Z'));
    expect(await balanceOf(t.app.db, id)).toBe(0);
  });

  it('programme_end: everything left expires after the last day of the programme; never: nothing does', async () => {
    const { id } = await newCustomer(t.app, 'demo', 0);
    await credit(t.app.db, { tenantAlias: 'demo', userId: id, amount: 80, reason: 'x', at: at('2026-02-01T10:00:00Z') });
    const calendar = { start: '2026-01-01', earnUntil: '2027-03-31', orderUntil: '2027-04-30', end: '2027-06-30' };
    await runExpiry(deps(t.app), await withPolicy({ policy: 'never' }, calendar), at('2030-01-01T10:00:00Z'));
    expect(await balanceOf(t.app.db, id)).toBe(80);
    await runExpiry(deps(t.app), await withPolicy({ policy: 'programme_end' }, calendar), at('2027-06-30T20:00:00Z'));
    expect(await balanceOf(t.app.db, id)).toBe(80);
    await runExpiry(deps(t.app), await withPolicy({ policy: 'programme_end' }, calendar), at('2027-06-30T22:30:00Z'));
    expect(await balanceOf(t.app.db, id)).toBe(0);
    expect((await expiryRows(id)).map((r) => r.reason)).toEqual(['Punti scaduti il 30 giugno 2027']);
  });
});
