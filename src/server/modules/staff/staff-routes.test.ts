import { cp } from 'node:fs/promises';
import path from 'node:path';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  CONSOLE_HOST,
  cookieFrom,
  nextIp,
  operatorOfEveryTenant,
  signIn,
  staffSignIn,
  testClock,
} from '../../test/auth-helpers.js';
import { buildTestApp, copyTenants, removeDir, type TestApp } from '../../test/build-app.js';
import { issueStaffLink, OTP_REQUIRED, OTP_WRONG, TOTP_CURRENT_CODE_NEEDED, TOTP_PASSWORD_WRONG } from './session-service.js';
import { ENROL_TOTP_FIRST, STAFF_UNAUTHORIZED } from '../../plugins/staff-guard.js';

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: CONSOLE_HOST, ...(token ? bearer(token) : {}) }, remoteAddress: nextIp() });
const post = (url: string, payload: object, token?: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { host: CONSOLE_HOST, ...(token ? bearer(token) : {}), ...(cookie ? { cookie } : {}) },
    remoteAddress: nextIp(),
  });

describe('staff sign-in', () => {
  it('lists every tenant to the operator and only demo to support', async () => {
    const operator = await staffSignIn(t.app, 'operator@premia.example');
    expect((await get('/v1/console/tenants', operator.token)).json()).toEqual([
      {
        alias: 'aurora',
        name: expect.any(String),
        hosts: expect.arrayContaining(['aurora.premia.localhost']),
        portalUrl: expect.stringMatching(/^http:\/\/aurora\.localhost:\d+$/),
        timeZone: 'Europe/Rome',
        programme: { calendar: null, deliveryDays: 180 },
      },
      {
        alias: 'demo',
        name: expect.any(String),
        hosts: expect.arrayContaining(['demo.premia.localhost']),
        portalUrl: expect.stringMatching(/^http:\/\/demo\.localhost:\d+$/),
        timeZone: 'Europe/Rome',
        programme: { calendar: null, deliveryDays: 180 },
      },
    ]);
    const support = await staffSignIn(t.app, 'Support@Premia.example');
    expect((await get('/v1/console/tenants', support.token)).json().map((x: { alias: string }) => x.alias)).toEqual(['demo']);
    expect((await get('/v1/console/me', support.token)).json()).toEqual({
      email: 'support@premia.example',
      role: 'support',
      allTenants: false,
      tenants: ['demo'],
      totpEnabled: false,
      totpRequired: false,
    });
  });

  it('lists a tenant folder created while the server runs, without a restart', async () => {
    const tenantsDir = await copyTenants();
    const own = await buildTestApp({ clock: clock.now, tenantsDir });
    try {
      const operator = await operatorOfEveryTenant(own.app);
      const list = async () =>
        (
          await own.app.inject({ method: 'GET', url: '/v1/console/tenants', headers: { host: CONSOLE_HOST, ...bearer(operator.token) } })
        ).json<{ alias: string }[]>();
      expect((await list()).map((x) => x.alias)).toEqual(['aurora', 'demo']);
      await cp(path.join(tenantsDir, 'demo'), path.join(tenantsDir, 'fiera'), { recursive: true });
      expect((await list()).map((x) => x.alias)).toEqual(['aurora', 'demo', 'fiera']);
    } finally {
      await own.close();
      await removeDir(tenantsDir);
    }
  });

  it('refuses a wrong password with the same answer as an unknown email', async () => {
    const wrong = await post('/v1/console/auth/signin', { email: 'operator@premia.example', password: 'Nope!2025x' });
    const unknown = await post('/v1/console/auth/signin', { email: 'nobody@premia.example', password: 'Nope!2025x' });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('never locks the owner out: 21 addresses × 5 wrong passwords, and the right one from a new address signs in; the failures are on record', async () => {
    clock.advance(16 * 60_000);
    const signInFrom = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/console/auth/signin',
        payload: { email: 'support@premia.example', password },
        headers: { host: CONSOLE_HOST },
        remoteAddress,
      });
    for (let a = 0; a < 21; a++)
      for (let i = 0; i < 5; i++) expect((await signInFrom('Sbagliata!1', `198.19.${a}.1`)).statusCode).toBe(401);
    // Each attacking address is stopped…
    expect((await signInFrom('Sbagliata!1', '198.19.0.1')).statusCode).toBe(429);
    // …the owner is not.
    expect((await signInFrom('Demo!2025x', nextIp())).statusCode).toBe(200);
    const failures = await t.app.db
      .selectFrom('audit_log')
      .select(['actor', 'role', 'target', 'after_json', 'address'])
      .where('action', '=', 'staff.signin_failed')
      .where('target', '=', 'support@premia.example')
      .execute();
    expect(failures).toHaveLength(105);
    expect(failures[0]).toEqual({
      actor: 'support@premia.example',
      role: 'support',
      target: 'support@premia.example',
      after_json: '"password"',
      address: '198.19.0.1',
    });
  });

  it('never takes a customer token for a staff one, nor the other way round', async () => {
    const customer = await signIn(t.app, 'demo.localhost', 'DEMO0001');
    const res = await get('/v1/console/tenants', customer.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: STAFF_UNAUTHORIZED });
    const staff = await staffSignIn(t.app, 'operator@premia.example');
    const me = await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { host: 'demo.localhost', ...bearer(staff.token) } });
    expect(me.statusCode).toBe(401);
  });

  it('rotates the refresh cookie, and sign-out everywhere ends the access token too', async () => {
    const staff = await staffSignIn(t.app, 'support@premia.example');
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/v1/console/auth/refresh',
      headers: { host: CONSOLE_HOST, cookie: staff.cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    const next = cookieFrom(refreshed, 'premia_console_refresh');
    expect(next).toBeDefined();
    expect(next).not.toBe(staff.cookie);
    clock.advance(2000);
    expect((await post('/v1/console/me/signout-everywhere', {}, staff.token)).statusCode).toBe(200);
    expect((await get('/v1/console/me', staff.token)).statusCode).toBe(401);
    const after = await t.app.inject({ method: 'GET', url: '/v1/console/auth/refresh', headers: { host: CONSOLE_HOST, cookie: next! } });
    expect(after.statusCode).toBe(401);
    // A new sign-in works at once.
    expect((await get('/v1/console/me', (await staffSignIn(t.app, 'support@premia.example')).token)).statusCode).toBe(200);
  });

  it('records sign-ins in the audit log with the address', async () => {
    await staffSignIn(t.app, 'operator@premia.example');
    const row = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.signin')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      actor: 'operator@premia.example',
      role: 'operator',
      tenant_alias: null,
      target: 'operator@premia.example',
    });
    expect(row.address).toMatch(/^10\./);
  });
});

