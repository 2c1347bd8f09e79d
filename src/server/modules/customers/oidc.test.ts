import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, cookieFrom } from '../../test/auth-helpers.js';
import { buildTestApp, copyTenants, removeDir, type TestApp } from '../../test/build-app.js';

/**
 * The external sign-in against a real OpenID provider (oidc-provider) on a free port: discovery,
 * authorization with PKCE, code exchange, id_token verification with the provider's JWKS.
 * The provider's login screen is replaced by an interaction that signs 'alice' in at once.
 */
const HOST = 'sso.localhost';
// Links come from configuration: <alias>.localhost on the default PORT outside production.
const CALLBACK = `http://${HOST}:8080/v1/auth/oidc/test/callback`;

let t: TestApp;
let tenantsDir: string;
let idp: Server;
let issuer: string;
const ACCOUNT = 'alice';
/** What the provider was asked, in order. */
const idpRequests: string[] = [];

async function startProvider(): Promise<void> {
  // The issuer URL needs the port, so the server starts before the provider exists.
  const holder: { provider?: Provider } = {};
  idp = createServer((req, res) => {
    idpRequests.push(req.url ?? '');
    const p = holder.provider;
    if (!p) return void res.writeHead(503).end();
    if (!/^\/interaction\//.test(req.url ?? '')) return p.callback()(req, res);
    void (async () => {
      const details = await p.interactionDetails(req, res);
      const grant = new p.Grant({ accountId: ACCOUNT, clientId: String(details.params['client_id']) });
      grant.addOIDCScope(String(details.params['scope']));
      const grantId = await grant.save();
      await p.interactionFinished(req, res, { login: { accountId: ACCOUNT }, consent: { grantId } }, { mergeWithLastSubmission: false });
    })().catch((err: unknown) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  holder.provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'premia-test',
        token_endpoint_auth_method: 'none',
        redirect_uris: [CALLBACK],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: ['oidc-test-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    claims: { openid: ['sub'], profile: ['given_name', 'family_name'], email: ['email'] },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({ sub, given_name: 'Alice', family_name: 'Verdi', email: `${sub}@idp.example` }),
    }),
  });
}

beforeAll(async () => {
  // The provider listens on 127.0.0.1 over http: allowed only by this switch (tested below without it).
  vi.stubEnv('OUTBOUND_ALLOW_PRIVATE', 'true');
  await startProvider();
  tenantsDir = await copyTenants();
  await cp(path.join(tenantsDir, 'demo'), path.join(tenantsDir, 'sso'), { recursive: true });
  const file = path.join(tenantsDir, 'sso', 'tenant.json');
  const tenant = JSON.parse(await readFile(file, 'utf8')) as {
    name: string;
    hosts: string[];
    features: Record<string, unknown> & { ownLogin: { active: boolean } };
  };
  tenant.name = 'Premia SSO';
  tenant.hosts = ['sso.premia.localhost'];
  tenant.features.ownLogin.active = false;
  tenant.features.oidc = {
    test: {
      label: 'Accedi con Test ID',
      issuer,
      clientId: 'premia-test',
      scopes: ['openid', 'profile', 'email'],
      profileUrl: 'https://id.example/profile',
    },
  };
  await writeFile(file, JSON.stringify(tenant, null, 2));
  t = await buildTestApp({ tenantsDir });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await t.close();
  await removeDir(tenantsDir);
  idp.closeAllConnections();
  await new Promise((resolve) => idp.close(resolve));
});

/** A tiny cookie jar for the browser's side of the provider. */
function jar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    store(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const i = pair!.indexOf('=');
        cookies.set(pair!.slice(0, i), pair!.slice(i + 1));
      }
    },
  };
}

/** Follows the provider's redirects like a browser until it sends us back to our callback. */
async function authorizeAtProvider(authorizeUrl: string): Promise<URL> {
  const browser = jar();
  let url = authorizeUrl;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: browser.header() } });
    browser.store(res);
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url}: ${res.status} ${await res.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(CALLBACK)) return next;
    url = next.href;
  }
  throw new Error('too many redirects');
}

async function startSignIn() {
  const start = await t.app.inject({ method: 'GET', url: '/v1/auth/oidc/test/start', headers: { host: HOST } });
  expect(start.statusCode).toBe(302);
  return { location: String(start.headers.location), stateCookie: cookieFrom(start, 'premia_oidc')! };
}

const callback = (back: URL, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { host: HOST, ...(cookie ? { cookie } : {}) } });

