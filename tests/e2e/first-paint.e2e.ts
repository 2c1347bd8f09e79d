import type { Browser, Route } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.js';
import { DEMO_PASSWORD } from './support/console.js';
import { startServer, type RunningServer } from './support/server.js';

// Issue 16: the server paints the first screen, so a page shows before (and without) any script,
// and the browser then hydrates what it painted under the same strict CSP.
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const primaryOf = { demo: 'rgb(29, 78, 216)', aurora: 'rgb(15, 118, 110)' } as const;

describe('first paint without JavaScript', () => {
  it.each(['demo', 'aurora'] as const)(
    'paints the %s sign-in form in the tenant colours with scripts off, under the strict CSP',
    async (alias) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const response = await page.goto(server.url(alias, '/login'));
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      await expect(page.getByRole('heading', { name: 'Accedi' }).isVisible()).resolves.toBe(true);
      await expect(page.getByLabel('Password', { exact: false }).first().isVisible()).resolves.toBe(true);
      const submit = page.getByRole('button', { name: 'Accedi' });
      expect(await submit.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(primaryOf[alias]);
      expect(await page.title()).toMatch(/^Accedi \| /);
      await context.close();
    },
  );

  it('paints the signed-in layout with the screen loading for a visitor whose browser holds a session', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'premia_session', value: '1', url: server.url('demo') }]);
    const page = await context.newPage();
    await page.goto(server.url('demo', '/catalogo'));
    await expect(page.getByRole('link', { name: /vai alla home/ }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('status').isVisible()).resolves.toBe(true);
    // Not the sign-in form: the browser would only replace it with the catalogue.
    expect(await page.getByRole('heading', { name: 'Accedi' }).count()).toBe(0);
    await context.close();
  });
});

describe('hydration', () => {
  it('shows the painted form at once, disabled until its scripts run, then the same form signs in', async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, height: 844 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const transportLoads = () => requested.filter((path) => /\/assets\/transport-[^/]+\.js$/.test(path)).length;
    // The entry script is held back until the painted page has been looked at.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route: Route) => {
      await released;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back: the page is read as soon as it has arrived.
    await page.goto(server.url('demo', '/login'), { waitUntil: 'commit' });
    const code = page.locator('#login_email');
    await code.waitFor();
    await expect(page.getByRole('heading', { name: 'Accedi' }).isVisible()).resolves.toBe(true);
    // Before the scripts run nothing can be typed or sent (the browser would send the form itself).
    expect(await code.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Accedi' }).isDisabled()).toBe(true);
    await code.evaluate((input) => input.setAttribute('data-painted', 'yes'));
    release();
    // Hydrated: the same element, now enabled; the show-password button is React's.
    await code.fill('DEMO0001');
    expect(await code.getAttribute('data-painted')).toBe('yes');
    await page.locator('#login_password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Mostra password' }).click();
    await page.getByRole('button', { name: 'Nascondi password' }).waitFor();
    // No API call before the sign-in, so the HTTP transport (axios, a lazy chunk) is not loaded yet.
    expect(transportLoads()).toBe(0);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Ciao Marco' }).waitFor();
    expect(transportLoads()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
