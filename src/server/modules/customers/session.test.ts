import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, cookieFrom, nextIp, signIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { hashPassword } from './password.js';
import { sha256 } from './tokens.js';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
});
afterAll(() => t.close());

const DEMO = 'demo.localhost';
const signin = (payload: Record<string, string>, remoteAddress = nextIp(), host = DEMO) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/signin', headers: { host }, payload, remoteAddress });
const me = (token: string, host = DEMO) => t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { host, ...bearer(token) } });
const refresh = (cookie?: string, host = DEMO) =>
  t.app.inject({ method: 'GET', url: '/v1/auth/refresh', headers: { host, ...(cookie ? { cookie } : {}) } });

/** The sign-in posted as multipart form data, as an HTML form (the portal's or another site's) sends it. */
function multipartSignIn(username: string, headers: Record<string, string> = {}) {
  const boundary = 'b0undary';
  const payload =
    [
      ['username', username],
      ['password', 'Demo!2025x'],
    ]
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/signin',
    remoteAddress: nextIp(),
    payload,
    headers: { host: DEMO, 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
  });
}

describe('POST /v1/auth/signin', () => {
  it('answers token, active and userId, and sets the refresh cookie httpOnly, Strict, on /v1/auth', async () => {
    const res = await signin({ username: 'DEMO0001', password: 'Demo!2025x' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: expect.any(String), active: true, userId: expect.any(Number) });
    const cookie = (res.cookies as { name: string; httpOnly?: boolean; sameSite?: string; path?: string; secure?: boolean }[]).find(
      (c) => c.name === 'premia_refresh',
    );
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1/auth' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('accepts multipart form data and user codes in any case', async () => {
    const res = await multipartSignIn('demo0003');
    expect(res.statusCode).toBe(200);
    expect(res.json().active).toBe(true);
  });

  it.each([
    ['another site says so', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling site says so', { 'sec-fetch-site': 'same-site' }],
    ['an old browser sends another origin', { origin: 'https://attacker.example' }],
  ])("refuses a sign-in when %s: another site's multipart form needs no preflight (login CSRF)", async (_what, headers) => {
    const res = await multipartSignIn('DEMO0001', headers);
    expect(res.statusCode).toBe(403);
    expect(cookieFrom(res, 'premia_refresh')).toBeUndefined();
  });

  it("takes a sign-in from the portal's own page, and from a client that is not a browser (it says nothing)", async () => {
    expect((await signin({ username: 'DEMO0001', password: 'Demo!2025x' })).statusCode).toBe(200);
    const own = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/signin',
      remoteAddress: nextIp(),
      headers: { host: DEMO, 'sec-fetch-site': 'same-origin', origin: 'http://demo.localhost:8080' },
      payload: { username: 'DEMO0001', password: 'Demo!2025x' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('lets an inactive user in with active: false (they must complete the registration)', async () => {
    const res = await signin({ username: 'DEMO0002', password: 'Demo!2025x' });
    expect(res.statusCode).toBe(200);
    expect(res.json().active).toBe(false);
  });

  it.each([
    ['a wrong password', 'DEMO0001', 'Wrong!2025x'],
    ['an unknown user code', 'NOPE9999', 'Demo!2025x'],
  ])('answers 401 Credenziali non valide for %s', async (_case, username, password) => {
    const res = await signin({ username, password });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Credenziali non valide' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('upgrades a provisional (cheaper) password hash at the first sign-in, and only with the right password', async () => {
    // Cheaper than the suite's own cost (N=2^10), as users:import's provisional hashes are in production.
    await t.app.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('Demo!2025x', { logN: 8, r: 8, p: 1 }) })
      .where('username', '=', 'DEMO0003')
      .where('tenant_alias', '=', 'demo')
      .execute();
    const stored = async () =>
      (
        await t.app.db
          .selectFrom('users')
          .select('password_hash')
          .where('username', '=', 'DEMO0003')
          .where('tenant_alias', '=', 'demo')
          .executeTakeFirstOrThrow()
      ).password_hash;
    expect((await signin({ username: 'DEMO0003', password: 'Sbagliata!1' })).statusCode).toBe(401);
    expect(await stored()).toMatch(/^scrypt\$8\$/);
    expect((await signin({ username: 'DEMO0003', password: 'Demo!2025x' })).statusCode).toBe(200);
    expect(await stored()).toMatch(/^scrypt\$10\$/);
    expect((await signin({ username: 'DEMO0003', password: 'Demo!2025x' })).statusCode).toBe(200);
  });

  it('refuses a body without password with the field details', async () => {
    const res = await signin({ username: 'DEMO0001' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'password', message: 'Campo obbligatorio' }]);
  });
});

describe('sign-in limits: failures only, nobody can lock the owner out', () => {
  const AURORA = 'aurora.localhost';
  const TOO_MANY = { error: 'Troppi tentativi, riprova più tardi' };
  const wrong = (username: string, ip: string, host = AURORA) => signin({ username, password: 'Sbagliata!1' }, ip, host);
  const right = (username: string, ip: string, host = AURORA) => signin({ username, password: 'Demo!2025x' }, ip, host);
  const nextWindow = () => clock.advance(16 * 60_000);

  it('stops an attacker after 5 failures on one account from one address, while the owner signs in from their own', async () => {
    const attacker = nextIp();
    for (let i = 0; i < 5; i++) expect((await wrong('DEMO0001', attacker)).statusCode).toBe(401);
    for (let i = 0; i < 10; i++) {
      const limited = await wrong('DEMO0001', attacker);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(TOO_MANY);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Even the right password is refused to that address: it is the one guessing.
    expect((await right('DEMO0001', attacker)).statusCode).toBe(429);
    expect((await right('DEMO0001', nextIp())).statusCode).toBe(200);
    // The same code on another tenant is another account.
    expect((await right('DEMO0001', attacker, DEMO)).statusCode).toBe(200);
    nextWindow();
    expect((await right('DEMO0001', attacker)).statusCode).toBe(200);
  });

  it('answers an unknown code exactly as a known one, limit included', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await wrong('NOPE7777', ip)).json()).toEqual({ error: 'Credenziali non valide' });
    const limited = await wrong('NOPE7777', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
  });

  it("forgets the owner's own typos once they sign in", async () => {
    const home = nextIp();
    for (let i = 0; i < 4; i++) expect((await wrong('DEMO0003', home)).statusCode).toBe(401);
    expect((await right('DEMO0003', home)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await wrong('DEMO0003', home)).statusCode).toBe(401);
    expect((await right('DEMO0003', home)).statusCode).toBe(200);
  });

  it.each([AURORA, DEMO])(
    'never counts successful sign-ins against an address on %s: a shop chain behind one connection keeps signing in',
    async (host) => {
      const shared = nextIp();
      for (let i = 0; i < 40; i++) expect((await right(i % 2 ? 'DEMO0001' : 'DEMO0003', shared, host)).statusCode).toBe(200);
      const row = await t.app.db.selectFrom('rate_limit_hits').select('count').where('bucket', 'like', `%${shared}`).executeTakeFirst();
      expect(row?.count ?? 0).toBe(0);
    },
  );

  it('limits failures per address across user codes (30 per 15 minutes), shared through the database', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 30; i++) expect((await wrong(`SPRAY${i}`, ip)).statusCode).toBe(401);
    const limited = await right('DEMO0001', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    const row = await t.app.db
      .selectFrom('rate_limit_hits')
      .select('count')
      .where('bucket', '=', `signin:addr:${ip}`)
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(30);
    expect((await right('DEMO0001', nextIp())).statusCode).toBe(200);
    nextWindow();
  });

  it('counts an IPv6 client by its /64: a new address in the same network does not buy new guesses', async () => {
    for (let i = 0; i < 5; i++) expect((await wrong('DEMO0001', `2001:db8:1:2::${i + 1}`)).statusCode).toBe(401);
    expect((await wrong('DEMO0001', '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await right('DEMO0001', '2001:db8:1:3::1')).statusCode).toBe(200);
    nextWindow();
  });

  it('counts a 200-character user code like any other', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await wrong('X'.repeat(200), ip)).statusCode).toBe(401);
    expect((await wrong('X'.repeat(200), ip)).statusCode).toBe(429);
  });

  it('caps a burst of parallel guesses at the limit (counted before the password is checked)', async () => {
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: 12 }, () => wrong('DEMO0001', ip)));
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(7);
  });

  it('never locks the owner out, even after 100 failures from many addresses: their right password still signs in', async () => {
    nextWindow();
    for (let i = 0; i < 105; i++) expect((await wrong('DEMO0002', `198.18.${i >> 2}.${i & 3}`)).statusCode).toBe(401);
    // Guessing goes on being refused as wrong, not answered 429 to everyone…
    expect((await wrong('DEMO0002', nextIp())).statusCode).toBe(401);
    // …and the owner, from an address never seen, gets in.
    expect((await right('DEMO0002', nextIp())).statusCode).toBe(200);
  });
});

