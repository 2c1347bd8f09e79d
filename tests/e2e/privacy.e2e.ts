import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/database.js';
import { importPoints, importUsers, parseCsv, POINTS_COLUMNS, USER_COLUMNS } from '../../src/server/modules/imports/service.js';
import { tenantTotals, tracesOf } from '../../src/server/test/personal-traces.js';
import { launchBrowser, openPage } from './support/browser.js';
import { CHECKOUT_BODY } from './support/checkout-body.js';
import { consoleSignIn, seriousAxeViolations } from './support/console.js';
import { mailsOnceDelivered, outboxMails } from './support/outbox.js';
import { pageOverflow } from './support/overflow.js';
import { portalApi, portalSignIn } from './support/portal-api.js';
import { closePrizeModal } from './support/prize-modal.js';
import { startServer, type RunningServer } from './support/server.js';

// "I tuoi dati" on /my-page (desktop and 390 px), the console's personal data panel, and the
// customer's whole journey: consents, the export read back, erasure, and nothing left of them.
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR ?? 'dist/console-shots';

let browser: Browser;
let server: RunningServer;
/** The running server's own database (the file in its DATA_DIR, or DATABASE_URL), read as an auditor would. */
let database: DatabaseHandle;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  database = createDatabase({ dataDir: server.dataDir, databaseUrl: process.env.DATABASE_URL });
});

afterAll(async () => {
  await database?.destroy();
  await browser?.close();
  await server?.stop();
});

