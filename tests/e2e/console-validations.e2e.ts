import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyJpeg, tinyPdf } from '../../src/server/modules/content/test-fixtures.js';
import { launchBrowser, openPage } from './support/browser.js';
import { consoleSignIn, DEMO_PASSWORD, seriousAxeViolations } from './support/console.js';
import { startServer, type RunningServer } from './support/server.js';

// Convalide: DEMO0001 sends a receipt from the 'Hai un premio da convalidare' modal; support
// rejects it with a reason (the modal comes back, the notification says why), the customer sends
// another, support approves it, and on the next page load the modal is gone for good.
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR ?? 'dist/console-shots';
const MODAL = 'Hai un premio da convalidare';
const REASON = 'Lo scontrino non riporta il punto vendita';

let browser: Browser;
let server: RunningServer;
let fixtures: string;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  fixtures = await mkdtemp(path.join(os.tmpdir(), 'premia-validations-'));
  await writeFile(path.join(fixtures, 'scontrino.jpg'), tinyJpeg());
  await writeFile(path.join(fixtures, 'fattura.pdf'), tinyPdf());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (fixtures) await rm(fixtures, { recursive: true, force: true });
});

/** From the modal to /form-win, the receipt sent. */
async function sendReceipt(page: Page, file: string, amount: string): Promise<void> {
  await page.getByRole('dialog', { name: MODAL }).getByRole('button', { name: 'Convalida' }).click();
  await page.waitForURL((url) => url.pathname === '/form-win');
  await page.getByPlaceholder('Seleziona una data').fill('20/01/2026');
  await page.getByLabel(/Ora dello scontrino/).fill('18:45');
  await page.getByPlaceholder('0,00 €').fill(amount);
  await page.locator('input[type="file"]').setInputFiles(path.join(fixtures, file));
  await page.getByRole('button', { name: 'Rimuovi file' }).waitFor();
  await page.getByRole('button', { name: 'Convalida' }).click();
  await page.getByTestId('form-win-sent').getByRole('heading', { name: 'Scontrino inviato' }).waitFor();
}

/** The customer's notifications page after a full load: the layout (and its modal) has the user record by then. */
async function openNotification(page: Page, title: string): Promise<void> {
  await page.goto(server.url('demo', '/notifications'));
  await page.getByText(title).first().waitFor();
}

/** The console's Convalide queue → the receipt of DEMO0001 sent for `amount`. */
async function openReceipt(page: Page, amount: string): Promise<void> {
  await page.goto(server.url('console', '/iniziative/demo/convalide'));
  const queue = page.getByRole('table', { name: 'Convalide: da verificare' });
  await queue.waitFor();
  await queue
    .getByRole('row')
    .filter({ hasText: amount })
    .getByRole('link', { name: /DEMO0001/ })
    .click();
  await page.getByRole('heading', { level: 2, name: /^Convalida n\. \d+$/ }).waitFor();
}

describe('console: Convalide', () => {
  it('a receipt rejected with a reason brings the modal back; the next one approved clears it', async () => {
    const customer = await openPage(browser);
    const portal = customer.page;
    await portal.goto(server.url('demo', '/login'));
    await portal.locator('#login_email').fill('DEMO0001');
    await portal.locator('#login_password').fill(DEMO_PASSWORD);
    await portal.getByRole('button', { name: 'Accedi' }).click();
    await portal.getByRole('dialog', { name: MODAL }).waitFor();
    await sendReceipt(portal, 'scontrino.jpg', '12,50');

    const staff = await openPage(browser);
    const console_ = staff.page;
    await console_.goto(server.url('console', '/'));
    await consoleSignIn(console_, 'support@premia.example');
    await console_.getByTestId('tenant-list').waitFor();
    await console_.goto(server.url('console', '/iniziative/demo'));
    await console_
      .getByRole('navigation', { name: /^Aree di / })
      .getByRole('link', { name: 'Convalide' })
      .click();
    await console_.getByRole('table', { name: 'Convalide: da verificare' }).waitFor();
    expect(await seriousAxeViolations(console_)).toEqual([]);
    await console_.screenshot({ path: `${SHOTS}/validations-queue-1280.png`, fullPage: true });

    // The photo, inline: decoded by the browser, so the staff member really sees it.
    await openReceipt(console_, '12,50');
    const photo = console_.getByRole('img', { name: /^Scontrino di Marco Bianchi \(DEMO0001\) del 20\/01\/2026 alle 18:45$/ });
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await seriousAxeViolations(console_)).toEqual([]);
    await console_.screenshot({ path: `${SHOTS}/validation-photo-1280.png`, fullPage: true });

    // Rejected, with the reason typed from the keyboard.
    await console_.getByRole('button', { name: 'Rifiuta' }).click();
    await console_.getByRole('button', { name: 'Conferma il rifiuto' }).click();
    const reason = console_.getByRole('textbox', { name: 'Motivo del rifiuto' });
    await console_.getByText('Scrivi il motivo del rifiuto: il cliente lo leggerà nella notifica').waitFor();
    await reason.pressSequentially(REASON);
    await console_.keyboard.press('Tab');
    await console_.keyboard.press('Enter');
    await console_.getByText('Rifiutata', { exact: true }).waitFor();
    await console_.getByText(REASON).waitFor();

    // The customer: told why, and the modal is back to send another receipt.
    await openNotification(portal, 'Convalida del premio non riuscita');
    await portal.getByRole('dialog', { name: MODAL }).waitFor();
    await sendReceipt(portal, 'fattura.pdf', '7,90');

    // The PDF in the console's frame, then approved.
    await openReceipt(console_, '7,90');
    await console_.getByTitle(/^Scontrino di Marco Bianchi/).waitFor();
    expect(await console_.getByRole('link', { name: 'Apri lo scontrino in una nuova scheda' }).getAttribute('href')).toMatch(/^blob:/);
    await console_.screenshot({ path: `${SHOTS}/validation-pdf-1280.png`, fullPage: true });
    await console_.getByRole('button', { name: 'Approva' }).click();
    await console_.getByText('Approvata', { exact: true }).waitFor();
    await console_.getByRole('link', { name: /Torna alle convalide/ }).click();
    await console_.getByRole('heading', { name: 'Nessuno scontrino da verificare' }).waitFor();
    await console_.screenshot({ path: `${SHOTS}/validations-empty-1280.png`, fullPage: true });

    // On the next page load the modal stays away; the customer reads the approval.
    await openNotification(portal, 'Premio convalidato');
    expect(await portal.getByRole('dialog', { name: MODAL }).count()).toBe(0);
    await portal.goto(server.url('demo', '/form-win'));
    await portal.getByRole('region', { name: 'Scontrini inviati' }).getByText('Convalidato').waitFor();
    await portal.goto(server.url('demo', '/'));
    await portal.getByRole('button', { name: 'LOGOUT' }).first().waitFor();
    expect(await portal.getByRole('dialog', { name: MODAL }).count()).toBe(0);

    expect(staff.errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    await staff.context.close();
    await customer.context.close();
  });
});
