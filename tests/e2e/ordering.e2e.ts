import type { Browser, Page } from 'playwright-core';
import { formatPoints } from '../../src/shared/format.js';
import { launchBrowser, openPage } from './support/browser.js';
import { mailsOnceDelivered, outboxMails } from './support/outbox.js';
import { startServer, type RunningServer } from './support/server.js';
import { closePrizeModal } from './support/prize-modal.js';

// The ordering journey on the real server and database: DEMO0001 puts a prize in the cart, goes
// through pre-checkout, checkout (saved address) and the review, double-clicks 'Conferma ordine'
// and gets exactly one order, one debit and one confirmation mail; then the history and the points
// detail show it, and an order beyond the balance is refused in Italian with nothing changed.
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Product {
  id: number;
  name: string;
  points: number;
  available: boolean;
}

/** A call to the API from the page, with the session's bearer token (as the app sends it). */
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

/** Order confirmation mails that name `orderNumber`, once the mail job has sent one. */
async function orderMails(orderNumber: string): Promise<string[]> {
  const naming = async () => (await outboxMails(server.dataDir, 'order')).map((m) => m.text).filter((t) => t.includes(orderNumber));
  return mailsOnceDelivered(naming, 1);
}

async function logIn(page: Page): Promise<void> {
  await page.goto(server.url('demo', '/login'));
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await page.locator('#login_email').fill('DEMO0001');
  await page.locator('#login_password').fill('Demo!2025x');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.getByRole('heading', { level: 1, name: 'Ciao Marco' }).waitFor();
  await closePrizeModal(page);
}

/** In-app navigation (as a link would do), keeping the page view: no reload, no modal again. */
async function go(page: Page, pathname: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
}

/** On /checkout: the saved address, the rules ticked, 'Continua' → the review. */
async function shipToSavedAddress(page: Page): Promise<void> {
  const choice = page.locator('#checkout_select_address');
  await choice.locator('option', { hasText: 'Via Garibaldi 12' }).waitFor({ state: 'attached' });
  await choice.selectOption({ label: 'Negozio – Via Garibaldi 12, Milano' });
  await expect.poll(() => page.locator('#checkout_firstname').inputValue()).toBe('Marco');
  expect(await page.locator('#checkout_firstname').getAttribute('readonly')).not.toBeNull();
  await page.locator('#checkout_accept_rules_checkout').check();
  await page.getByRole('button', { name: 'Continua' }).click();
  await page.getByRole('heading', { level: 1, name: 'Conferma ordine' }).waitFor();
}

