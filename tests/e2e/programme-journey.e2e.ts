import type { Browser } from 'playwright-core';
import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { openArea, seriousAxeViolations } from './support/console.js';
import { CHECKOUT_BODY } from './support/checkout-body.js';
import { expectedClosingFigures, figuresOfCsv } from './support/closing-expectation.js';
import { dayIn, instantIn, journeyClock, longDay, plusDays, plusMonths } from './support/clock.js';
import { createApiKey, partnerCall } from './support/partner-api.js';
import { placeOrder, portalApi } from './support/portal-api.js';
import { applySalesFile, previewSalesFile, salesBatches } from './support/sales-console.js';
import { ledgerFile, outboxMails, PROGRAMME_ALIAS, writeProgrammeTenant } from './support/programme.js';
import {
  CUSTOMER,
  customerPage,
  openOrders,
  operatorPage,
  runDailyExpiry,
  TIME_ZONE,
  type ProgrammeJourney,
} from './support/programme-journey.js';
import { customerSigningIn, openCustomer, publishRegolamento, regolamentoFile } from './support/regolamento-journey.js';
import { startServer } from './support/server.js';

// A programme's life on a clock the test moves, on two server processes sharing one SQLite file
// and one clock file: it starts; an ERP's sales earn points under two rules and the customer reads
// why; a batch is undone; the reminder mail goes before the expiry, once; the expiry takes the
// points once; an order carries its due date and goes late; a new regolamento version is accepted
// again at the next sign-in; ordering closes on its day; the closing report the operator downloads
// agrees with the test's own count of ledger and orders.
// Each step is one `it`, in order, over the shared `j` (tests/e2e/support/programme-journey.ts):
// a new step goes where it belongs in the programme's time.
const today = dayIn(new Date(), TIME_ZONE);
const programme = {
  start: plusDays(today, -10),
  earnUntil: plusDays(today, 60),
  orderUntil: plusDays(today, 90),
  end: plusDays(today, 200),
  deliveryDays: 20,
  months: 1,
  remindDays: 5,
};
/** Credits of `today` can be spent until this day, under a rolling expiry of one month. */
const lastDay = plusMonths(today, programme.months);

const j = {} as ProgrammeJourney;
let browser: Browser;
let tenantsDir: string;

beforeAll(async () => {
  tenantsDir = await writeProgrammeTenant(programme);
  j.clock = await journeyClock(instantIn(plusDays(programme.start, -2), '10:00', TIME_ZONE));
  const env = { TENANTS_DIR: tenantsDir, ...j.clock.env };
  [browser, j.first] = await Promise.all([launchBrowser(), startServer(env)]);
  j.browser = browser;
  j.second = await startServer({ ...env, DATA_DIR: j.first.dataDir });
  j.ledger = ledgerFile(j.first.dataDir);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await j.second?.stop();
  await j.first?.stop();
  await j.clock?.remove();
  if (tenantsDir) await rm(tenantsDir, { recursive: true, force: true });
});

const sales = (batch: string, lines: { product_code: string; quantity: number; amount: number; date?: string }[]) =>
  partnerCall(
    j.second,
    j.key,
    'POST',
    '/sales',
    { batch_id: batch, lines: lines.map((l) => ({ user_code: CUSTOMER, date: today, ...l })) },
    PROGRAMME_ALIAS,
  );

