import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.js';
import { consoleSignIn, DEMO_PASSWORD, seriousAxeViolations } from './support/console.js';
import { closePrizeModal } from './support/prize-modal.js';
import { startServer, type RunningServer } from './support/server.js';
import { mailsOnceDelivered, outboxMails } from './support/outbox.js';

// Fulfilment from end to end: DEMO0001 orders a prize in the portal; the partner's CSV
// (npm run orders:export on the server's database) lists it with the full address; support marks
// it spedito with a tracking code in the console's Ordini area; a second order is cancelled by ten
// requests at once and its points and stock come back once; the customer sees the status on the
// progress line, the carrier's link and a notification, and gets the mail.
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR ?? 'dist/console-shots';
const TRACKING = { carrier: 'BRT', code: 'BRT0042424242', url: 'https://vas.brt.it/vas/sped_det_show.hsm?Nspediz=BRT0042424242' };

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A call to the portal API from the page, with the customer's token (as the app sends it). */
async function callApi<T>(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(`/v1${url}`, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token')}`,
          'Content-Type': 'application/json',
          'X-Client-Info': JSON.stringify({ alias: location.hostname, lang: 'it', source: 'web' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, data: await response.json() };
    },
    { method, url, body },
  );
}

/** In-app navigation (as a link would do), keeping the page view: no reload, no modal again. */
async function go(page: Page, pathname: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
}

/** `npm run orders:export` against the running server's database. */
async function ordersExport(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/orders-export.ts', ...args], {
    env: { ...process.env, DATA_DIR: server.dataDir },
  });
  return stdout;
}

async function mailsTo(kind: string, needle: string): Promise<string[]> {
  return (await outboxMails(server.dataDir, kind)).map((m) => m.text).filter((t) => t.includes(needle));
}

async function customerSignIn(page: Page): Promise<void> {
  await page.goto(server.url('demo', '/login'));
  // The scripts' sign-in: pressed earlier, the browser posts the painted form and the home comes
  // painted with its answers, which count as just fetched for ten seconds, so a cart filled through
  // the API behind the app's back (below) would not be asked for again at the checkout.
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await page.locator('#login_email').fill('DEMO0001');
  await page.locator('#login_password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.getByRole('heading', { level: 1, name: 'Ciao Marco' }).waitFor();
  await closePrizeModal(page);
}

/** In the portal: the prize into the cart, checkout to the saved address, confirmed; answers the order number. */
async function orderPrize(page: Page, productId: number): Promise<string> {
  expect((await callApi(page, 'POST', '/catalog/products/addtocart', { product_id: productId, quantity: 1 })).status).toBe(200);
  await go(page, '/checkout');
  const choice = page.locator('#checkout_select_address');
  await choice.locator('option', { hasText: 'Via Garibaldi 12' }).waitFor({ state: 'attached' });
  await choice.selectOption({ label: 'Negozio – Via Garibaldi 12, Milano' });
  await expect.poll(() => page.locator('#checkout_firstname').inputValue()).toBe('Marco');
  await page.locator('#checkout_accept_rules_checkout').check();
  await page.getByRole('button', { name: 'Continua' }).click();
  await page.getByRole('heading', { level: 1, name: 'Conferma ordine' }).waitFor();
  await page.getByRole('button', { name: 'Conferma ordine' }).click();
  await page.getByRole('heading', { level: 1, name: 'Ordine completato' }).waitFor();
  return (await page.getByTestId('order-number').textContent())!.trim();
}

/** 10 status changes sent at once from the console page with its staff token, as ten clicks of colleagues would. */
async function tenCancellations(page: Page, orderNumber: string): Promise<number[]> {
  return page.evaluate(async (n) => {
    const send = () =>
      fetch(`/v1/console/tenants/demo/orders/${n}/status`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('premia_console_token')}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'annullato', reason: 'Richiesta del cliente' }),
      }).then((r) => r.status);
    return Promise.all(Array.from({ length: 10 }, send));
  }, orderNumber);
}