describe('GET /v1/auth/me', () => {
  it('answers the user record for DEMO0001', async () => {
    const { token, userId } = await signIn(t.app, DEMO, 'DEMO0001');
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userinfo: expect.objectContaining({
        id: userId,
        active: true,
        type: 'customer',
        username: 'DEMO0001',
        gdpr_marketing: 1,
        firstname: 'Marco',
        lastname: 'Bianchi',
        company: 'Ferramenta Bianchi S.r.l.',
        city: 'Milano',
      }),
      points_enabled: true,
      points: 25000,
      wishlist: [],
      cart: [],
      oauth_profile_url: null,
      prize_to_validate: 1,
      consents_to_renew: [],
      regolamento_da_accettare: null,
    });
    expect(res.json().userinfo).not.toHaveProperty('password_hash');
  });

  it('answers DEMO0003 without points_enabled, and no prize modal where the tenant has no prize validation', async () => {
    const { token } = await signIn(t.app, 'aurora.localhost', 'DEMO0001');
    expect((await me(token, 'aurora.localhost')).json()).toMatchObject({ points_enabled: true, points: 25000 });
    const other = await signIn(t.app, DEMO, 'DEMO0003');
    expect((await me(other.token)).json()).toMatchObject({
      points_enabled: false,
      points: 0,
      userinfo: { username: 'DEMO0003', active: true },
    });
  });

  it.each([
    ['no token', {}],
    ['the literal undefined', { authorization: 'Bearer undefined' }],
    ['a garbage token', { authorization: 'Bearer abc.def.ghi' }],
  ])('answers 401 with %s', async (_case, headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { host: DEMO, ...headers } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Sessione non valida o scaduta' });
  });

  it('refuses a token issued by another tenant (demo token on aurora)', async () => {
    const { token } = await signIn(t.app, DEMO, 'DEMO0001');
    expect((await me(token, 'aurora.localhost')).statusCode).toBe(401);
    // Also when only X-Client-Info names the other tenant.
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/me',
      headers: { host: DEMO, 'x-client-info': JSON.stringify({ alias: 'aurora.localhost', lang: 'it', source: 'web' }), ...bearer(token) },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an unsigned (alg none) token and an expired one', async () => {
    const { token } = await signIn(t.app, DEMO, 'DEMO0001');
    const [, payload] = token.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await me(unsigned)).statusCode).toBe(401);
    clock.advance(11 * 60_000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('POST is for active users only: 403 for an inactive one', async () => {
    const { token } = await signIn(t.app, DEMO, 'DEMO0002');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/me',
      headers: { host: DEMO, ...bearer(token) },
      payload: { firstname: 'Anna' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Completa la registrazione per continuare' });
  });
});

