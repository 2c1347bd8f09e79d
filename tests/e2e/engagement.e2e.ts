import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { fakeExe, tinyJpeg, tinyPdf } from '../../src/server/modules/content/test-fixtures.js';
import { launchBrowser, openPage } from './support/browser.js';
import { placeOrder, portalApi } from './support/portal-api.js';
import { startServer, type RunningServer } from './support/server.js';
import { closePrizeModal } from './support/prize-modal.js';
import { mailsOnceDelivered, outboxMails } from './support/outbox.js';

// Engagement screens against the real server and database: the contact form with one of the
// customer's orders (both mails in the outbox), the prize validation from the modal with real
// files, and the public advantage detail.
let browser: Browser;
let server: RunningServer;
let fixtures: string;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  fixtures = await mkdtemp(path.join(os.tmpdir(), 'premia-engagement-'));
  await writeFile(path.join(fixtures, 'scontrino.jpg'), tinyJpeg());
  await writeFile(path.join(fixtures, 'fattura.pdf'), tinyPdf());
  // A Windows program with a PDF's name: only its content gives it away.
  await writeFile(path.join(fixtures, 'scontrino.pdf'), fakeExe());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (fixtures) await rm(fixtures, { recursive: true, force: true });
});

async function logIn(page: Page, alias: string): Promise<void> {
  await page.goto(server.url(alias, '/login'));
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await page.locator('#login_email').fill('DEMO0001');
  await page.locator('#login_password').fill('Demo!2025x');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.getByRole('button', { name: 'LOGOUT' }).first().waitFor();
}

async function mails(kind: string): Promise<string[]> {
  return (await outboxMails(server.dataDir, kind)).map((m) => m.text);
}

/** Console errors other than the browser's own line for an expected HTTP refusal. */
const unexpected = (errors: string[], allowed: RegExp | null = null) => errors.filter((e) => !(allowed && allowed.test(e)));