describe('console: Ordini (fulfilment)', () => {
  it('an order placed in the portal is exported with its address, shipped by support with tracking and followed by the customer; a second one is cancelled once under ten requests', async () => {
    // 1. DEMO0001 orders a prize, shipped to the saved address.
    const customer = await openPage(browser);
    const shop = customer.page;
    await customerSignIn(shop);
    const products = (
      await callApi<{ data: { id: number; name: string; points: number; available: boolean }[] }>(
        shop,
        'GET',
        '/catalog/products?limit=100&onlyAvailable=true',
      )
    ).data.data;
    const prize = products.find((p) => p.available && p.points <= 25_000)!;
    const orderNumber = await orderPrize(shop, prize.id);

    // 2. The fulfilment partner's CSV lists it, with the full address.
    const csv = await ordersExport('demo', '--status', 'ricevuto');
    expect(
      csv.startsWith('\ufeffordine;data;stato;codice_cliente;azienda;destinatario;indirizzo;civico;cap;citta;provincia;telefono;note;'),
    ).toBe(true);
    const row = csv.split('\r\n').find((line) => line.startsWith(`${orderNumber};`))!;
    expect(row).toBeDefined();
    const cells = row.split(';');
    expect(cells.slice(2, 4)).toEqual(['Ricevuto', 'DEMO0001']);
    expect(cells.slice(5, 12)).toEqual(['Marco Bianchi', 'Via Giuseppe Garibaldi', '12', '20121', 'Milano', 'MI', "'+39 02 4856 1123"]);
    expect(row).toContain(`;${prize.name};1;${prize.points}`);

    // 3. Support finds it in the console and marks it shipped with the tracking code.
    const staff = await openPage(browser);
    const desk = staff.page;
    await desk.goto(server.url('console', '/'));
    await desk.getByRole('heading', { level: 1, name: 'Accedi' }).waitFor();
    await consoleSignIn(desk, 'support@premia.example');
    await desk.getByTestId('tenant-list').getByRole('link').first().click();
    await desk
      .getByRole('navigation', { name: /^Aree di / })
      .getByRole('link', { name: 'Ordini' })
      .click();
    await desk.getByRole('heading', { level: 2, name: 'Ordini' }).waitFor();
    await desk.getByRole('combobox', { name: 'Stato' }).selectOption({ label: 'Ricevuto' });
    await desk.getByRole('button', { name: 'Applica filtri' }).click();
    await desk.waitForURL((url) => url.searchParams.get('stato') === 'ricevuto');
    const list = desk.getByRole('table', { name: 'Ordini' });
    const listed = list.getByRole('row').filter({ hasText: orderNumber });
    await listed.waitFor();
    expect(await listed.textContent()).toContain('Ricevuto');
    expect(await seriousAxeViolations(desk)).toEqual([]);
    await listed.getByRole('checkbox').check();
    await desk.screenshot({ path: `${SHOTS}/orders-list-1280.png`, fullPage: true });
    await listed.getByRole('checkbox').uncheck();

    await listed.getByRole('link', { name: orderNumber }).click();
    await desk.getByRole('heading', { level: 2, name: `Ordine ${orderNumber}` }).waitFor();
    expect(await desk.getByRole('region', { name: 'Spedizione' }).textContent()).toContain('Via Giuseppe Garibaldi 12');
    const form = desk.getByRole('form', { name: 'Cambia stato' });
    await form.getByRole('radio', { name: 'Spedito' }).check();
    await form.getByRole('textbox', { name: 'Corriere' }).fill(TRACKING.carrier);
    await form.getByRole('textbox', { name: 'Codice di spedizione' }).fill(TRACKING.code);
    await form.getByRole('textbox', { name: 'Link di tracciamento (facoltativo)' }).fill(TRACKING.url);
    expect(await seriousAxeViolations(desk)).toEqual([]);
    await form.getByRole('button', { name: 'Cambia stato' }).click();
    await desk.getByText('Stato aggiornato: Spedito.', { exact: false }).waitFor();
    const history = desk.getByRole('table', { name: `Storia dello stato dell’ordine ${orderNumber}` });
    await history.getByRole('row').filter({ hasText: 'Ricevuto → Spedito' }).waitFor();
    expect(await history.textContent()).toContain('support@premia.example (assistenza)');
    expect(await history.textContent()).toContain(`${TRACKING.carrier} ${TRACKING.code}`);
    await desk.screenshot({ path: `${SHOTS}/order-page-1280.png`, fullPage: true });
    await desk.setViewportSize({ width: 768, height: 1024 });
    await desk.screenshot({ path: `${SHOTS}/order-page-768.png`, fullPage: true });
    // Back to the same filtered list, which the shipped order has left; without filters it shows with its tracking.
    await desk.getByRole('link', { name: /Torna agli ordini/ }).click();
    await desk.getByRole('heading', { name: 'Nessun ordine' }).waitFor();
    expect(new URL(desk.url()).searchParams.get('stato')).toBe('ricevuto');
    await desk.getByRole('button', { name: 'Azzera' }).click();
    const shipped = list.getByRole('row').filter({ hasText: orderNumber });
    await shipped.filter({ hasText: 'Spedito' }).waitFor();
    expect(await shipped.textContent()).toContain(`${TRACKING.carrier} ${TRACKING.code}`);
    await desk.screenshot({ path: `${SHOTS}/orders-list-768.png`, fullPage: true });

    // 4. A second order is cancelled by ten requests at once: one wins, points and stock come back once.
    const pointsBefore = (await callApi<{ points: number }>(shop, 'GET', '/auth/me')).data.points;
    const stockOf = async () => (await callApi<{ stock: number }>(shop, 'GET', `/catalog/products/${prize.id}`)).data.stock;
    const stockBefore = await stockOf();
    const second = await orderPrize(shop, prize.id);
    expect((await callApi<{ points: number }>(shop, 'GET', '/auth/me')).data.points).toBe(pointsBefore - prize.points);
    const codes = await tenCancellations(desk, second);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect((await callApi<{ points: number }>(shop, 'GET', '/auth/me')).data.points).toBe(pointsBefore);
    expect(await stockOf()).toBe(stockBefore);
    const movements = (await callApi<{ data: { kind: string; order_number: string | null }[] }>(shop, 'GET', '/points?page=1')).data.data;
    expect(movements.filter((m) => m.kind === 'reversal' && m.order_number === second)).toHaveLength(1);
    await desk.goto(server.url('console', `/iniziative/demo/ordini/${second}`));
    await desk.getByRole('heading', { level: 2, name: `Ordine ${second}` }).waitFor();
    expect(
      await desk
        .getByRole('table', { name: `Storia dello stato dell’ordine ${second}` })
        .getByRole('row')
        .allTextContents(),
    ).toHaveLength(3);
    await desk.getByText('L’ordine è annullato: il suo stato non cambia più.').waitFor();

    expect(staff.errors.filter((e) => !/401|409|Failed to load resource/.test(e))).toEqual([]);
    await staff.context.close();

    // 5. The customer sees the status, the tracking link and a notification, and has the mail.
    await shop.goto(server.url('demo', '/storico-ordini'));
    await closePrizeModal(shop);
    const card = shop.getByRole('article').filter({ has: shop.getByRole('heading', { name: `Ordine ${orderNumber}` }) });
    const progress = card.getByRole('list', { name: `Avanzamento dell'ordine ${orderNumber}` });
    await progress.waitFor();
    expect(await progress.getByRole('listitem').allTextContents()).toEqual([
      'Ricevuto, completato',
      'In lavorazione, completato',
      'Spedito, stato attuale',
      'Consegnato',
    ]);
    const link = card.getByRole('link', { name: /Segui la spedizione/ });
    expect(await link.getAttribute('href')).toBe(TRACKING.url);
    expect(await card.textContent()).toContain(`${TRACKING.carrier}, codice di spedizione ${TRACKING.code}`);
    await shop.screenshot({ path: `${SHOTS}/portal-order-history-shipped.png`, fullPage: true });

    await go(shop, '/notifications');
    await shop.getByText(`Ordine ${orderNumber}: spedito`).first().waitFor();
    await shop.screenshot({ path: `${SHOTS}/portal-notifications-shipped.png`, fullPage: true });
    const [mail] = await mailsOnceDelivered(() => mailsTo('orderStatus', orderNumber), 1);
    expect(mail).toContain(TRACKING.code);
    expect(mail).toContain(`${new URL(server.url('demo', '/')).origin}/storico-ordini`);
    expect(customer.errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    await customer.context.close();
  });
});
