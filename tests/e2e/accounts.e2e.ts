import type { Browser, Page } from 'playwright-core';
import { signAccessToken } from '../../src/server/modules/customers/tokens.js';
import { launchBrowser, openPage } from './support/browser.js';
import { mailsOnceDelivered, outboxMails } from './support/outbox.js';
import { portalApi } from './support/portal-api.js';
import { startServer, type RunningServer } from './support/server.js';

// Account flows against the real server and database: the whole customer journey from a fresh
// database, then the access token expiring under 20 parallel calls.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The newest link `/<kind>/<token>` mailed since `after` (ms), once the mail job has sent it. */
async function mailedLink(server: RunningServer, kind: 'activate' | 'reset-password', after: number): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]*/${kind}/([A-Za-z0-9_-]+)`);
  const links = async () =>
    (await outboxMails(server.dataDir)).filter((m) => m.mtimeMs >= after).flatMap((m) => pattern.exec(m.text)?.[0] ?? []);
  const found = await mailsOnceDelivered(links, 1);
  return new URL(found.at(-1)!).pathname;
}

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.locator('#login_email').fill(username);
  await page.locator('#login_password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

async function choose(page: Page, id: string, label: string) {
  await page.locator(`#${id} option`, { hasText: label }).first().waitFor({ state: 'attached' });
  await page.selectOption(`#${id}`, { label });
}

async function fillSignup(page: Page, password: string) {
  const type = async (field: string, value: string) => {
    const input = page.locator(`#signup_${field}`);
    // Known names arrive prefilled and read-only.
    if (await input.isEditable()) await input.fill(value);
  };
  await page.getByRole('group', { name: 'Consensi' }).waitFor();
  await type('firstname', 'Mario');
  await type('lastname', 'Rossi');
  await type('vatcode', '04512340987');
  await type('company', 'Bar Centrale');
  await choose(page, 'signup_region', 'Lombardia');
  await choose(page, 'signup_district', 'Milano');
  await choose(page, 'signup_city', 'Milano');
  await type('address1', 'Via Roma');
  await type('address2', '1');
  await type('phone', '3331234567');
  await type('repeatphone', '3331234567');
  await type('email', 'mario.rossi@example.it');
  await type('repeatemail', 'mario.rossi@example.it');
  await type('password', password);
  await type('repeatpassword', password);
  for (const box of ['accetta_regolamento', 'dichiarazione_rappresentante', 'gdpr_privacy']) await page.locator(`#signup_${box}`).check();
}

