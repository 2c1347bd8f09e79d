import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPoints } from '../../src/shared/format.js';
import { launchBrowser, openPage } from './support/browser.js';
import { closePrizeModal } from './support/prize-modal.js';
import { consoleSignIn, DEMO_PASSWORD, seriousAxeViolations } from './support/console.js';
import { startServer, type RunningServer } from './support/server.js';

// The console's Clienti area, and what the customer then sees of the change on the portal.
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR ?? 'dist/console-shots';
const REASON = 'Bonus fiera 2026';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const balanceOf = async (page: Page) => Number(((await page.getByTestId('customer-balance').textContent()) ?? '').replace(/\D/g, ''));

describe('console: Clienti', () => {
  it('support credits DEMO0001 with a reason, and the customer sees the balance and the movement', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(server.url('console', '/'));
    await page.getByRole('heading', { level: 1, name: 'Accedi' }).waitFor();
    await consoleSignIn(page, 'support@premia.example');
    await page.getByTestId('tenant-list').getByRole('link').first().click();
    await page
      .getByRole('navigation', { name: /^Aree di / })
      .getByRole('link', { name: 'Clienti' })
      .click();
    await page.getByRole('heading', { level: 2, name: 'Clienti' }).waitFor();

    await page.getByRole('searchbox', { name: 'Cerca un cliente' }).fill('DEMO0001');
    await page.keyboard.press('Enter');
    const results = page.getByRole('table', { name: 'Clienti trovati per «DEMO0001»' });
    await results.waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('DEMO0001');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/customers-list-1280.png`, fullPage: true });

    await results.getByRole('link', { name: 'DEMO0001' }).click();
    await page.getByRole('heading', { level: 2, name: /^DEMO0001/ }).waitFor();
    await page.getByTestId('customer-balance').waitFor();
    const before = await balanceOf(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/customer-page-1280.png`, fullPage: true });

    const form = page.getByRole('form', { name: 'Rettifica punti' });
    await form.getByRole('radio', { name: 'Accredito' }).check();
    await form.getByRole('textbox', { name: 'Punti' }).fill('500');
    await form.getByRole('textbox', { name: 'Motivo' }).fill(REASON);
    await form.getByRole('button', { name: 'Accredita punti' }).click();
    const after = formatPoints(before + 500);
    await form.getByText(`Accreditati 500 punti. Nuovo saldo: ${after} punti.`).waitFor();
    await page.getByTestId('customer-balance').getByText(`${after} punti`, { exact: true }).waitFor();
    const movement = page.getByRole('table', { name: 'Movimenti punti, dal più recente' }).getByRole('row').nth(1);
    await movement.filter({ hasText: REASON }).waitFor();
    expect(await movement.textContent()).toContain('+500');

    // The same pages at tablet width.
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.screenshot({ path: `${SHOTS}/customer-page-768.png`, fullPage: true });
    await page.getByRole('link', { name: /Torna ai clienti/ }).click();
    await results.waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('DEMO0001');
    await page.screenshot({ path: `${SHOTS}/customers-list-768.png`, fullPage: true });
    expect(errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    await context.close();

    // The customer, in a browser of their own.
    const customer = await openPage(browser);
    const origin = server.url('demo', '');
    await customer.page.goto(`${origin}/login`);
    await customer.page.locator('#login_email').fill('DEMO0001');
    await customer.page.locator('#login_password').fill(DEMO_PASSWORD);
    await customer.page.getByRole('button', { name: 'Accedi' }).click();
    await customer.page.waitForURL((url) => url.pathname === '/');
    await closePrizeModal(customer.page);
    await customer.page.goto(`${origin}/dettaglio-punti`);
    await closePrizeModal(customer.page);
    await customer.page.getByRole('region', { name: 'Saldo attuale' }).getByText(`${after} punti`, { exact: true }).waitFor();
    const row = customer.page.getByRole('row').filter({ hasText: REASON });
    await row.waitFor();
    expect(await row.textContent()).toContain('+500');
    await customer.context.close();
  });
});
