import type { Browser, Locator, Page } from 'playwright-core';
import { formatPoints } from '../../src/shared/format.js';
import { launchBrowser, openPage } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { closePrizeModal } from './support/prize-modal.js';
import { mailsOnceDelivered, outboxMails, type OutboxMail } from './support/outbox.js';

// The catalogue issue's "done when", end to end through the screens only: DEMO0001 filters the
// catalogue by points, puts two prizes in the wishlist, orders both to a newly typed address and
// then finds the exact debit everywhere it must show (balance, order history, points detail), the
// confirmation mail in the outbox and the new address among the saved ones. The API, the outbox
// and the saved addresses are only read, to check what the screens did.
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

const RANGE = { from: 1000, to: 8000 };

/** The address typed at checkout: a real province, municipality and CAP (ISTAT data). */
const NEW_ADDRESS = {
  firstname: 'Giulia',
  lastname: 'Ferraris',
  address: 'Corso Torino',
  number: '45/B',
  province: 'Torino',
  district: 'TO',
  city: 'Pinerolo',
  zipcode: '10064',
  phone: '+39 0121 794512',
  notes: 'Ferramenta Ferraris, aperto dalle 8:30 alle 12:30',
};

/** '12.500 punti' → 12500 (points are grouped with dots from four digits: '1.500'). */
function pointsOf(text: string | null): number {
  const match = /(-?[\d.]+)\s+punt[io]/.exec(text ?? '');
  if (!match) throw new Error(`no points in ${JSON.stringify(text)}`);
  return Number(match[1]!.replace(/\./g, ''));
}

// The app's own formatter: CLDR's it-IT (toLocaleString) leaves four digits ungrouped, the app does not.
const italian = formatPoints;
const pointsText = (n: number) => `${italian(n)} punt${n === 1 ? 'o' : 'i'}`;

const results = (page: Page) => page.getByRole('region', { name: 'Risultati' });
const filters = (page: Page) => page.getByRole('search', { name: 'Filtra i premi' });
/** A price label alone in its element: '5.000 punti', not 'Ti mancano 5.000 punti'. */
const priceIn = (scope: Locator) => scope.getByText(/^[\d.]+ punt[io]$/);

/** A required field of a tenant form, by its label (the form marks those with '* '). */
const required = (page: Page, label: string) => page.getByLabel(`* ${label}`, { exact: true });

/**
 * Does something that shows the catalogue again, then waits for the product list asked with
 * exactly `apiFilters` (page included, limit aside) to arrive and be shown, with `search` in the address.
 * Matching the request's filters matters: leaving 'Punti da' already applies it on its own, and
 * that earlier answer must not pass for the range's.
 */
async function catalogueView(
  page: Page,
  search: string,
  apiFilters: Record<string, string>,
  action: () => Promise<unknown>,
): Promise<void> {
  const answered = page.waitForResponse((r) => {
    const url = new URL(r.url());
    if (url.pathname !== '/v1/catalog/products' || r.request().method() !== 'GET') return false;
    const asked = [...url.searchParams].filter(([key]) => key !== 'limit');
    return asked.length === Object.keys(apiFilters).length && asked.every(([key, value]) => apiFilters[key] === value);
  });
  await action();
  await answered;
  await page.waitForURL((url) => url.pathname === '/catalogo' && url.search === search);
  // Busy since before that request: not busy now means that answer is on screen.
  await results(page).and(page.locator('[aria-busy="false"]')).waitFor();
}

/** '30 premi · pagina 1 di 2' above the grid: how many prizes match, and the last page. */
async function resultCount(page: Page): Promise<{ total: number; last: number }> {
  const text = await results(page)
    .getByText(/^[\d.]+ prem[io] · pagina \d+ di \d+$/)
    .textContent();
  const [, total, last] = /^([\d.]+) prem[io] · pagina \d+ di (\d+)$/.exec(text ?? '')!;
  return { total: Number(total!.replace(/\./g, '')), last: Number(last) };
}

