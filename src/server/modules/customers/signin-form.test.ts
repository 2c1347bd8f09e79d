import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, cookieFrom, nextIp } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';

/**
 * The login page's form posted by the browser itself, before the page's scripts run
 * (docs/architecture.md, "Signing in before the scripts"): URL-encoded, from the portal's own page.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DEMO = 'demo.localhost';
// Links come from configuration: <alias>.localhost on the default PORT outside production.
const DEMO_ORIGIN = 'http://demo.localhost:8080';
const OWN_PAGE = { 'sec-fetch-site': 'same-origin', origin: DEMO_ORIGIN };

function post(fields: Record<string, string>, headers: Record<string, string> = OWN_PAGE, remoteAddress = nextIp(), host = DEMO) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/signin-form',
    remoteAddress,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

const credentials = (code: string, password = 'Demo!2025x') => ({ login_email: code, login_password: password });
const cookieNames = (res: Awaited<ReturnType<typeof post>>) => (res.cookies as { name: string }[]).map((c) => c.name);

describe('POST /v1/auth/signin-form', () => {
  it('signs in, sets the refresh, session and hand-over cookies, and sends the browser to /?accesso=1', async () => {
    const res = await post(credentials('DEMO0001'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?accesso=1');
    const cookies = res.cookies as { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string; maxAge?: number }[];
    expect(cookies.find((c) => c.name === 'premia_refresh')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1/auth' });
    const session = cookies.find((c) => c.name === 'premia_session');
    expect(session).toMatchObject({ sameSite: 'Lax', path: '/', maxAge: 365 * 24 * 3600 });
    expect(session?.httpOnly).toBeFalsy();
    // The one-time cookie boot takes the token from: short-lived, the same token.
    const handOver = cookies.find((c) => c.name === 'premia_handover');
    expect(handOver).toMatchObject({ value: session!.value, sameSite: 'Lax', path: '/', maxAge: 120 });
    // The session cookie is the customer's access token: the API takes it as such.
    const me = await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { host: DEMO, ...bearer(session!.value) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().userinfo.username).toBe('DEMO0001');
    // And the refresh cookie works as the JSON sign-in's does.
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/refresh',
      headers: { host: DEMO, cookie: cookieFrom(res, 'premia_refresh')! },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('sends a customer whose registration is not complete to complete it, the session handed over there', async () => {
    const res = await post(credentials('DEMO0002'));
    expect(res.headers.location).toBe('/completa-registrazione?accesso=1');
    expect(cookieNames(res)).toContain('premia_handover');
  });

  it('takes the user code in any case, as the JSON sign-in does', async () => {
    const res = await post(credentials('demo0003'));
    expect(res.headers.location).toBe('/?accesso=1');
  });

  it('sends a wrong password back to the login page with why and the code typed, never the password, and no cookies', async () => {
    const res = await post(credentials('DEMO0001', 'Sbagliata!2025'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?errore=credenziali&codice=DEMO0001');
    expect(res.headers.location).not.toContain('Sbagliata');
    expect(cookieNames(res)).toEqual([]);
  });

  it('answers an unknown code exactly as a wrong password', async () => {
    const res = await post(credentials('NESSUNO99', 'Sbagliata!2025'));
    expect(res.headers.location).toBe('/login?errore=credenziali&codice=NESSUNO99');
  });

  it('checks the fields with the tenant login form: an empty password or an overlong code never reaches the sign-in', async () => {
    expect((await post({ login_email: 'DEMO0001' })).headers.location).toBe('/login?errore=campi&codice=DEMO0001');
    expect((await post({ login_password: 'Demo!2025x' })).headers.location).toBe('/login?errore=campi');
    // The form's maxLength is 64: the same limit as in the browser.
    const long = 'D'.repeat(65);
    expect((await post(credentials(long))).headers.location).toBe(`/login?errore=campi&codice=${long}`);
  });

  it('counts failures in the shared limits: the sixth guess on one account from one address is refused', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1)
      expect((await post(credentials('DEMO0003', `Sbagliata${i}!x`), OWN_PAGE, ip)).headers.location).toContain('credenziali');
    const limited = await post(credentials('DEMO0003'), OWN_PAGE, ip);
    expect(limited.headers.location).toBe('/login?errore=tentativi&codice=DEMO0003');
    expect(cookieNames(limited)).toEqual([]);
    // The owner elsewhere is untouched.
    expect((await post(credentials('DEMO0003'))).headers.location).toBe('/?accesso=1');
  });

  it.each([
    ['another site', { 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' }],
    ['a sibling site', { 'sec-fetch-site': 'same-site', origin: 'http://other.localhost:8080' }],
    ['a browser that says nothing', {}],
    ['an opaque origin', { origin: 'null' }],
    ['another origin without Sec-Fetch-Site', { origin: 'https://attacker.example' }],
  ])('refuses a post from %s (login CSRF): nobody is signed in', async (_what, headers) => {
    const res = await post(credentials('DEMO0001'), headers);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?errore=pagina');
    expect(cookieNames(res)).toEqual([]);
  });

  it("takes the tenant's public address, or another of its hosts, as the origin of a browser that sends no Sec-Fetch-Site", async () => {
    const res = await post(credentials('DEMO0001'), { origin: DEMO_ORIGIN });
    expect(res.headers.location).toBe('/?accesso=1');
    // demo's tenant.json names premia.example.com among its hosts: its page posts from there.
    const second = await post(credentials('DEMO0001'), { origin: 'http://premia.example.com:8080' }, nextIp(), 'premia.example.com');
    expect(second.headers.location).toBe('/?accesso=1');
  });

  it("sends a field over the contract's limits back to the form, not to a raw error", async () => {
    const res = await post(credentials('DEMO0001', 'x'.repeat(1025)));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?errore=campi');
  });

  it('refuses a body over its limit before reading it', async () => {
    const huge = await post({ ...credentials('DEMO0001'), padding: 'x'.repeat(5000) });
    expect(huge.statusCode).toBe(413);
    expect(cookieNames(huge)).toEqual([]);
  });
});