describe('account journey from a fresh database', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('DEMO0002: login → registration → activation link → profile → password change → logout → recovery → login', async () => {
    const { page, context, errors } = await openPage(browser);
    const start = Date.now();
    await page.goto(server.url('demo', '/login'));
    expect(await page.locator('#login_email').getAttribute('placeholder')).toBe('Codice utente (SAP)');
    await logIn(page, 'DEMO0002', 'Demo!2025x');

    // Inactive: sent to complete the registration.
    await page.getByRole('heading', { name: 'Completa la registrazione', level: 1 }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await fillSignup(page, 'Registra!2025x');
    await page.getByRole('button', { name: 'Salva' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByText("Ti abbiamo mandato un'email, clicca sul link per confermare la registrazione").waitFor();
    await modal.getByRole('button', { name: 'Chiudi' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth/login');
    await page.getByRole('heading', { name: 'Accedi' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The activation link from the outbox.
    await page.goto(server.url('demo', await mailedLink(server, 'activate', start)));
    await page.getByText('Account attivato: ora puoi accedere.').waitFor();
    await page.getByRole('link', { name: 'Vai al login' }).click();
    await logIn(page, 'DEMO0002', 'Registra!2025x');
    await page.waitForURL((url) => url.pathname === '/');

    // The address given at registration is the saved address the checkout offers.
    const prizes = await portalApi<{ data: { id: number }[] }>(page, 'GET', '/catalog/products?onlyAvailable=true&limit=1');
    expect(
      (await portalApi(page, 'POST', '/catalog/products/addtocart', { product_id: prizes.data.data[0]!.id, quantity: 1 })).status,
    ).toBe(200);
    await page.goto(server.url('demo', '/checkout'));
    const registered = page.locator('#checkout_select_address option', { hasText: 'Via Roma 1, Milano' });
    await registered.waitFor({ state: 'attached' });
    await page.selectOption('#checkout_select_address', { label: (await registered.textContent())! });
    await expect.poll(() => page.locator('#checkout_firstname').inputValue()).toBe('Mario');
    expect(await page.locator('#checkout_address').inputValue()).toBe('Via Roma');

    // Profile.
    await page.goto(server.url('demo', '/my-page'));
    const company = page.locator('#profile_company');
    await company.waitFor();
    expect(await company.inputValue()).toBe('Bar Centrale');
    await company.fill('Bar Centrale di Mario');
    await page.getByRole('region', { name: 'Il mio profilo' }).getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Profilo aggiornato').waitFor();

    // Change password.
    await page.locator('#changePassword_old').fill('Registra!2025x');
    await page.locator('#changePassword_new').fill('Cambiata!2025x');
    await page.locator('#changePassword_confirm').fill('Cambiata!2025x');
    await page.getByRole('button', { name: 'Cambia password' }).click();
    await page.getByRole('region', { name: 'Cambia password' }).getByRole('status').waitFor();

    // Logout with confirmation: back at the root, logged out.
    await page.getByRole('button', { name: 'LOGOUT' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'CONFERMA' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('#login_email').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Recovery through the mailed link.
    const beforeRecovery = Date.now();
    await page.goto(server.url('demo', '/recupera-password'));
    await page.locator('#recovery_username').fill('DEMO0002');
    await page.getByRole('button', { name: 'Invia' }).click();
    await page.getByRole('status').waitFor();
    await page.goto(server.url('demo', await mailedLink(server, 'reset-password', beforeRecovery)));
    await page.locator('#resetPassword_password').fill('Finale!2025x');
    await page.locator('#resetPassword_confirm').fill('Finale!2025x');
    await page.getByRole('button', { name: 'Salva password' }).click();
    await page.getByRole('status').waitFor();
    await page.getByRole('link', { name: 'Vai al login' }).click();
    await logIn(page, 'DEMO0002', 'Finale!2025x');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'LOGOUT' }).first().waitFor();
    expect(errors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('access token expiry mid-session', () => {
  // The server's signing secret is the test's too: it signs the page's token again with an
  // expiry in the past, as the server would have an hour earlier. No waiting for a clock.
  const SECRET = 'e2e-signing-secret-of-this-journey-only-0123456789';
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ JWT_SECRET: SECRET });
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Replaces the page's access token with the same customer's token, expired an hour ago. */
  const expire = async (page: Page) => {
    const current = await page.evaluate(() => localStorage.getItem('token'));
    const claims = JSON.parse(Buffer.from(current!.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string; aud: string };
    const expired = await signAccessToken(
      new TextEncoder().encode(SECRET),
      Number(claims.sub),
      claims.aud,
      new Date(Date.now() - 3_600_000),
      60,
    );
    await page.evaluate((token) => localStorage.setItem('token', token), expired);
  };

  it('20 parallel 401s share one refresh and all succeed; a revoked refresh token shows the session-expired modal', async () => {
    const { page, context } = await openPage(browser);
    const seen: string[] = [];
    page.on('request', (req) => seen.push(new URL(req.url()).pathname));
    await page.goto(server.url('demo', '/login'));
    await logIn(page, 'DEMO0001', 'Demo!2025x');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'LOGOUT' }).first().waitFor();
    const firstToken = await page.evaluate(() => localStorage.getItem('token'));

    await expire(page);
    const expiredToken = await page.evaluate(() => localStorage.getItem('token'));
    seen.length = 0;
    const statuses = await page.evaluate(async () => {
      const api = (
        window as unknown as {
          __premiaApi: { get(url: string): Promise<{ status: number }> };
        }
      ).__premiaApi;
      const answers = await Promise.all(Array.from({ length: 20 }, () => api.get('/auth/me')));
      return answers.map((a) => a.status);
    });
    expect(statuses).toEqual(Array(20).fill(200));
    expect(seen.filter((p) => p === '/v1/auth/refresh')).toHaveLength(1);
    // Each call went out twice: with the expired token, then replayed with the new one.
    expect(seen.filter((p) => p === '/v1/auth/me')).toHaveLength(40);
    const renewed = await page.evaluate(() => localStorage.getItem('token'));
    expect(renewed).not.toBe(firstToken);
    expect(renewed).not.toBe(expiredToken);

    // Revoke the session server-side but keep presenting its refresh cookie.
    const cookies = await context.cookies();
    const refresh = cookies.find((c) => c.name === 'premia_refresh');
    expect(refresh).toBeDefined();
    await page.evaluate(() =>
      fetch('/v1/auth/signout', {
        headers: {
          'X-Client-Info': JSON.stringify({
            alias: location.hostname,
            lang: 'it',
            source: 'web',
          }),
        },
      }),
    );
    await context.addCookies([refresh!]);
    await expire(page);
    await page.evaluate(() => {
      const api = (
        window as unknown as {
          __premiaApi: { get(url: string): Promise<unknown> };
        }
      ).__premiaApi;
      return api.get('/auth/me').catch(() => undefined);
    });
    await page.getByRole('dialog', { name: 'Sessione scaduta' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });
});