describe.each(['demo', 'aurora'])('contact form with an order (%s)', (alias) => {
  it('DEMO0001 picks one of its orders on /contatti; the operator and the customer both get a mail naming it', async () => {
    const { page, context, errors } = await openPage(browser);
    await logIn(page, alias);
    const orderNumber = await placeOrder(page);
    const before = { operator: (await mails('contactOperator')).length, copy: (await mails('contactCopy')).length };

    await page.goto(server.url(alias, '/contatti'));
    // The 'Hai un premio da convalidare' modal (demo) is not what this journey is about.
    if (alias === 'demo') await closePrizeModal(page);
    await page.getByRole('heading', { level: 1, name: 'Contatti' }).waitFor();
    const order = page.getByLabel('Ordine (facoltativo)');
    await order.locator('option', { hasText: orderNumber }).waitFor({ state: 'attached' });
    await page.getByLabel(/Argomento/).selectOption({ label: 'Ordini e spedizioni' });
    await page.getByLabel(/Messaggio/).fill('Buongiorno, vorrei sapere quando arriva il premio ordinato.');
    const label = (await order.locator('option', { hasText: orderNumber }).textContent())!;
    await order.selectOption({ label });
    await page.getByRole('button', { name: 'Invia' }).click();

    const sent = page.getByTestId('contact-sent');
    await sent.getByRole('heading', { name: 'Messaggio inviato' }).waitFor();
    expect(await sent.textContent()).toContain(`Ordine collegato: ${orderNumber}`);
    // The form is empty again.
    await expect.poll(() => page.getByLabel(/Messaggio/).inputValue()).toBe('');

    const operator = (await mailsOnceDelivered(() => mails('contactOperator'), before.operator + 1)).slice(before.operator);
    const copy = (await mailsOnceDelivered(() => mails('contactCopy'), before.copy + 1)).slice(before.copy);
    expect(operator.filter((m) => m.includes(`Ordine: ${orderNumber}`))).toHaveLength(1);
    expect(copy.filter((m) => m.includes(`Ordine: ${orderNumber}`))).toHaveLength(1);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('prize validation from the modal (demo)', () => {
  /** The seed gives DEMO0001 one prize to validate; a second one is granted here, in the database. */
  function grantPrize(): void {
    const db = new Database(path.join(server.dataDir, 'portal.db'));
    try {
      db.prepare("UPDATE users SET prize_to_validate = 1 WHERE tenant_alias = 'demo' AND username = 'DEMO0001'").run();
    } finally {
      db.close();
    }
  }

  async function validations(page: Page) {
    return (
      await portalApi<{ prize_to_validate: boolean; validations: { mime: string; original_name: string }[] }>(page, 'GET', '/form-win')
    ).data;
  }

  async function openFromModal(page: Page): Promise<void> {
    const modal = page.getByRole('dialog', { name: 'Hai un premio da convalidare' });
    await modal.getByRole('button', { name: 'Convalida' }).click();
    await page.waitForURL((url) => url.pathname === '/form-win');
    await page.getByRole('heading', { level: 1, name: 'Convalida premio' }).waitFor();
  }

  async function fill(page: Page, file: string): Promise<void> {
    await page.getByPlaceholder('Seleziona una data').fill('20/01/2026');
    await page.getByLabel(/Ora dello scontrino/).fill('18:45');
    await page.getByPlaceholder('0,00 €').fill('12,50');
    await page.locator('input[type="file"]').setInputFiles(path.join(fixtures, file));
    await page.getByRole('button', { name: 'Rimuovi file' }).waitFor();
  }

  it('refuses an .exe renamed .pdf under the file field, accepts a real JPG, then (second prize) a real PDF', async () => {
    const { page, context, errors } = await openPage(browser);
    await logIn(page, 'demo');
    expect((await validations(page)).prize_to_validate).toBe(true);
    await openFromModal(page);

    // The renamed program passes the browser's check by extension; the server reads its bytes.
    await fill(page, 'scontrino.pdf');
    await page.getByRole('button', { name: 'Convalida' }).click();
    const fileError = page.locator('#formWin_receipt__error');
    await fileError.getByText('Formato file non valido: sono ammessi PDF, JPG e PNG').waitFor();
    await page.getByText('Invio non riuscito: controlla i campi evidenziati.').waitFor();
    expect(await page.getByPlaceholder('Seleziona una data').inputValue()).toBe('20/01/2026');
    expect((await validations(page)).validations).toEqual([]);

    // The real photo of the receipt, in place of the refused file.
    await page.locator('input[type="file"]').setInputFiles(path.join(fixtures, 'scontrino.jpg'));
    await page.getByRole('img', { name: 'Anteprima di scontrino.jpg' }).waitFor();
    await page.getByRole('button', { name: 'Convalida' }).click();
    await page.getByTestId('form-win-sent').getByRole('heading', { name: 'Scontrino inviato' }).waitFor();
    await page.getByRole('region', { name: 'Scontrini inviati' }).getByText('Scontrino del 20/01/2026 alle 18:45').waitFor();
    let state = await validations(page);
    expect(state.prize_to_validate).toBe(false);
    expect(state.validations.map((v) => [v.mime, v.original_name])).toEqual([['image/jpeg', 'scontrino.jpg']]);

    // Elsewhere the modal stays away now: the user record was read again.
    await page.getByRole('link', { name: /vai alla home/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A second prize: the modal is back on the next page load, and a PDF receipt is accepted.
    grantPrize();
    await page.reload();
    await openFromModal(page);
    await fill(page, 'fattura.pdf');
    await page.getByTestId('formWin_receipt-preview').getByText('fattura.pdf').waitFor();
    await page.getByRole('button', { name: 'Convalida' }).click();
    await page.getByTestId('form-win-sent').waitFor();
    state = await validations(page);
    expect(state.validations.map((v) => [v.mime, v.original_name])).toEqual([
      ['application/pdf', 'fattura.pdf'],
      ['image/jpeg', 'scontrino.jpg'],
    ]);
    // Kept in the database for staff only (files, access 'staff'), nothing on the server's disk.
    const db = new Database(path.join(server.dataDir, 'portal.db'), { readonly: true });
    try {
      const stored = db
        .prepare(
          "SELECT f.content_type, f.access FROM prize_validations v JOIN files f ON f.hash = v.file_hash WHERE v.tenant_alias = 'demo' ORDER BY f.content_type",
        )
        .all();
      expect(stored).toEqual([
        { content_type: 'application/pdf', access: 'staff' },
        { content_type: 'image/jpeg', access: 'staff' },
      ]);
    } finally {
      db.close();
    }
    expect(await readdir(path.join(server.dataDir, 'uploads')).catch(() => [])).toEqual([]);
    // The refused upload answered 400: the browser logs that line itself, nothing else may appear.
    expect(unexpected(errors, /status of 400/)).toEqual([]);
    await context.close();
  });
});

describe.each(['demo', 'aurora'])('public advantage detail (%s)', (alias) => {
  it('shows a public advantage to a visitor who is not logged in', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(server.url(alias, '/login'));
    const list = await portalApi<{ id: number; title: string; summary: string; public: boolean }[]>(page, 'GET', '/advantages');
    expect(list.status).toBe(200);
    const open = list.data.find((a) => a.public)!;
    expect(open).toBeDefined();

    await page.goto(server.url(alias, `/advantage/${open.id}`));
    await page.getByRole('heading', { level: 1, name: open.title }).waitFor();
    await page.getByText(open.summary).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The picture's box is reserved before the image arrives: 16:9 of the column's width.
    const box = await page.locator('[data-image-box]').first().boundingBox();
    expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    expect(await page.getByRole('link', { name: /Tutti i vantaggi/ }).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