describe('second factor', () => {
  it('enrols TOTP, then asks for a code, accepts a good one once and refuses a replay', async () => {
    await t.app.db
      .insertInto('staff_accounts')
      .values({
        email: 'totp@premia.example',
        role: 'support',
        all_tenants: 1,
        password_hash: (
          await t.app.db
            .selectFrom('staff_accounts')
            .select('password_hash')
            .where('email', '=', 'operator@premia.example')
            .executeTakeFirstOrThrow()
        ).password_hash,
        created_at: clock.now().toISOString(),
        updated_at: clock.now().toISOString(),
      })
      .execute();
    const first = await staffSignIn(t.app, 'totp@premia.example');
    const setup = (await post('/v1/console/me/totp', { password: 'Demo!2025x' }, first.token)).json() as {
      secret: string;
      otpauthUrl: string;
    };
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const totp = new TOTP({ secret: setup.secret, period: 30, digits: 6, algorithm: 'SHA1' });
    expect(
      (
        await post(
          '/v1/console/me/totp/confirm',
          { otp: '000000' === totp.generate({ timestamp: clock.now().getTime() }) ? '111111' : '000000' },
          first.token,
        )
      ).statusCode,
    ).toBe(400);
    // Tokens issued before the second a session ends are refused; this one is a second older.
    clock.advance(1000);
    const confirmed = await post('/v1/console/me/totp/confirm', { otp: totp.generate({ timestamp: clock.now().getTime() }) }, first.token);
    expect(confirmed.statusCode).toBe(200);
    // This browser carries on with a new session; the token it had before is over.
    expect((await get('/v1/console/me', confirmed.json().token)).statusCode).toBe(200);
    expect((await get('/v1/console/me', first.token)).statusCode).toBe(401);

    const missing = await post('/v1/console/auth/signin', { email: 'totp@premia.example', password: 'Demo!2025x' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ error: OTP_REQUIRED });
    clock.advance(30_000);
    const code = totp.generate({ timestamp: clock.now().getTime() });
    expect((await post('/v1/console/auth/signin', { email: 'totp@premia.example', password: 'Demo!2025x', otp: code })).statusCode).toBe(
      200,
    );
    const replay = await post('/v1/console/auth/signin', { email: 'totp@premia.example', password: 'Demo!2025x', otp: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: OTP_WRONG });
  });

  it('never sets or swaps the factor with a session token alone: password, then the current code, and every other session ends', async () => {
    const hash = (
      await t.app.db
        .selectFrom('staff_accounts')
        .select('password_hash')
        .where('email', '=', 'operator@premia.example')
        .executeTakeFirstOrThrow()
    ).password_hash;
    await t.app.db
      .insertInto('staff_accounts')
      .values({
        email: 'swap@premia.example',
        role: 'support',
        all_tenants: 1,
        password_hash: hash,
        created_at: clock.now().toISOString(),
        updated_at: clock.now().toISOString(),
      })
      .execute();
    const session = await staffSignIn(t.app, 'swap@premia.example');
    expect((await post('/v1/console/me/totp', {}, session.token)).statusCode).toBe(400);
    expect((await post('/v1/console/me/totp', { password: 'Sbagliata!1' }, session.token)).json()).toEqual({ error: TOTP_PASSWORD_WRONG });
    const setup = (await post('/v1/console/me/totp', { password: 'Demo!2025x' }, session.token)).json() as { secret: string };
    const first = new TOTP({ secret: setup.secret, period: 30, digits: 6, algorithm: 'SHA1' });
    const enrolled = await post(
      '/v1/console/me/totp/confirm',
      { otp: first.generate({ timestamp: clock.now().getTime() }) },
      session.token,
    );
    const token = enrolled.json().token as string;

    // Another device signed in with password and code: the thief of the first browser's token.
    clock.advance(30_000);
    const other = await post('/v1/console/auth/signin', {
      email: 'swap@premia.example',
      password: 'Demo!2025x',
      otp: first.generate({ timestamp: clock.now().getTime() }),
    });
    expect(other.statusCode).toBe(200);
    const otherToken = other.json().token as string;
    // Password alone no longer swaps the factor; a wrong current code neither.
    expect((await post('/v1/console/me/totp', { password: 'Demo!2025x' }, otherToken)).json()).toEqual({ error: TOTP_CURRENT_CODE_NEEDED });
    expect(
      (
        await post(
          '/v1/console/me/totp',
          { password: 'Demo!2025x', otp: '000000' === first.generate({ timestamp: clock.now().getTime() }) ? '111111' : '000000' },
          otherToken,
        )
      ).statusCode,
    ).toBe(400);

    // The owner, with password and current code, replaces it; the other device is signed out.
    clock.advance(30_000);
    const replaced = await post(
      '/v1/console/me/totp',
      { password: 'Demo!2025x', otp: first.generate({ timestamp: clock.now().getTime() }) },
      token,
    );
    expect(replaced.statusCode).toBe(200);
    const second = new TOTP({ secret: (replaced.json() as { secret: string }).secret, period: 30, digits: 6, algorithm: 'SHA1' });
    const swapped = await post('/v1/console/me/totp/confirm', { otp: second.generate({ timestamp: clock.now().getTime() }) }, token);
    expect(swapped.statusCode).toBe(200);
    expect((await get('/v1/console/me', otherToken)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'GET',
      url: '/v1/console/auth/refresh',
      headers: { host: CONSOLE_HOST, cookie: cookieFrom(other, 'premia_console_refresh')! },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await get('/v1/console/me', swapped.json().token)).statusCode).toBe(200);
  });

  it('with CONSOLE_REQUIRE_2FA, an operator without a second factor may only enrol', async () => {
    const strict = await buildTestApp({ clock: clock.now, env: { CONSOLE_REQUIRE_2FA: true } });
    try {
      const operator = await staffSignIn(strict.app, 'operator@premia.example');
      const headers = { host: CONSOLE_HOST, ...bearer(operator.token) };
      const tenants = await strict.app.inject({ method: 'GET', url: '/v1/console/tenants', headers });
      expect(tenants.statusCode).toBe(403);
      expect(tenants.json()).toEqual({ error: ENROL_TOTP_FIRST });
      expect((await strict.app.inject({ method: 'GET', url: '/v1/console/me', headers })).json()).toMatchObject({ totpRequired: true });
      const support = await staffSignIn(strict.app, 'support@premia.example');
      expect(
        (await strict.app.inject({ method: 'GET', url: '/v1/console/tenants', headers: { host: CONSOLE_HOST, ...bearer(support.token) } }))
          .statusCode,
      ).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('set-password link', () => {
  it('sets the password once; the link cannot be used again', async () => {
    const { id } = await t.app.db
      .selectFrom('staff_accounts')
      .select('id')
      .where('email', '=', 'support@premia.example')
      .executeTakeFirstOrThrow();
    const token = await issueStaffLink({ db: t.app.db, now: clock.now }, id);
    const weak = await post('/v1/console/auth/password', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect((await post('/v1/console/auth/password', { token, password: 'Nuova!2026x' })).statusCode).toBe(200);
    expect((await post('/v1/console/auth/password', { token, password: 'Altra!2026x' })).statusCode).toBe(422);
    await staffSignIn(t.app, 'support@premia.example', 'Nuova!2026x');
  });
});