describe('privacy', () => {
  for (const width of [1280, 390]) {
    it(`the customer prepares their data and sees the deletion step at ${width} px`, async () => {
      const { page, context, errors } = await openPage(browser, { width, height: 900 });
      await portalSignIn(page, server.url('demo', '/login'));
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(server.url('demo', '/my-page'));
      // DEMO0001 has a prize to validate: its modal opens on every page load.
      await closePrizeModal(page);
      const region = page.getByRole('region', { name: 'I tuoi dati' });
      await region
        .getByRole('button', { name: /Revoca il consenso: Comunicazioni commerciali|Acconsento: Comunicazioni commerciali/ })
        .waitFor();
      await region
        .getByRole('button', { name: /Prepara i miei dati|Scarica i miei dati/ })
        .first()
        .click();
      // The server's worker prepares it: the page polls until the download is offered.
      await region.getByRole('button', { name: 'Scarica i miei dati' }).waitFor({ timeout: 20_000 });
      await region.getByRole('button', { name: 'Cancella il mio account' }).click();
      await page.getByRole('dialog', { name: 'Vuoi davvero cancellare il tuo account?' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/my-page-privacy-dialog-${width}.png` });
      await page.getByRole('dialog').getByRole('button', { name: 'Annulla' }).click();
      await region.scrollIntoViewIfNeeded();
      expect(await seriousAxeViolations(page)).toEqual([]);
      const overflow = await pageOverflow(page);
      expect(overflow.scrollWidth, overflow.widest.join(', ')).toBeLessThanOrEqual(overflow.innerWidth);
      await region.screenshot({ path: `${SHOTS}/my-page-privacy-${width}.png` });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('support sees the consent history and the export in the customer page', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(server.url('console', '/'));
    await consoleSignIn(page, 'support@premia.example');
    await page.getByTestId('tenant-list').getByRole('link').first().click();
    await page
      .getByRole('navigation', { name: /^Aree di / })
      .getByRole('link', { name: 'Clienti' })
      .click();
    await page.getByRole('searchbox', { name: 'Cerca un cliente' }).fill('DEMO0001');
    await page.keyboard.press('Enter');
    await page.getByRole('table', { name: 'Clienti trovati per «DEMO0001»' }).getByRole('link', { name: 'DEMO0001' }).click();
    const panel = page.getByRole('region', { name: 'Dati personali' });
    await panel.getByRole('table').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await panel.screenshot({ path: `${SHOTS}/customer-privacy-1280.png` });
    await context.close();
  });
});
/** A person found nowhere else in the demo data, so any trace of them after the erasure is theirs. */
const PERSON = {
  code: 'PRIV5521',
  password: 'Riservata!2026x',
  firstname: 'Ermenegilda',
  lastname: 'Scarpettoni',
  email: 'ermenegilda.scarpettoni@posta-riservata.example',
  street: 'Vicolo delle Nove Querce',
  city: 'Roccasparvera',
};
const TRACES = [PERSON.code, PERSON.firstname, PERSON.lastname, PERSON.email, PERSON.street, PERSON.city];

/** Mails to the person in the file outbox, oldest first. */
async function mailsTo(email: string): Promise<string[]> {
  return (await outboxMails(server.dataDir)).map((m) => m.text).filter((t) => new RegExp(`^To: .*${email}`, 'm').test(t));
}

/** The receipt of a prize validation, sent as the modal's form sends it. */
async function sendReceipt(page: Page): Promise<number> {
  return page.evaluate(async (lastname) => {
    const form = new FormData();
    form.set('receipt_date', '2026-05-30');
    form.set('receipt_time', '18:20');
    form.set('amount', '12,50');
    form.set('receipt_name', `scontrino-${lastname}.pdf`);
    form.set('receipt', new Blob([`%PDF-1.4 scontrino di ${lastname}\n`], { type: 'application/pdf' }), `scontrino-${lastname}.pdf`);
    const res = await fetch('/v1/form-win', {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
      body: form,
    });
    return res.status;
  }, PERSON.lastname);
}

describe('a customer exports their data and erases their account', () => {
  it('the zip holds every kind of data; afterwards no trace of the person is left and the totals stand', { timeout: 180_000 }, async () => {
    // The operator's customers file and a points file, as `npm run users:import` / `points:import` load them.
    const handle = { db: database.db, dialect: database.dialect };
    const users = await parseCsv(
      Buffer.from(
        'user_code;password;firstname;lastname;email;address1;zipcode;city;points_enabled;active\r\n' +
          `${PERSON.code};${PERSON.password};${PERSON.firstname};${PERSON.lastname};${PERSON.email};${PERSON.street} 9;12010;${PERSON.city};1;1\r\n`,
      ),
      USER_COLUMNS,
    );
    expect(await importUsers(handle, users, { alias: 'demo', file: 'clienti.csv' })).toMatchObject({ accepted: 1 });
    const points = await parseCsv(
      Buffer.from(`user_code;points;reason;external_ref\r\n${PERSON.code};6000;Fiera di primavera;fiera-${PERSON.code}\r\n`),
      POINTS_COLUMNS,
    );
    expect(await importPoints(handle, points, { alias: 'demo', file: 'punti.csv' })).toMatchObject({ accepted: 1 });

    const { page, context, errors } = await openPage(browser, { width: 1280, height: 900 });
    await portalSignIn(page, server.url('demo', '/login'), PERSON.code, PERSON.password);
    // Made active by the operator's file, the person has accepted no regolamento yet: the portal
    // shows only its page until they do.
    await page.waitForURL((url) => url.pathname === '/accetta-regolamento');
    await page.getByRole('button', { name: 'Ho letto e accetto il regolamento' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // Every other kind of data, made as the portal's screens make it.
    const prizes = await portalApi<{ data: { id: number }[] }>(page, 'GET', '/catalog/products?pointsTo=3000&onlyAvailable=true&limit=5');
    const prize = prizes.data.data[0]!.id;
    expect((await portalApi(page, 'POST', '/catalog/products/addtowishlist', { product_id: prize })).status).toBe(200);
    expect((await portalApi(page, 'POST', '/catalog/products/addtocart', { product_id: prize, quantity: 1 })).status).toBe(200);
    const shipping = {
      ...CHECKOUT_BODY,
      firstname: PERSON.firstname,
      lastname: PERSON.lastname,
      address: PERSON.street,
      city: PERSON.city,
    };
    const order = await portalApi<{ order_number: string }>(page, 'POST', '/catalog/checkout', shipping);
    expect(order.status).toBe(200);
    const orderNumber = order.data.order_number;
    const message = `Buongiorno, sono ${PERSON.firstname} ${PERSON.lastname}: quando arriva il premio?`;
    expect((await portalApi(page, 'POST', '/contact', { topic: 'ordini', message })).status).toBe(201);
    await database.db.updateTable('users').set({ prize_to_validate: 1 }).where('username', '=', PERSON.code).execute();
    expect(await sendReceipt(page)).toBeLessThan(300);

    await page.goto(server.url('demo', '/my-page'));
    const region = page.getByRole('region', { name: 'I tuoi dati' });
    // Consents: given, then withdrawn; both answers are on record.
    await region.getByRole('button', { name: 'Acconsento: Comunicazioni commerciali' }).click();
    await region.getByRole('button', { name: 'Revoca il consenso: Comunicazioni commerciali' }).click();
    await region.getByRole('button', { name: 'Acconsento: Comunicazioni commerciali' }).waitFor();

    await region.getByRole('button', { name: 'Prepara i miei dati' }).click();
    const [ready] = await mailsOnceDelivered(
      async () => (await mailsTo(PERSON.email)).filter((m) => m.includes('i tuoi dati sono pronti')),
      1,
    );
    expect(ready).toContain('/my-page');
    const downloading = page.waitForEvent('download');
    await region.getByRole('button', { name: 'Scarica i miei dati' }).click({ timeout: 20_000 });
    const zip = unzipSync(new Uint8Array(await readFile((await (await downloading).path())!)));
    const json = (name: string) => JSON.parse(strFromU8(zip[name]!)) as unknown;
    expect(json('profilo.json')).toMatchObject({ username: PERSON.code, email: PERSON.email, firstname: PERSON.firstname });
    expect(JSON.stringify(json('indirizzi.json'))).toContain(PERSON.street);
    const consents = json('consensi.json') as { purpose: string; given: boolean; text: string | null }[];
    expect(consents.filter((c) => c.purpose === 'marketing').map((c) => c.given)).toEqual([true, false]);
    expect(consents.find((c) => c.purpose === 'marketing')!.text).toContain('Acconsento a ricevere comunicazioni commerciali');
    expect(JSON.stringify(json('movimenti-punti.json'))).toContain('Fiera di primavera');
    expect((json('ordini.json') as { order_number: string }[]).map((o) => o.order_number)).toEqual([orderNumber]);
    expect(json('lista-desideri.json')).toHaveLength(1);
    expect(json('richieste-contatto.json')).toEqual([expect.objectContaining({ message })]);
    const [validation] = json('convalide.json') as { receipt_file: string }[];
    expect(strFromU8(zip[validation!.receipt_file]!)).toContain(`scontrino di ${PERSON.lastname}`);
    expect(strFromU8(zip['riepilogo.csv']!)).toContain(PERSON.email);

    // The order is still on its way: the page says why the account cannot be deleted yet.
    await expect.poll(() => region.textContent()).toContain(`l'ordine ${orderNumber} sarà spedito o annullato`);
    expect(await region.getByRole('button', { name: 'Cancella il mio account' }).isDisabled()).toBe(true);
    // Shipped (the console's shipping is tests/e2e/console-orders.e2e.ts): now it can.
    await database.db.updateTable('orders').set({ status: 'spedito' }).where('order_number', '=', orderNumber).execute();
    await page.reload();
    const before = await tenantTotals(database.db, 'demo');
    // The search reads the server's own database: before the erasure it finds the person in many places.
    const written = new Set((await tracesOf(database.db, database.dialect, TRACES)).map((t) => t.table));
    for (const table of ['users', 'addresses', 'orders', 'contact_requests', 'jobs', 'rate_limit_hits']) expect(written).toContain(table);
    await region.getByRole('button', { name: 'Cancella il mio account' }).click();
    await page
      .getByRole('dialog', { name: 'Vuoi davvero cancellare il tuo account?' })
      .getByRole('button', { name: 'Sì, mandami il link' })
      .click();
    await region.getByText('Ti abbiamo mandato un').waitFor();
    const [confirm] = await mailsOnceDelivered(
      async () => (await mailsTo(PERSON.email)).filter((m) => m.includes('/cancella-account/')),
      1,
    );
    const link = /https?:\/\/[^\s"<>]+\/cancella-account\/[A-Za-z0-9_-]+/.exec(confirm!)![0];
    await page.goto(server.url('demo', new URL(link).pathname));
    await page.getByRole('status').getByText('Il tuo account è stato cancellato').waitFor();

    expect(await tenantTotals(database.db, 'demo')).toEqual(before);
    const traces = await tracesOf(database.db, database.dialect, TRACES);
    expect(traces.map((t) => `${t.table}.${t.column}: ${t.value} (${t.cell})`)).toEqual([]);

    // The code signs in no more: the form says so where the customer looks.
    await portalSignIn(page, server.url('demo', '/login'), PERSON.code, PERSON.password);
    await page.getByRole('alert').getByText('Credenziali non valide').waitFor();
    // The browser's own line for the refused sign-in is the only error.
    expect(errors.filter((e) => !/401/.test(e))).toEqual([]);
    await context.close();
  });
});
