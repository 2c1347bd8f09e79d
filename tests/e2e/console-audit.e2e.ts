import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.js';
import { consoleSignIn, seriousAxeViolations } from './support/console.js';
import { startServer, type RunningServer } from './support/server.js';

// Helpers as in console.e2e.ts: the staff console on its own host (console.localhost).
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR ?? 'dist/console-shots';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('staff console: registro attività', () => {
  it("shows the operator's own sign-in in demo's audit log, with no serious accessibility violation", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(server.url('console', '/'));
    await page.getByRole('heading', { level: 1, name: 'Accedi' }).waitFor();
    await consoleSignIn(page, 'operator@premia.example');
    // The link reads the tenant's name; its address carries the alias.
    await page.getByTestId('tenant-list').locator('a[href="/iniziative/demo"]').click();
    await page
      .getByRole('navigation', { name: /^Aree di / })
      .getByRole('link', { name: 'Registro attività' })
      .click();
    await page.getByRole('heading', { level: 2, name: 'Registro attività' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/iniziative/demo/registro');

    // A sign-in is filed under no tenant: the log shows it with the staff member's own actions.
    await page.getByLabel(/Mostra anche le mie azioni/).check();
    await page.getByRole('button', { name: 'Applica filtri' }).click();
    const table = page.getByRole('table', { name: 'Attività registrate, dalla più recente' });
    const signInRow = table.getByRole('row').filter({ hasText: 'Accesso alla console' }).filter({ hasText: 'operator@premia.example' });
    await signInRow.first().waitFor();
    expect(new URL(page.url()).searchParams.get('personali')).toBe('1');

    expect(await seriousAxeViolations(page)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/console-audit-1280.png`, fullPage: true });
    expect(errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });
});