describe('GET /v1/auth/refresh', () => {
  it('answers 401 No refresh token found without the cookie', async () => {
    const res = await refresh();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'No refresh token found' });
  });

  it('rotates: a new access token and a new cookie, which works in turn', async () => {
    const first = await signIn(t.app, DEMO, 'DEMO0001');
    const res = await refresh(first.cookie);
    expect(res.statusCode).toBe(200);
    const second = cookieFrom(res, 'premia_refresh');
    expect(second).toBeDefined();
    expect(second).not.toBe(first.cookie);
    expect((await me(res.json().token)).statusCode).toBe(200);
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it('two tabs refreshing at once both stay signed in, with the same new cookie', async () => {
    const first = await signIn(t.app, DEMO, 'DEMO0001');
    const [a, b] = await Promise.all([refresh(first.cookie), refresh(first.cookie)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const next = cookieFrom(a, 'premia_refresh');
    expect(next).toBeDefined();
    expect(cookieFrom(b, 'premia_refresh')).toBe(next);
    expect((await me(a.json().token)).statusCode).toBe(200);
    expect((await me(b.json().token)).statusCode).toBe(200);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('answers a just-rotated token with the same new pair for 10 seconds', async () => {
    const first = await signIn(t.app, DEMO, 'DEMO0001');
    const next = cookieFrom(await refresh(first.cookie), 'premia_refresh');
    clock.advance(9_000);
    const late = await refresh(first.cookie);
    expect(late.statusCode).toBe(200);
    expect(cookieFrom(late, 'premia_refresh')).toBe(next);
    expect((await me(late.json().token)).statusCode).toBe(200);
  });

  it('answers a late tab with the newest cookie when the first one already refreshed again', async () => {
    const first = await signIn(t.app, DEMO, 'DEMO0001');
    const second = cookieFrom(await refresh(first.cookie), 'premia_refresh');
    const third = cookieFrom(await refresh(second), 'premia_refresh');
    clock.advance(2_000);
    const late = await refresh(first.cookie);
    expect(late.statusCode).toBe(200);
    expect(cookieFrom(late, 'premia_refresh')).toBe(third);
    expect((await refresh(third)).statusCode).toBe(200);
  });

  it('keeps two tabs signed in when their refreshes reach two server processes at once', async () => {
    const other = await t.anotherProcess({ clock: clock.now });
    const first = await signIn(t.app, DEMO, 'DEMO0001');
    const [a, b] = await Promise.all([
      refresh(first.cookie),
      other.inject({ method: 'GET', url: '/v1/auth/refresh', headers: { host: DEMO, cookie: first.cookie } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(cookieFrom(b, 'premia_refresh')).toBe(cookieFrom(a, 'premia_refresh'));
  });

  it('revokes the whole family when a rotated token is presented again after 10 seconds', async () => {
    const first = await signIn(t.app, DEMO, 'DEMO0001');
    const rotated = cookieFrom(await refresh(first.cookie), 'premia_refresh');
    clock.advance(10_001);
    const reuse = await refresh(first.cookie);
    expect(reuse.statusCode).toBe(401);
    // The legitimate holder of the newest token is logged out too: one of the two is a thief.
    expect((await refresh(rotated)).statusCode).toBe(401);
    const original = await t.app.db
      .selectFrom('refresh_tokens')
      .select('family_id')
      .where('token_hash', '=', sha256(first.cookie.split('=')[1]!))
      .executeTakeFirstOrThrow();
    const rows = await t.app.db.selectFrom('refresh_tokens').select('revoked_at').where('family_id', '=', original.family_id).execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.revoked_at)).toBe(true);
  });

  it("refuses another tenant's refresh token", async () => {
    const { cookie } = await signIn(t.app, DEMO, 'DEMO0001');
    expect((await refresh(cookie, 'aurora.localhost')).statusCode).toBe(401);
  });

  it('refuses an expired refresh token', async () => {
    const { cookie } = await signIn(t.app, DEMO, 'DEMO0001');
    clock.advance(15 * 24 * 3600_000);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });
});

describe('GET /v1/auth/signout', () => {
  it('revokes the session and clears the cookie; always answers ok', async () => {
    const { cookie } = await signIn(t.app, DEMO, 'DEMO0001');
    const res = await t.app.inject({ method: 'GET', url: '/v1/auth/signout', headers: { host: DEMO, cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(String(res.headers['set-cookie'])).toMatch(/premia_refresh=;.*Expires=Thu, 01 Jan 1970/);
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/auth/signout', headers: { host: DEMO } })).statusCode).toBe(200);
  });
});

describe('JWT secret', () => {
  it('is generated once and kept in app_meta when JWT_SECRET is not set', async () => {
    const row = await t.app.db.selectFrom('app_meta').select('value').where('key', '=', 'jwt_secret').executeTakeFirstOrThrow();
    expect(row.value.length).toBeGreaterThanOrEqual(32);
  });
});