describe('programme journey (two processes, one clock)', { timeout: 120_000 }, () => {
  it('the programme starts on its first day', async () => {
    const { page, context } = await customerPage(j);
    const opening = `Le richieste dei premi si apriranno il ${longDay(programme.start)}, all'inizio del programma.`;
    await page.getByText(opening).waitFor();
    await j.clock.moveTo(instantIn(today, '10:00', TIME_ZONE), [page]);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Ciao Marco' }).waitFor();
    expect(await page.getByText(opening).count()).toBe(0);
    await context.close();

    const staff = await operatorPage(j);
    j.key = await createApiKey(staff.page, 'ERP vendite', [/Vendite/]);
    await staff.context.close();
  });

  it('a sales batch earns points under two rules, and the customer reads why', async () => {
    const before = j.ledger.balanceOf(CUSTOMER);
    const posted = await sales('vendite-a', [
      { product_code: 'TAS-6', quantity: 1, amount: 124 },
      { product_code: 'VITI-M8', quantity: 10, amount: 100 },
    ]);
    expect(posted.status).toBe(200);
    // 124 € × 1 + 100 € × 1 + 10 pieces × 2, each its own credit.
    expect(j.ledger.balanceOf(CUSTOMER)).toBe(before + 244);

    const { page, context, errors } = await customerPage(j);
    await page.goto(j.first.url(PROGRAMME_ALIAS, '/dettaglio-punti'));
    for (const why of [
      '(TAS-6): 124 € × 1 punto/€ · Punti sugli acquisti',
      '(VITI-M8): 100 € × 1 punto/€ · Punti sugli acquisti',
      '(VITI-M8): 10 pezzi × 2 punti/pezzo · Linea viti',
    ])
      await page.getByRole('row').filter({ hasText: why }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a batch is undone and its points go', async () => {
    const before = j.ledger.balanceOf(CUSTOMER);
    expect((await sales('vendite-b', [{ product_code: 'TAS-7', quantity: 1, amount: 50 }])).status).toBe(200);
    expect(j.ledger.balanceOf(CUSTOMER)).toBe(before + 50);
    // Undone through the other process: the credits are reversed by new rows, never deleted.
    const undone = await partnerCall(j.first, j.key, 'DELETE', '/sales/vendite-b', undefined, PROGRAMME_ALIAS);
    expect(undone.status).toBe(200);
    expect(j.ledger.balanceOf(CUSTOMER)).toBe(before);
    expect(
      j.ledger
        .rowsOf(CUSTOMER)
        .filter((r) => r.kind === 'reversal')
        .map((r) => r.amount),
    ).toEqual([-50]);

    const { page, context } = await customerPage(j);
    expect((await portalApi<{ points: number }>(page, 'GET', '/auth/me')).data.points).toBe(before);
    await context.close();
  });

  it('a sales file uploaded in the console earns points under two rules, the customer sees why, and one upload is undone', async () => {
    const before = j.ledger.balanceOf(CUSTOMER);
    const { page, context, errors } = await operatorPage(j, j.second);
    // A file naming a customer who does not exist: the row says why, and nothing can be applied.
    const refused = await previewSalesFile(page, 'vendite-errate.csv', [
      `${CUSTOMER};${today};TAS-8;1;80,00`,
      `NESSUNO;${today};TAS-8;1;10`,
    ]);
    await refused.getByRole('row').filter({ hasText: 'NESSUNO' }).filter({ hasText: 'user_code: cliente NESSUNO non trovato' }).waitFor();
    expect(await page.getByRole('button', { name: 'Applica', exact: true }).count()).toBe(0);

    // The corrected file: two rules credit, a row dated before the programme's start earns nothing and says why.
    const rows = await previewSalesFile(page, 'vendite-console.csv', [
      `${CUSTOMER};${today};TAS-8;1;80,00`,
      `${CUSTOMER};${today};VITI-M10;5;40.50`,
      `${CUSTOMER};${plusDays(programme.start, -1)};TAS-8;1;30`,
    ]);
    for (const [line, why] of [
      ['2', '80 punti: Acquisti di'],
      ['2', '(TAS-8): 80 € × 1 punto/€ · Punti sugli acquisti'],
      ['3', '(VITI-M10): 40,50 € × 1 punto/€ · Punti sugli acquisti'],
      ['3', '10 punti: Acquisti di'],
      ['3', '(VITI-M10): 5 pezzi × 2 punti/pezzo · Linea viti'],
      ['4', 'è prima dell’inizio del programma'],
    ])
      await rows
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: line, exact: true }) })
        .filter({ hasText: why })
        .waitFor();
    await page.getByText('Con «Applica» verrebbero accreditati 130 punti a 1 cliente.').waitFor();
    await page.screenshot({ path: 'dist/programme-journey-sales-preview.png', fullPage: true });
    // The preview wrote nothing.
    expect(j.ledger.balanceOf(CUSTOMER)).toBe(before);
    await applySalesFile(page, 130);
    expect(j.ledger.balanceOf(CUSTOMER)).toBe(before + 130);

    await previewSalesFile(page, 'vendite-da-annullare.csv', [`${CUSTOMER};${today};TAS-9;2;25`]);
    await applySalesFile(page, 25);
    expect(j.ledger.balanceOf(CUSTOMER)).toBe(before + 155);

    // The newest upload is undone from the list, after a confirmation: reversal rows, the batch stays as annullato.
    const latest = salesBatches(page).getByRole('row').nth(1);
    await latest.filter({ hasText: '25' }).filter({ hasText: 'Applicato' }).waitFor();
    await latest.getByRole('button', { name: /^Annulla il caricamento console-/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Annulla il caricamento' }).click();
    await page.getByText(/^Caricamento console-[0-9a-f]{16} annullato: 25 punti tolti\.$/).waitFor();
    await latest.filter({ hasText: 'Annullato' }).waitFor();
    await page.screenshot({ path: 'dist/programme-journey-sales-batches.png', fullPage: true });
    expect(j.ledger.balanceOf(CUSTOMER)).toBe(before + 130);
    expect(j.ledger.rowsOf(CUSTOMER).at(-1)).toMatchObject({ kind: 'reversal', amount: -25 });
    expect(errors).toEqual([]);
    await context.close();

    const customer = await customerPage(j);
    await customer.page.goto(j.first.url(PROGRAMME_ALIAS, '/dettaglio-punti'));
    for (const why of [
      '(TAS-8): 80 € × 1 punto/€ · Punti sugli acquisti',
      '(VITI-M10): 40,50 € × 1 punto/€ · Punti sugli acquisti',
      '(VITI-M10): 5 pezzi × 2 punti/pezzo · Linea viti',
      'Annullamento vendite console-',
    ])
      await customer.page.getByRole('row').filter({ hasText: why }).first().waitFor();
    expect((await portalApi<{ points: number }>(customer.page, 'GET', '/auth/me')).data.points).toBe(before + 130);
    expect(customer.errors).toEqual([]);
    await customer.context.close();
  });

  it('the reminder mail goes before the expiry, once', async () => {
    const reminderDay = plusDays(lastDay, -programme.remindDays);
    await runDailyExpiry(j, plusDays(reminderDay, -1));
    expect(await outboxMails(j.first.dataDir, 'pointsExpiry')).toEqual([]);
    await runDailyExpiry(j, reminderDay);
    await expect.poll(async () => (await outboxMails(j.first.dataDir, 'pointsExpiry')).length, { timeout: 20_000 }).toBe(1);
    // The next day's run, whichever process takes it, sends nothing more about the same points.
    await runDailyExpiry(j, plusDays(reminderDay, 1));
    expect(await outboxMails(j.first.dataDir, 'pointsExpiry')).toHaveLength(1);
  });

  it('past the last day the expired points leave the balance once, with two processes running', async () => {
    const before = j.ledger.balanceOf(CUSTOMER);
    expect(before).toBeGreaterThan(0);
    await runDailyExpiry(j, lastDay);
    expect(j.ledger.balanceOf(CUSTOMER)).toBe(before);
    await runDailyExpiry(j, plusDays(lastDay, 1));
    await runDailyExpiry(j, plusDays(lastDay, 2));
    const expiries = j.ledger.rowsOf(CUSTOMER).filter((r) => r.kind === 'expiry');
    // One row per lot (its key names the lot), and together exactly what was left.
    expect(new Set(expiries.map((r) => r.external_ref)).size).toBe(expiries.length);
    expect(expiries.reduce((sum, r) => sum + r.amount, 0)).toBe(-before);
    j.expired = before;
    expect(j.ledger.balanceOf(CUSTOMER)).toBe(0);

    const { page, context } = await customerPage(j, j.second);
    await page.goto(j.second.url(PROGRAMME_ALIAS, '/dettaglio-punti'));
    await page
      .getByRole('row')
      .filter({ hasText: `Punti scaduti il ${longDay(lastDay)}` })
      .first()
      .waitFor();
    expect((await portalApi<{ points: number }>(page, 'GET', '/auth/me')).data.points).toBe(0);
    await context.close();
  });

  it('an order carries its due date, for the customer and in the console, and goes late', async () => {
    const orderDay = plusDays(lastDay, 2);
    expect((await sales('vendite-c', [{ product_code: 'TAS-6', quantity: 2, amount: 6000, date: orderDay }])).status).toBe(200);
    const due = plusDays(orderDay, programme.deliveryDays);

    const customer = await customerPage(j);
    j.orderNumber = await placeOrder(customer.page);
    await customer.page.goto(j.first.url(PROGRAMME_ALIAS, '/storico-ordini'));
    await customer.page.getByRole('heading', { level: 2, name: `Ordine ${j.orderNumber}` }).waitFor();
    await customer.page.screenshot({ path: 'dist/programme-journey-order.png' });
    await customer.page
      .getByText(`Consegna entro il ${longDay(due)}`)
      .first()
      .waitFor();
    await customer.context.close();

    const staff = await operatorPage(j, j.second);
    // Due within 30 days from the start: the dashboard counts it at risk.
    await staff.page.getByRole('group', { name: 'Ordini a rischio' }).getByRole('link', { name: 'Ricevuto: 1' }).waitFor();
    await openOrders(staff.page);
    await staff.page.getByRole('link', { name: j.orderNumber }).click();
    await staff.page.getByText('Consegna entro il').locator(`time[datetime="${due}"]`).waitFor();
    await staff.context.close();

    await j.clock.moveTo(instantIn(plusDays(due, 1), '10:00', TIME_ZONE));
    const late = await operatorPage(j);
    // The dashboard's late count links to the list filtered on late orders: this one alone.
    await late.page.getByRole('group', { name: 'Ordini in ritardo' }).getByRole('link', { name: 'Ricevuto: 1' }).click();
    await late.page.getByRole('row').filter({ hasText: j.orderNumber }).filter({ hasText: 'in ritardo' }).waitFor();
    expect(await late.page.getByRole('combobox', { name: 'Consegna' }).inputValue()).toBe('overdue');
    expect(await late.page.getByRole('table', { name: 'Ordini' }).getByRole('row').count()).toBe(2);
    await late.context.close();
  });

  it('a new regolamento version forces re-acceptance at the next sign-in', async () => {
    const records = regolamentoFile(j.first.dataDir);
    const before = records.acceptancesOf(CUSTOMER);
    // The demo tenant's PDF is version 1, accepted when the demo customer registered.
    expect(before.map((a) => a.version)).toEqual([1]);
    const text = 'Art. 4 – I premi richiesti sono consegnati entro 20 giorni dalla richiesta.';
    const changes = 'Il termine di consegna dei premi scende a 20 giorni.';

    // Published in one process; the customer signs in on the other.
    const staff = await operatorPage(j, j.second);
    const version = await publishRegolamento(staff.page, text, changes);
    expect(version).toBe(2);
    await staff.page.screenshot({ path: 'dist/programme-journey-regolamento-version.png', fullPage: true });
    expect(await seriousAxeViolations(staff.page)).toEqual([]);
    // The list: the new version in force, the first one still there to read.
    await staff.page.getByRole('link', { name: 'Torna alle versioni' }).click();
    const versions = staff.page.getByRole('table', { name: 'Versioni del regolamento, dalla più recente' });
    await versions.getByRole('row').filter({ hasText: 'Versione 2' }).filter({ hasText: 'In vigore' }).waitFor();
    await versions.getByRole('row').filter({ hasText: 'Versione 1' }).filter({ hasText: 'Pubblicata' }).waitFor();
    await staff.page.screenshot({ path: 'dist/programme-journey-regolamento-list.png', fullPage: true });
    expect(await seriousAxeViolations(staff.page)).toEqual([]);
    await staff.context.close();
    // What customers accept is the hash of the text as stored: one paragraph, nothing else.
    const hash = createHash('sha256').update(`<p>${text}</p>`).digest('hex');
    expect(records.hashOf(version)).toBe(hash);

    const { page, context } = await customerSigningIn(j);
    await page.waitForURL((url) => url.pathname === '/accetta-regolamento');
    await page.getByText(changes).waitFor();
    // Until they accept, the server refuses the rest of the programme.
    const refused = await portalApi<{ code: string }>(page, 'GET', '/catalog/products?limit=1');
    expect(refused).toEqual({ status: 403, data: expect.objectContaining({ code: 'regolamento_da_accettare' }) });
    await page.screenshot({ path: 'dist/programme-journey-regolamento-accept.png', fullPage: true });
    await page.getByRole('button', { name: 'Ho letto e accetto il regolamento' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ciao Marco' }).waitFor();
    expect((await portalApi(page, 'GET', '/catalog/products?limit=1')).status).toBe(200);
    await context.close();

    const after = records.acceptancesOf(CUSTOMER);
    expect(after.map((a) => [a.version, a.channel, a.doc_hash])).toEqual([
      [1, 'demo', before[0]!.doc_hash],
      [2, 'portal', hash],
    ]);
    const accepted = after[1]!;

    const record = await operatorPage(j);
    await openCustomer(record.page);
    const row = record.page
      .getByRole('region', { name: 'Regolamento accettato' })
      .getByRole('row')
      .filter({ hasText: '2 (in vigore)' })
      .filter({ hasText: 'Pagina di accettazione del portale' })
      .filter({ hasText: hash.slice(0, 12) });
    await (accepted.address ? row.filter({ hasText: accepted.address }) : row).waitFor();
    await row.scrollIntoViewIfNeeded();
    await record.page.screenshot({ path: 'dist/programme-journey-regolamento-customer.png', fullPage: true });
    expect(await seriousAxeViolations(record.page)).toEqual([]);
    await record.context.close();
  });

  it('ordering closes on its date: the portal says why and the checkout refuses', async () => {
    const before = await customerPage(j);
    const products = await portalApi<{ data: { id: number }[] }>(
      before.page,
      'GET',
      '/catalog/products?pointsTo=2000&onlyAvailable=true&limit=1',
    );
    const added = await portalApi(before.page, 'POST', '/catalog/products/addtocart', {
      product_id: products.data.data[0]!.id,
      quantity: 1,
    });
    expect(added.status).toBe(200);
    await before.context.close();
    // Weeks later the session is long gone: the customer signs in again, on the day after the last.
    await j.clock.moveTo(instantIn(plusDays(programme.orderUntil, 1), '10:00', TIME_ZONE));
    const { page, context } = await customerPage(j, j.second);
    const closed = `Le richieste dei premi sono chiuse: il termine per richiederli era il ${longDay(programme.orderUntil)}.`;
    await page.getByRole('note', { name: 'Calendario del programma' }).getByText(closed).waitFor();
    const refused = await portalApi<{ error: string }>(page, 'POST', '/catalog/checkout', CHECKOUT_BODY);
    expect(refused).toEqual({ status: 409, data: expect.objectContaining({ error: closed }) });
    await context.close();
  });

  it('the closing report the operator downloads equals the ledger and the orders, counted by the test', async () => {
    const to = dayIn(j.clock.now(), TIME_ZONE);
    const { page, context, errors } = await operatorPage(j, j.second);
    // The ordered prize's cost is declared in the catalogue, so the prizes owed have a value and a deposit.
    const code = j.ledger.orderedCodes(j.orderNumber)[0]!;
    await openArea(page, 'Catalogo');
    await page.getByRole('textbox', { name: 'Cerca per codice o nome' }).fill(code);
    await page.getByRole('button', { name: 'Applica filtri' }).click();
    await page.getByRole('table', { name: 'Premi' }).getByRole('row').filter({ hasText: code }).getByRole('link').first().click();
    await page.getByRole('textbox', { name: /^Costo dichiarato/ }).fill('12,50');
    await page.getByRole('button', { name: 'Salva le modifiche' }).click();
    await page.getByText('Modifiche salvate').waitFor();

    await openArea(page, 'Rendiconto');
    await page.getByLabel('Dal', { exact: true }).fill(programme.start);
    await page.getByLabel('Al', { exact: true }).fill(to);
    await page.getByRole('button', { name: 'Mostra' }).click();
    const short = (day: string) => day.split('-').reverse().join('/');
    await page.getByRole('heading', { level: 3, name: `Programma Premia: dal ${short(programme.start)} al ${short(to)}` }).waitFor();
    await page.screenshot({ path: 'dist/programme-journey-closing-report.png', fullPage: true });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica CSV' }).click();
    const csv = await readFile((await (await downloading).path())!, 'utf8');
    expect(errors).toEqual([]);
    await context.close();

    const got = figuresOfCsv(csv);
    const expected = expectedClosingFigures(j.first.dataDir, PROGRAMME_ALIAS, programme.start, to, TIME_ZONE);
    expect(Object.fromEntries(Object.keys(expected).map((label) => [label, got[label]]))).toEqual(expected);
    // What the journey did is in it: the customer's expired points, the order owed and late at 12,50 €.
    expect(Number(got['Punti scaduti'])).toBeGreaterThanOrEqual(j.expired);
    expect(Number(got['Ordini da consegnare già scaduti'])).toBeGreaterThanOrEqual(1);
    expect(got['Valore dei premi da consegnare al costo dichiarato']).not.toBe('0,00');
    const cents = Number(expected['Valore dei premi da consegnare al costo dichiarato'].replace(',', ''));
    const deposit = Math.round(cents * 0.2);
    expect(got['Cauzione DPR 430/2001 (20% del valore)']).toBe(`${Math.trunc(deposit / 100)},${String(deposit % 100).padStart(2, '0')}`);
  });
});
