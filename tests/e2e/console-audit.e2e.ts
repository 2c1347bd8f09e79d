import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.js';
import { formatPoints } from '../../src/shared/format.js';
import { consoleSignIn, openArea, seriousAxeViolations } from './support/console.js';
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

  it('reads a points adjustment and a feature switched off as Italian sentences, both sides in words', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(server.url('console', '/'));
    await consoleSignIn(page, 'operator@premia.example');
    await page.getByTestId('tenant-list').locator('a[href="/iniziative/demo"]').click();

    // 1.500 points to DEMO0001, from the customer's page.
    await openArea(page, 'Clienti');
    await page.getByRole('searchbox', { name: 'Cerca un cliente' }).fill('DEMO0001');
    await page.keyboard.press('Enter');
    await page.getByRole('table', { name: 'Clienti trovati per «DEMO0001»' }).getByRole('link', { name: 'DEMO0001' }).click();
    const balance = page.getByTestId('customer-balance');
    await balance.waitFor();
    const before = Number(((await balance.textContent()) ?? '').replace(/\D/g, ''));
    const form = page.getByRole('form', { name: 'Rettifica punti' });
    await form.getByRole('radio', { name: 'Accredito' }).check();
    await form.getByRole('textbox', { name: 'Punti' }).fill('1500');
    await form.getByRole('textbox', { name: 'Motivo' }).fill('Premio fedeltà di novembre');
    await form.getByRole('button', { name: 'Accredita punti' }).click();
    await balance.getByText(`${formatPoints(before + 1500)} punti`, { exact: true }).waitFor();

    // The wishlist off, from the settings (the tenant file has it on, and no override yet).
    await openArea(page, 'Impostazioni');
    await page.getByRole('switch', { name: 'Lista dei desideri' }).uncheck();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page
      .getByRole('status')
      .getByText(/^Salvato: 1 impostazione/)
      .waitFor();

    await openArea(page, 'Registro attività');
    const table = page.getByRole('table', { name: 'Attività registrate, dalla più recente' });
    const sentence = (text: string) => table.getByRole('row').filter({ hasText: text });
    await sentence('Impostazione «Lista dei desideri» cambiata da Attivo a Disattivato').waitFor();
    const points = sentence(
      `Punti del cliente DEMO0001 rettificati di +1.500: saldo da ${formatPoints(before)} a ${formatPoints(before + 1500)} punti; motivo «Premio fedeltà di novembre»`,
    );
    await points.waitFor();
    expect(await points.textContent()).toContain('Punti rettificati');
    // No raw record anywhere: no JSON key, no brace, no dotted settings path.
    expect(await table.textContent()).not.toMatch(/balance|features\.wishlist|[{}]/);

    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'console-audit-sentences-1280.png');
    await page.setViewportSize({ width: 768, height: 1024 });
    await shoot(page, 'console-audit-sentences-768.png');
    expect(errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });
});

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}`, fullPage: true });
}
