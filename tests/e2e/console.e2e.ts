import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.js';
import { consoleSignIn, seriousAxeViolations } from './support/console.js';
import { startServer, type RunningServer } from './support/server.js';

// The staff console on its own host (CONSOLE_HOSTS default console.localhost), beside the portal.
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR;

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const tenantNames = (page: Page) => page.getByTestId('tenant-list').getByRole('link').allTextContents();

describe('staff console', () => {
  it('signs the operator in, lists demo and aurora, opens a tenant and signs out', async () => {
    const { page, context, errors } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(server.url('console', '/'));
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
    // No session: sign-in first.
    await page.getByRole('heading', { level: 1, name: 'Accedi' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/accedi');
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/console-sign-in-1280.png`, fullPage: true });

    await page.getByLabel('Email').fill('operator@premia.example');
    await page.getByLabel('Password').fill('sbagliata');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByRole('alert').waitFor();
    // Nothing typed is lost on a refused sign-in.
    expect(await page.getByLabel('Email').inputValue()).toBe('operator@premia.example');

    await consoleSignIn(page, 'operator@premia.example');
    await page.getByRole('heading', { level: 1, name: 'Iniziative' }).waitFor();
    await page.getByTestId('tenant-list').waitFor();
    expect((await tenantNames(page)).length).toBe(2);
    expect(await page.getByTestId('tenant-list').textContent()).toMatch(/demo[\s\S]*aurora|aurora[\s\S]*demo/);
    await expect.poll(() => page.getByText('operator@premia.example').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/console-tenants-1280.png`, fullPage: true });

    await page.getByTestId('tenant-list').getByRole('link').first().click();
    await page
      .getByRole('navigation', { name: /^Aree di / })
      .getByRole('link', { name: 'Panoramica' })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: 'Panoramica' }).waitFor();

    // Every script came from the console's own build.
    expect(scripts.every((p) => p.startsWith('/assets/console-'))).toBe(true);

    await page.getByRole('button', { name: 'Esci' }).click();
    await page.getByRole('heading', { level: 1, name: 'Accedi' }).waitFor();
    expect(errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('shows support only demo, and keeps the way back through sign-in', async () => {
    const { page, context } = await openPage(browser, { width: 768, height: 1024 });
    await page.goto(server.url('console', '/iniziative/demo'));
    await page.getByRole('heading', { level: 1, name: 'Accedi' }).waitFor();
    expect(new URL(page.url()).searchParams.get('ritorno')).toBe('/iniziative/demo');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/console-sign-in-768.png`, fullPage: true });
    await consoleSignIn(page, 'support@premia.example');
    await page.getByRole('heading', { level: 2, name: 'Panoramica' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/iniziative/demo');
    await page.getByRole('link', { name: 'Iniziative' }).click();
    await page.getByTestId('tenant-list').waitFor();
    expect(await tenantNames(page)).toHaveLength(1);
    expect(await page.getByTestId('tenant-list').textContent()).toContain('demo');
    expect(await page.getByTestId('tenant-list').textContent()).not.toContain('aurora');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/console-tenants-768.png`, fullPage: true });
    // Aurora is not this account's: the layout says so instead of opening it.
    await page.goto(server.url('console', '/iniziative/aurora'));
    await page.getByRole('heading', { level: 1, name: 'Iniziativa non disponibile' }).waitFor();
    await context.close();
  });

  it("leaves customer pages as they were: the portal loads, and none of the console's files", async () => {
    const { page, context } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(server.url('demo', '/login'));
    await page.locator('#login_email').waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((p) => p.includes('console'))).toEqual([]);
    await context.close();
  });
});
