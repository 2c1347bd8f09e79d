import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';

/**
 * Consent retention with a clock the test moves: 25 months after the demo data's answers, the
 * daily run lapses marketing consents that were not renewed, once, with two processes draining
 * the shared queue together, and audits each tenant's counts.
 */
const clock = testClock(new Date(Date.now() + 25 * 31 * 24 * 3600_000));
let t: TestApp;

const idOf = async (tenant: string, username: string) =>
  (
    await t.app.db
      .selectFrom('users')
      .select('id')
      .where('tenant_alias', '=', tenant)
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
});
afterAll(() => t.close());

// The first night runs every nightly job of both demo tenants: slow on a busy machine.
describe('consent retention', { timeout: 60_000 }, () => {
  it('lapses marketing consents older than 24 months unless renewed, once, and audits the counts', async () => {
    const other = await t.anotherProcess({ clock: clock.now });
    await Promise.all([t.app.ready(), other.ready()]);
    // Aurora's Marco renewed his marketing consent last month.
    const auroraMarco = await idOf('aurora', 'DEMO0001');
    const last = await t.app.db
      .selectFrom('consent_records')
      .selectAll()
      .where('user_id', '=', auroraMarco)
      .where('purpose', '=', 'marketing')
      .executeTakeFirstOrThrow();
    const { id: _id, ...renewal } = last;
    await t.app.db
      .insertInto('consent_records')
      .values({ ...renewal, channel: 'profile', recorded_at: new Date(clock.now().getTime() - 30 * 24 * 3600_000).toISOString() })
      .execute();

    // The daily run is due tomorrow at 03:30 (Rome): both processes drain the queue at once.
    clock.advance(24 * 3600_000);
    await Promise.all([t.app.jobs.drain(), other.jobs.drain()]);

    const lapsed = await t.app.db
      .selectFrom('consent_records')
      .select(['tenant_alias', 'user_id', 'purpose', 'given'])
      .where('channel', '=', 'retention')
      .orderBy('id')
      .execute();
    // Demo's Marco had given marketing with the demo data and never renewed it; Giulia had refused it.
    expect(lapsed).toEqual([{ tenant_alias: 'demo', user_id: await idOf('demo', 'DEMO0001'), purpose: 'marketing', given: 0 }]);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['tenant_alias', 'actor', 'after_json'])
      .where('action', '=', 'consent.retention')
      .orderBy('tenant_alias')
      .execute();
    expect(audit).toEqual([
      { tenant_alias: 'aurora', actor: 'retention', after_json: JSON.stringify({ marketing: 0 }) },
      { tenant_alias: 'demo', actor: 'retention', after_json: JSON.stringify({ marketing: 1 }) },
    ]);
    // The customer's page now shows the consent as withdrawn.
    const current = await t.app.db
      .selectFrom('consent_records')
      .select(['given', 'channel'])
      .where('user_id', '=', await idOf('demo', 'DEMO0001'))
      .where('purpose', '=', 'marketing')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(current).toEqual({ given: 0, channel: 'retention' });
  });

  it('asks the customer whose consent lapsed to renew it at sign-in, until they answer', async () => {
    const marco = await signIn(t.app, 'demo.localhost', 'DEMO0001');
    const me = async () =>
      (await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { host: 'demo.localhost', ...bearer(marco.token) } })).json<{
        consents_to_renew: { purpose: string; label: string; text: string }[];
      }>().consents_to_renew;
    expect(await me()).toEqual([
      { purpose: 'marketing', label: 'Comunicazioni commerciali', text: 'Acconsento a ricevere comunicazioni commerciali (facoltativo)' },
    ]);
    // Aurora's Marco renewed last month: nothing to ask.
    const auroraMarco = await signIn(t.app, 'aurora.localhost', 'DEMO0001');
    const aurora = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/me',
      headers: { host: 'aurora.localhost', ...bearer(auroraMarco.token) },
    });
    expect(aurora.json().consents_to_renew).toEqual([]);
    // Renewing (the portal's dialog posts the customer's choice) ends the question; so would a refusal.
    const renew = await t.app.inject({
      method: 'POST',
      url: '/v1/privacy/consents',
      payload: { purpose: 'marketing', given: true },
      headers: { host: 'demo.localhost', ...bearer(marco.token) },
    });
    expect(renew.statusCode).toBe(200);
    expect(await me()).toEqual([]);
  });
});