describe('OpenID Connect sign-in', () => {
  // First: discovery documents are cached for an hour once read.
  it('calls no provider on this machine or over plain http without OUTBOUND_ALLOW_PRIVATE', async () => {
    vi.stubEnv('OUTBOUND_ALLOW_PRIVATE', '');
    try {
      const start = await t.app.inject({ method: 'GET', url: '/v1/auth/oidc/test/start', headers: { host: HOST } });
      expect([start.statusCode, start.headers.location]).toEqual([302, '/?oidc_error=provider']);
      expect(idpRequests.some((url) => url.includes('/.well-known/'))).toBe(false);
    } finally {
      vi.stubEnv('OUTBOUND_ALLOW_PRIVATE', 'true');
    }
  });
  it('start redirects to the provider with state, nonce and a S256 PKCE challenge', async () => {
    const { location, stateCookie } = await startSignIn();
    const url = new URL(location);
    expect(url.origin).toBe(issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'premia-test',
      redirect_uri: CALLBACK,
      scope: 'openid profile email',
      code_challenge_method: 'S256',
      state: expect.any(String),
      nonce: expect.any(String),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(stateCookie).toBeDefined();
  });

  it('signs a new customer in end to end: code exchange, verified id_token, refresh and session cookies, redirect to /?accesso=1', async () => {
    const { location, stateCookie } = await startSignIn();
    const back = await authorizeAtProvider(location);
    const res = await callback(back, stateCookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?accesso=1');
    const refreshCookie = cookieFrom(res, 'premia_refresh');
    expect(refreshCookie).toBeDefined();
    // The page it goes to is painted for the customer, and boot takes the same token from the hand-over cookie.
    const session = cookieFrom(res, 'premia_session')?.slice('premia_session='.length);
    expect(cookieFrom(res, 'premia_handover')).toBe(`premia_handover=${session}`);
    const painted = await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { host: HOST, ...bearer(session!) } });
    expect(painted.json().userinfo.username).toBe('oidc:test:alice');

    const refreshed = await t.app.inject({ method: 'GET', url: '/v1/auth/refresh', headers: { host: HOST, cookie: refreshCookie! } });
    expect(refreshed.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { host: HOST, ...bearer(refreshed.json().token) } });
    expect(me.json()).toMatchObject({
      userinfo: { username: 'oidc:test:alice', active: true, firstname: 'Alice', lastname: 'Verdi', email: 'alice@idp.example' },
      oauth_profile_url: 'https://id.example/profile',
    });

    // A second sign-in finds the same account.
    const again = await startSignIn();
    const res2 = await callback(await authorizeAtProvider(again.location), again.stateCookie);
    expect(res2.headers.location).toBe('/?accesso=1');
    const count = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('tenant_alias', '=', 'sso')
      .where('username', '=', 'oidc:test:alice')
      .execute();
    expect(count).toHaveLength(1);
  });

  it('refuses a callback without the state cookie, or with a state that is not ours', async () => {
    const { location, stateCookie } = await startSignIn();
    const back = await authorizeAtProvider(location);
    expect((await callback(back)).headers.location).toBe('/?oidc_error=state');
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged');
    expect((await callback(forged, stateCookie)).headers.location).toBe('/?oidc_error=state');
  });

  it('refuses a code used twice (the provider refuses the exchange)', async () => {
    const { location, stateCookie } = await startSignIn();
    const back = await authorizeAtProvider(location);
    expect((await callback(back, stateCookie)).headers.location).toBe('/?accesso=1');
    expect((await callback(back, stateCookie)).headers.location).toBe('/?oidc_error=exchange');
  });

  it('reports a provider error, an unknown provider, and own-login calls on this tenant', async () => {
    const { stateCookie } = await startSignIn();
    const denied = await callback(new URL(`${CALLBACK}?error=access_denied&state=x`), stateCookie);
    expect(denied.headers.location).toBe('/?oidc_error=denied');
    expect((await t.app.inject({ method: 'GET', url: '/v1/auth/oidc/nope/start', headers: { host: HOST } })).statusCode).toBe(404);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/signin',
      headers: { host: HOST },
      payload: { username: 'DEMO0001', password: 'Demo!2025x' },
    });
    expect(signin.statusCode).toBe(403);
    // Nor does the login form's post sign anyone in: there is no such form, only the providers' buttons.
    const posted = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/signin-form',
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: 'login_email=DEMO0001&login_password=Demo%212025x',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/');
    expect(posted.cookies).toEqual([]);
  });
});