describe('ordering journey (DEMO0001)', () => {
  it('cart → pre-checkout → checkout → review → one order on a double click → history, points, mail; overspending is refused', async () => {
    const { page, context, errors } = await openPage(browser);
    await logIn(page);

    const products = (await callApi<{ data: Product[] }>(page, 'GET', '/catalog/products?limit=100&onlyAvailable=true')).data.data;
    const before = (await callApi<{ points: number }>(page, 'GET', '/auth/me')).data.points;
    const prize = products.find((p) => p.available && p.points <= before)!;
    expect((await callApi(page, 'POST', '/catalog/products/addtocart', { product_id: prize.id, quantity: 1 })).status).toBe(200);

    // '/' is the cart once logged in.
    await go(page, '/carrello');
    await page.getByRole('heading', { level: 1, name: 'Carrello' }).waitFor();
    await go(page, '/');
    const cartLines = page.getByRole('list', { name: 'Premi nel carrello' });
    await cartLines.getByRole('link', { name: prize.name }).waitFor();

    // Pre-checkout, as the add-to-cart button opens it, then 'Procedi'.
    await go(page, '/pre-checkout');
    await page.getByRole('heading', { level: 1, name: 'Il tuo carrello' }).waitFor();
    await page.getByRole('link', { name: 'Procedi' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();

    // Sent empty: the required fields say so, nothing leaves the page.
    await page.getByRole('button', { name: 'Continua' }).click();
    await expect.poll(() => page.locator('#checkout_firstname__error').textContent()).toBe('CAMPO OBBLIGATORIO');
    expect(await page.locator('#checkout_zipcode__error').textContent()).toBe('CAMPO OBBLIGATORIO');
    expect(new URL(page.url()).pathname).toBe('/checkout');

    await shipToSavedAddress(page);
    expect(new URL(page.url()).pathname).toBe('/conferma-ordine');
    await expect.poll(() => page.getByRole('region', { name: 'Spedizione' }).textContent()).toContain('Via Giuseppe Garibaldi 12');

    // A reload reviews the same address: the tab kept what was submitted on /checkout.
    await page.reload();
    await closePrizeModal(page);
    await page.getByRole('heading', { level: 1, name: 'Conferma ordine' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/conferma-ordine');
    await expect.poll(() => page.getByRole('region', { name: 'Spedizione' }).textContent()).toContain('Via Giuseppe Garibaldi 12');
    // And so does /checkout, reloaded on the way back: the choices made are still there.
    await page.getByRole('link', { name: 'Modifica indirizzo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.reload();
    await closePrizeModal(page);
    await expect.poll(() => page.locator('#checkout_firstname').inputValue()).toBe('Marco');
    // The painted form is drawn again after hydration with the tab's draft: the box read is the redrawn one.
    await expect.poll(() => page.locator('input#checkout_accept_rules_checkout[type="checkbox"]').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continua' }).click();
    await page.getByRole('heading', { level: 1, name: 'Conferma ordine' }).waitFor();

    const keys: (string | undefined)[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/v1/catalog/checkout')) keys.push(r.headers()['idempotency-key']);
    });
    await page.getByRole('button', { name: 'Conferma ordine' }).dblclick();
    await page.getByRole('heading', { level: 1, name: 'Ordine completato' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/order-success');
    const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
    expect(orderNumber).toMatch(/^DEMO-\d{4}-\d{6}$/);
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

    // Exactly one order, one debit, the balance down exactly once, one mail.
    const orders = (
      await callApi<{ data: { order_number: string; points: number }[]; total: number }>(page, 'GET', '/catalog/orders?page=1')
    ).data;
    expect(orders.total).toBe(1);
    expect(orders.data[0]).toMatchObject({ order_number: orderNumber, points: prize.points });
    const after = (await callApi<{ points: number; cart: unknown[] }>(page, 'GET', '/auth/me')).data;
    expect(after.points).toBe(before - prize.points);
    expect(after.cart).toEqual([]);
    const ledger = (await callApi<{ data: { kind: string; order_number: string | null }[] }>(page, 'GET', '/points?page=1')).data;
    expect(ledger.data.filter((r) => r.kind === 'debit')).toHaveLength(1);
    expect(await orderMails(orderNumber)).toHaveLength(1);
    const newBalance = `${formatPoints(after.points)} punti`;
    await page.getByRole('region', { name: 'Punti' }).getByText(newBalance).waitFor();

    // The history lists it; the points detail shows the debit and the new balance.
    await page.getByRole('link', { name: 'Vai allo storico ordini' }).click();
    await page.getByRole('heading', { level: 2, name: `Ordine ${orderNumber}` }).waitFor();
    await go(page, '/dettaglio-punti');
    await page.getByRole('region', { name: 'Saldo attuale' }).getByText(newBalance).waitFor();
    const debit = page.getByRole('row').filter({ hasText: `Ordine ${orderNumber}` });
    await debit.waitFor();
    expect(await debit.textContent()).toContain('Addebito');
    expect(await debit.textContent()).toContain(`-${formatPoints(prize.points)}`);

    // More than the balance: the server's Italian refusal, and nothing changes.
    const dear = [...products].sort((a, b) => b.points - a.points).find((p) => p.points > after.points)!;
    expect((await callApi(page, 'POST', '/catalog/products/addtocart', { product_id: dear.id, quantity: 1 })).status).toBe(200);
    await go(page, '/checkout');
    await shipToSavedAddress(page);
    await page.getByRole('button', { name: 'Conferma ordine' }).click();
    await page.getByRole('alert').filter({ hasText: "Punti insufficienti per completare l'ordine" }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/conferma-ordine');
    expect((await callApi<{ total: number }>(page, 'GET', '/catalog/orders?page=1')).data.total).toBe(1);
    expect((await callApi<{ points: number }>(page, 'GET', '/auth/me')).data.points).toBe(after.points);

    // The browser logs the expected 422 of the refused order as a failed resource, nothing else.
    expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
    await context.close();
  });
});
