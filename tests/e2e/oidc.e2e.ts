import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Provider from 'oidc-provider';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

// The external sign-in of a tenant whose own login is off, in Chromium, against a real
// OpenID provider (oidc-provider) started here on a free 127.0.0.1 port. The provider's own
// development login and consent pages are filled in by the browser, like a person would.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLIENT_ID = 'premia-e2e';
const LABEL = 'Accedi con Acme ID';

let browser: Browser;
let server: RunningServer;
let idp: Server;
let issuer: string;
let tenantsDir: string;

/** Listens first (the tenant needs the issuer URL), the Provider is made once the app's port is known. */
async function listenProvider(holder: { provider?: Provider }): Promise<void> {
  idp = createServer((req, res) => {
    const provider = holder.provider;
    if (!provider) return void res.writeHead(503).end();
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
}

function makeProvider(callback: string): Provider {
  return new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        token_endpoint_auth_method: 'none',
        redirect_uris: [callback],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: ['oidc-e2e-cookie-key'] },
    // The provider's built-in login (any login + password) and consent pages.
    features: { devInteractions: { enabled: true } },
    claims: {
      openid: ['sub'],
      profile: ['given_name', 'family_name'],
      email: ['email'],
    },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        given_name: 'Alice',
        family_name: 'Verdi',
        email: `${sub}@idp.example`,
      }),
    }),
  });
}

async function writeSsoTenant(): Promise<void> {
  tenantsDir = await mkdtemp(path.join(os.tmpdir(), 'premia-e2e-tenants-'));
  await cp(path.join(ROOT, 'tenants'), tenantsDir, { recursive: true });
  await cp(path.join(tenantsDir, 'demo'), path.join(tenantsDir, 'sso'), {
    recursive: true,
  });
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
    acme: {
      label: LABEL,
      issuer,
      clientId: CLIENT_ID,
      scopes: ['openid', 'profile', 'email'],
    },
  };
  await writeFile(file, JSON.stringify(tenant, null, 2));
}

beforeAll(async () => {
  const holder: { provider?: Provider } = {};
  await listenProvider(holder);
  await writeSsoTenant();
  // The provider listens on 127.0.0.1 over http: allowed by this switch only.
  server = await startServer({ TENANTS_DIR: tenantsDir, OUTBOUND_ALLOW_PRIVATE: 'true' });
  holder.provider = makeProvider(server.url('sso', '/v1/auth/oidc/acme/callback'));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  idp?.closeAllConnections();
  if (idp) await new Promise((resolve) => idp.close(resolve));
  if (tenantsDir) await rm(tenantsDir, { recursive: true, force: true });
});

/** The dev pages @import a Google font: answer it locally, so no request leaves the machine. */
async function openOffline(): Promise<{
  page: Page;
  context: BrowserContext;
  errors: string[];
}> {
  const probe = await openPage(browser);
  await probe.context.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
  );
  return probe;
}

/** From the app's login page to the provider's login form. */
async function goToProvider(page: Page): Promise<void> {
  await page.goto(server.url('sso', '/'));
  const button = page.getByRole('link', { name: LABEL });
  await button.waitFor();
  // Own login is off: no user code / password form on the tenant.
  expect(await page.locator('#login_email').count()).toBe(0);
  await button.click();
  await page.waitForURL((url) => url.origin === issuer);
  await page.locator('input[name="login"]').waitFor();
}

describe('OIDC sign-in with own login off (real oidc-provider)', () => {
  it('provider login → consent → back signed in, the session handed over in the session cookie', async () => {
    const { page, context, errors } = await openOffline();
    await goToProvider(page);
    await page.locator('input[name="login"]').fill('alice');
    await page.locator('input[name="password"]').fill('any-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();

    await page.getByRole('button', { name: 'Continue' }).waitFor();
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v1/auth/refresh') refreshes.push(request.url());
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.searchParams.get('accesso') === '1', { waitUntil: 'commit' });
    const returned = new URL(page.url());
    expect(returned.origin).toBe(server.url('sso', '/').replace(/\/$/, ''));

    await page.getByRole('button', { name: 'LOGOUT' }).first().waitFor();
    // The parameter leaves the address bar, and boot took the token the callback left in the
    // session cookie: no exchange of the refresh cookie first.
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    expect(refreshes).toEqual([]);
    expect(errors).toEqual([]);

    // A reload keeps the session.
    await page.reload();
    await page.getByRole('button', { name: 'LOGOUT' }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cancel at the provider → full-screen error page, then back to the provider button', async () => {
    const { page, context, errors } = await openOffline();
    await goToProvider(page);
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await page.waitForURL((url) => url.host === `sso.localhost:${server.port}` && url.searchParams.get('oidc_error') === 'denied');
    await page.getByRole('heading', { name: 'Errore di autenticazione' }).waitFor();
    await page.getByRole('link', { name: "Torna all'accesso" }).click();
    await page.getByRole('link', { name: LABEL }).waitFor();
    expect(await page.getByRole('heading', { name: 'Errore di autenticazione' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a callback whose state is not ours → full-screen error page', async () => {
    const { page, context, errors } = await openOffline();
    // The state cookie is set by start; the forged callback does not carry its state.
    await goToProvider(page);
    await page.goto(server.url('sso', '/v1/auth/oidc/acme/callback?code=forged&state=forged'));
    await page.waitForURL((url) => url.searchParams.get('oidc_error') === 'state');
    await page.getByRole('heading', { name: 'Errore di autenticazione' }).waitFor();
    expect(await page.getByRole('button', { name: 'LOGOUT' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