/** On a prize's page (loaded): its points as the page shows them. */
async function detailPoints(page: Page, name: string): Promise<number> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return pointsOf(await priceIn(page.getByRole('main')).first().textContent());
}

/** The heart on a prize's page: the label flips at once, the confirmation follows the server. */
async function addToWishlist(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Aggiungi alla wishlist' }).click();
  await page.getByRole('status').getByText('Aggiunto alla wishlist').waitFor();
  await page.getByRole('button', { name: 'Rimuovi dalla wishlist' }).waitFor();
}

/** The order mails naming `orderNumber` (written by the mail job's worker). */
async function orderMails(orderNumber: string): Promise<OutboxMail[]> {
  return (await outboxMails(server.dataDir, 'order')).filter((m) => m.text.includes(orderNumber));
}

/** Reads the API as the app does, with the session's bearer token from localStorage. */
async function readApi<T>(page: Page, url: string): Promise<{ status: number; data: T }> {
  return page.evaluate(async (url) => {
    const response = await fetch(`/v1${url}`, {
      headers: {
        Authorization: `Bearer ${localStorage.getItem('token')}`,
        'X-Client-Info': JSON.stringify({ alias: location.hostname, lang: 'it', source: 'web' }),
      },
    });
    return { status: response.status, data: await response.json() };
  }, url);
}

interface Prize {
  name: string;
  points: number;
}

describe('redemption journey (demo at localhost, DEMO0001)', () => {
  it('points filter → wishlist of two → both ordered to a new address → exact debit in balance, history, points detail, mail and saved addresses', async () => {
    const { page, context, errors } = await openPage(browser);
    const origin = `http://localhost:${server.port}`;

    // Log in; DEMO0001's 'prize to validate' modal opens once per page load: close it.
    await page.goto(`${origin}/login`);
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.locator('#login_email').fill('DEMO0001');
    await page.locator('#login_password').fill('Demo!2025x');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ciao Marco' }).waitFor();
    await closePrizeModal(page);

    // The starting balance, as the home page shows it.
    const homeBalance = page.getByRole('region', { name: 'Il tuo saldo punti' }).locator('strong');
    const start = pointsOf(await homeBalance.textContent());
    expect(start).toBeGreaterThan(2 * RANGE.to);

    // The whole catalogue first (cheapest first): it has prizes below the range.
    const menu = page.getByRole('navigation', { name: 'Menu principale' });
    await catalogueView(page, '', { page: '1' }, () => menu.getByRole('link', { name: 'Catalogo' }).click());
    const all = await resultCount(page);
    expect(pointsOf(await priceIn(results(page).getByRole('article').first()).textContent())).toBeLessThan(RANGE.from);

    // The catalogue filtered by points: every prize listed, on every page, lies in the range.
    await filters(page).getByLabel('Punti da').fill(String(RANGE.from));
    await filters(page).getByLabel('Punti a').fill(String(RANGE.to));
    const search = `?punti_da=${RANGE.from}&punti_a=${RANGE.to}`;
    const range = { page: '1', pointsFrom: String(RANGE.from), pointsTo: String(RANGE.to) };
    await catalogueView(page, search, range, () => filters(page).getByLabel('Punti a').press('Enter'));
    const inRange = await resultCount(page);
    expect(inRange.total).toBeGreaterThan(2);
    expect(inRange.total).toBeLessThan(all.total);
    const listed: (Prize & { orderable: boolean; onPage: number })[] = [];
    for (let n = 1; n <= inRange.last; n++) {
      if (n > 1) {
        await catalogueView(page, `${search}&pagina=${n}`, { ...range, page: String(n) }, () =>
          page
            .getByRole('navigation', { name: 'Pagine dei risultati' })
            .getByRole('link', { name: `Pagina ${n}`, exact: true })
            .click(),
        );
      }
      for (const card of await results(page).getByRole('article').all()) {
        listed.push({
          name: (await card.getByRole('heading', { level: 3 }).textContent())!.trim(),
          points: pointsOf(await priceIn(card).textContent()),
          orderable: !/Esaurito|Non disponibile/.test((await card.textContent()) ?? ''),
          onPage: n,
        });
      }
    }
    expect(listed).toHaveLength(inRange.total);
    for (const prize of listed) {
      expect(prize.points, prize.name).toBeGreaterThanOrEqual(RANGE.from);
      expect(prize.points, prize.name).toBeLessThanOrEqual(RANGE.to);
    }
    if (inRange.last > 1) {
      await catalogueView(page, search, range, () =>
        page.getByRole('navigation', { name: 'Pagine dei risultati' }).getByRole('link', { name: 'Pagina 1', exact: true }).click(),
      );
    }
    // Two different prizes of the first page that can be ordered (together at most 2 × 8000 points).
    const [first, second] = listed.filter((p) => p.onPage === 1 && p.orderable);
    expect(first && second).toBeTruthy();

    // Each prize's page: its points (those the order will spend) and the wishlist heart.
    const prizes: Prize[] = [];
    for (const chosen of [first!, second!]) {
      await results(page).getByRole('link', { name: chosen.name, exact: true }).click();
      const points = await detailPoints(page, chosen.name);
      expect(points).toBe(chosen.points);
      prizes.push({ name: chosen.name, points });
      await addToWishlist(page);
      if (prizes.length === 1) {
        // Back to the same filtered view for the second one.
        await catalogueView(page, search, range, () => page.getByRole('link', { name: /Torna al catalogo/ }).click());
      }
    }
    const [a, b] = prizes as [Prize, Prize];
    const total = a.points + b.points;

    // /wishlist lists both.
    await page.getByRole('link', { name: 'Vai alla wishlist' }).click();
    await page.waitForURL((url) => url.pathname === '/wishlist');
    const wishlist = page.getByRole('list', { name: '2 premi nella wishlist' });
    await wishlist.waitFor();
    for (const prize of prizes) await wishlist.getByRole('link', { name: prize.name, exact: true }).waitFor();

    // The first prize into the cart from its page → /pre-checkout.
    await wishlist.getByRole('link', { name: a.name, exact: true }).click();
    expect(await detailPoints(page, a.name)).toBe(a.points);
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await page.waitForURL((url) => url.pathname === '/pre-checkout');
    await page.getByRole('heading', { level: 2, name: 'Appena aggiunto' }).waitFor();
    await page.getByRole('heading', { level: 3, name: a.name }).waitFor();

    // Back (the browser's button) to its page, back to the wishlist, the second prize into the cart.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: a.name }).waitFor();
    await page.getByText("Nel tuo carrello c'è già 1 pezzo di questo premio.").waitFor();
    await page.getByRole('link', { name: /Torna alla wishlist/ }).click();
    await wishlist.getByRole('link', { name: b.name, exact: true }).click();
    expect(await detailPoints(page, b.name)).toBe(b.points);
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await page.waitForURL((url) => url.pathname === '/pre-checkout');
    await page.getByRole('heading', { level: 3, name: b.name }).waitFor();
    await page.getByRole('list', { name: 'Nel carrello anche' }).getByText(`${a.name} × 1`).waitFor();
    const preSummary = page.getByRole('region', { name: 'Riepilogo' });
    await preSummary.getByText(pointsText(total), { exact: true }).waitFor();
    await preSummary.getByText(pointsText(start - total), { exact: true }).waitFor();

    // /checkout: a new address, typed into the tenant's checkout form.
    await page.getByRole('link', { name: 'Procedi' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    const saved = page.locator('#checkout_select_address');
    // The saved addresses have arrived (DEMO0001 has one), then 'Nuovo indirizzo' is chosen.
    await saved.locator('option', { hasText: 'Via Garibaldi 12' }).waitFor({ state: 'attached' });
    await saved.selectOption({ label: 'Nuovo indirizzo' });
    expect(await page.locator('#checkout_firstname').getAttribute('readonly')).toBeNull();
    await required(page, 'Nome destinatario').fill(NEW_ADDRESS.firstname);
    await required(page, 'Cognome destinatario').fill(NEW_ADDRESS.lastname);
    await required(page, 'Indirizzo').fill(NEW_ADDRESS.address);
    await required(page, 'N° civico').fill(NEW_ADDRESS.number);
    // The cascade on the real lists: the province, then its municipalities, whose choice fills the CAP.
    const city = required(page, 'Città');
    expect(await city.isDisabled()).toBe(true);
    await required(page, 'Provincia').selectOption({ label: NEW_ADDRESS.province });
    await city.getByRole('option', { name: NEW_ADDRESS.city, exact: true }).waitFor({ state: 'attached' });
    await city.selectOption({ label: NEW_ADDRESS.city });
    await expect.poll(() => required(page, 'CAP').inputValue()).toBe(NEW_ADDRESS.zipcode);
    await required(page, 'Telefono').fill(NEW_ADDRESS.phone);
    await required(page, 'Ripeti telefono').fill(NEW_ADDRESS.phone);
    await page.getByLabel('Note per la consegna', { exact: true }).fill(NEW_ADDRESS.notes);
    await page.locator('#checkout_accept_rules_checkout').check();
    await page.getByRole('button', { name: 'Continua' }).click();

    // /conferma-ordine: both prizes, the total, the new address; then the order.
    await page.getByRole('heading', { level: 1, name: 'Conferma ordine' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/conferma-ordine');
    const review = page.getByRole('region', { name: 'Premi' });
    for (const prize of prizes) await review.getByText(prize.name).first().waitFor();
    const shipping = page.getByRole('region', { name: 'Spedizione' });
    await shipping.getByText(`${NEW_ADDRESS.firstname} ${NEW_ADDRESS.lastname}`).waitFor();
    await shipping.getByText(`${NEW_ADDRESS.address} ${NEW_ADDRESS.number}`).waitFor();
    await shipping.getByText(`${NEW_ADDRESS.zipcode} ${NEW_ADDRESS.city} (${NEW_ADDRESS.district})`).waitFor();
    const reviewPoints = page.getByRole('region', { name: 'Punti' });
    await reviewPoints.getByText(pointsText(total), { exact: true }).waitFor();
    await reviewPoints.getByText(pointsText(start - total), { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Conferma ordine' }).click();

    // /order-success: the order number, the points spent and the new balance.
    await page.getByRole('heading', { level: 1, name: 'Ordine completato' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/order-success');
    const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
    expect(orderNumber).toMatch(/^DEMO-\d{4}-\d{6}$/);
    const successPoints = page.getByRole('region', { name: 'Punti' });
    await successPoints.getByText(pointsText(total), { exact: true }).waitFor();
    await successPoints.getByText(pointsText(start - total), { exact: true }).waitFor();

    // Home: the balance is the starting one minus exactly the two prizes' points.
    await page.getByRole('link', { name: 'Premia Club: vai alla home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ciao Marco' }).waitFor();
    await expect.poll(async () => pointsOf(await homeBalance.textContent())).toBe(start - total);
    await page.getByRole('region', { name: 'Il tuo carrello' }).getByText('Il carrello è vuoto').waitFor();

    // /storico-ordini: that order, with both prizes and the points spent.
    await page.getByRole('region', { name: 'Il tuo saldo punti' }).getByRole('link', { name: 'Storico ordini' }).click();
    await page.waitForURL((url) => url.pathname === '/storico-ordini');
    const order = page.getByRole('article', { name: `Ordine ${orderNumber}` });
    await order.waitFor();
    for (const prize of prizes) await order.getByText(prize.name).first().waitFor();
    await order.getByText(pointsText(total), { exact: true }).waitFor();
    await order.getByText(`${NEW_ADDRESS.address} ${NEW_ADDRESS.number}`).waitFor();

    // /dettaglio-punti: the new balance and the order's debit of exactly that amount.
    await page.getByRole('link', { name: 'Premia Club: vai alla home' }).click();
    await page.getByRole('region', { name: 'Il tuo saldo punti' }).getByRole('link', { name: 'Dettaglio punti' }).click();
    await page.waitForURL((url) => url.pathname === '/dettaglio-punti');
    await page
      .getByRole('region', { name: 'Saldo attuale' })
      .getByText(pointsText(start - total), { exact: true })
      .waitFor();
    const debit = page.getByRole('row').filter({ hasText: `Ordine ${orderNumber}` });
    await debit.waitFor();
    expect(await debit.getByRole('cell').last().textContent()).toBe(`-${italian(total)}`);
    expect(await debit.textContent()).toContain('Addebito');
    expect(await page.getByRole('row').filter({ hasText: 'Addebito' }).count()).toBe(1);

    // The confirmation mail: one, to DEMO0001, naming the order, both prizes, the total and the address.
    const mails = await mailsOnceDelivered(() => orderMails(orderNumber), 1);
    expect(mails.map((m) => m.file)).toHaveLength(1);
    const mail = mails[0]!.text;
    expect(mail).toMatch(/^To: marco\.bianchi@ferramenta-bianchi\.example$/m);
    expect(mail).toContain(`abbiamo ricevuto il tuo ordine ${orderNumber}.`);
    for (const prize of prizes) expect(mail).toContain(`1 × ${prize.name}: ${pointsText(prize.points)}`);
    expect(mail).toContain(`Totale: ${pointsText(total)}, già scalati dal tuo saldo.`);
    expect(mail).toContain(
      `${NEW_ADDRESS.firstname} ${NEW_ADDRESS.lastname}, ${NEW_ADDRESS.address} ${NEW_ADDRESS.number}, ${NEW_ADDRESS.zipcode} ${NEW_ADDRESS.city} (${NEW_ADDRESS.district})`,
    );

    // The new address is now among the saved ones, beside the seeded one.
    const addresses = await readApi<
      {
        name: string;
        surname: string;
        address: string;
        address_number: string;
        district: string;
        city: string;
        zipcode: string;
        phone: string;
      }[]
    >(page, '/auth/me/addresses');
    expect(addresses.status).toBe(200);
    expect(addresses.data).toHaveLength(2);
    expect(addresses.data).toContainEqual(
      expect.objectContaining({
        name: NEW_ADDRESS.firstname,
        surname: NEW_ADDRESS.lastname,
        address: NEW_ADDRESS.address,
        address_number: NEW_ADDRESS.number,
        district: NEW_ADDRESS.district,
        city: NEW_ADDRESS.city,
        zipcode: NEW_ADDRESS.zipcode,
        phone: NEW_ADDRESS.phone,
      }),
    );

    // …and the next checkout, in the same page view, offers it and fills the form with it.
    await catalogueView(page, '', { page: '1' }, () => menu.getByRole('link', { name: 'Catalogo' }).click());
    const next = results(page)
      .getByRole('article')
      .filter({ hasNotText: /Esaurito|Non disponibile|Ti mancan/ })
      .first();
    const nextName = (await next.getByRole('heading', { level: 3 }).textContent())!.trim();
    await next.getByRole('link', { name: nextName, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: nextName }).waitFor();
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await page.getByRole('link', { name: 'Procedi' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    const label = `${NEW_ADDRESS.address} ${NEW_ADDRESS.number}, ${NEW_ADDRESS.city}`;
    await saved.getByRole('option', { name: label, exact: true }).waitFor({ state: 'attached' });
    await saved.selectOption({ label });
    await expect.poll(() => required(page, 'Nome destinatario').inputValue()).toBe(NEW_ADDRESS.firstname);
    expect(await required(page, 'CAP').inputValue()).toBe(NEW_ADDRESS.zipcode);
    expect(await required(page, 'Nome destinatario').getAttribute('readonly')).not.toBeNull();

    expect(errors).toEqual([]);
    await context.close();
  });
});
