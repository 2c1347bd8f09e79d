import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { closePrizeModal } from './support/prize-modal.js';

// The prize catalogue against the real server and database: full-text search, filters in the
// address bar with back/forward, the detail page, the wishlist and add to cart; then the aurora
// tenant, which has no wishlist.
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

const PASSWORD = 'Demo!2025x';

async function logIn(page: Page, origin: string, prizeModal: boolean): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await page.locator('#login_email').fill('DEMO0001');
  await page.locator('#login_password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  if (prizeModal) await closePrizeModal(page);
}

const results = (page: Page) => page.getByRole('region', { name: 'Risultati' });
const cardNames = (page: Page) => results(page).getByRole('heading', { level: 3 }).allTextContents();
const filters = (page: Page) => page.getByRole('search', { name: 'Filtra i premi' });

/** Waits until the grid shows a loaded answer (not the skeletons). */
async function settled(page: Page): Promise<void> {
  await results(page).and(page.locator('[aria-busy="false"]')).waitFor();
}

/**
 * Does something that changes the view, then waits for its product list to arrive and be shown
 * with `search` in the address bar. Waiting for the answer first means the grid checked next
 * cannot be the previous view's.
 */
async function view(page: Page, search: string, action: () => Promise<unknown>): Promise<void> {
  // A request sent after the action, not any answer: the previous view's may still be in flight.
  const requested = page.waitForRequest((r) => new URL(r.url()).pathname === '/v1/catalog/products' && r.method() === 'GET');
  await action();
  await (await requested).response();
  await page.waitForURL((url) => url.pathname === '/catalogo' && url.search === search);
  await settled(page);
}

describe('prize catalogue (demo at localhost)', () => {
  it('DEMO0001: search, filters in the address, paging and back, detail, wishlist, add to cart', async () => {
    const { page, context, errors } = await openPage(browser);
    const origin = `http://localhost:${server.port}`;
    await logIn(page, origin, true);

    await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Catalogo' }).click();
    await settled(page);
    expect(await results(page).getByRole('article').count()).toBe(20);
    await expect.poll(() => page.getByText(/^\d+ premi · pagina 1 di \d+$/).count()).toBe(1);

    // Full text on the server: no accents, upper case, still finds 'Macchina da caffè espresso'.
    await filters(page).getByLabel('Cerca un premio').fill('CAFFE');
    await view(page, '?q=CAFFE', () => filters(page).getByLabel('Cerca un premio').press('Enter'));
    expect(await cardNames(page)).toContain('Macchina da caffè espresso');
    await filters(page).getByLabel('Cerca un premio').fill('');
    await view(page, '', () => filters(page).getByLabel('Cerca un premio').press('Enter'));

    // Category: the list narrows to it.
    const category = filters(page).getByLabel('Categoria', { exact: true });
    const technologyId = await category.locator('option', { hasText: 'Tecnologia' }).getAttribute('value');
    await view(page, `?categoria=${technologyId}`, () => category.selectOption({ label: 'Tecnologia' }));
    const technology = await cardNames(page);
    expect(technology).toContain('Notebook ultraleggero 14 pollici');
    expect(technology).not.toContain('Macchina da caffè espresso');
    await view(page, '', () => category.selectOption({ label: 'Tutte le categorie' }));

    // Points range and 'Solo disponibili', then page 2.
    await filters(page).getByLabel('Punti da').fill('1000');
    await filters(page).getByLabel('Punti a').fill('25000');
    await view(page, '?punti_da=1000&punti_a=25000', () => filters(page).getByLabel('Punti a').press('Enter'));
    await view(page, '?punti_da=1000&punti_a=25000&disponibili=1', () =>
      filters(page).getByRole('checkbox', { name: 'Solo disponibili' }).check(),
    );
    const firstPage = await cardNames(page);
    expect(firstPage).toHaveLength(20);
    await view(page, '?punti_da=1000&punti_a=25000&disponibili=1&pagina=2', () =>
      page.getByRole('navigation', { name: 'Pagine dei risultati' }).getByRole('link', { name: 'Pagina 2' }).click(),
    );
    const secondPage = await cardNames(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);
    expect(
      await results(page)
        .getByText(/Ti mancano/)
        .count(),
    ).toBe(0);
    expect(await results(page).getByText('Esaurito').count()).toBe(0);

    // The browser's back button: page 1 with the same filters and the same prizes.
    await view(page, '?punti_da=1000&punti_a=25000&disponibili=1', () => page.goBack());
    expect(await cardNames(page)).toEqual(firstPage);
    expect(await filters(page).getByLabel('Punti da').inputValue()).toBe('1000');
    expect(await filters(page).getByLabel('Punti a').inputValue()).toBe('25000');
    expect(await filters(page).getByRole('checkbox', { name: 'Solo disponibili' }).isChecked()).toBe(true);
    // Once more: the view before 'Solo disponibili'.
    await view(page, '?punti_da=1000&punti_a=25000', () => page.goBack());
    expect(await filters(page).getByRole('checkbox', { name: 'Solo disponibili' }).isChecked()).toBe(false);
    await view(page, '?punti_da=1000&punti_a=25000&disponibili=1', () => page.goForward());
    // Both points fields cleared at once and Enter: the range goes, and stays gone.
    await view(page, '?disponibili=1', async () => {
      await filters(page).getByLabel('Punti da').fill('');
      await filters(page).getByLabel('Punti a').fill('');
      await filters(page).getByLabel('Punti a').press('Enter');
    });
    expect([await filters(page).getByLabel('Punti da').inputValue(), await filters(page).getByLabel('Punti a').inputValue()]).toEqual([
      '',
      '',
    ]);
    await filters(page).getByLabel('Punti da').fill('1000');
    await filters(page).getByLabel('Punti a').fill('25000');
    await view(page, '?punti_da=1000&punti_a=25000&disponibili=1', () => filters(page).getByLabel('Punti a').press('Enter'));
    expect(await cardNames(page)).toEqual(firstPage);

    // A prize: detail, wishlist heart, /wishlist, removal.
    const prize = firstPage[0]!;
    await results(page).getByRole('link', { name: prize, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: prize }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/catalogo\/\d+$/);
    await page.getByRole('button', { name: 'Aggiungi alla wishlist' }).click();
    await page.getByText('Aggiunto alla wishlist').waitFor();
    await page.getByRole('link', { name: 'Vai alla wishlist' }).click();
    await page.waitForURL((url) => url.pathname === '/wishlist');
    const saved = page.getByRole('article').filter({ hasText: prize });
    await saved.waitFor();
    await saved.getByRole('button', { name: `Rimuovi: ${prize}` }).click();
    await page.getByRole('heading', { name: 'La tua wishlist è vuota' }).waitFor();
    await page.reload();
    await closePrizeModal(page);
    await page.getByRole('heading', { name: 'La tua wishlist è vuota' }).waitFor();

    // Back to the catalogue view it came from, then add to cart → /pre-checkout.
    await page.getByRole('link', { name: 'Scopri il catalogo' }).click();
    await settled(page);
    await results(page).getByRole('link', { name: prize, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: prize }).waitFor();
    expect(await page.getByRole('link', { name: /Torna al catalogo/ }).getAttribute('href')).toBe('/catalogo');
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await page.waitForURL((url) => url.pathname === '/pre-checkout');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('the detail back link returns to the exact filtered view', async () => {
    const { page, context, errors } = await openPage(browser);
    const origin = `http://localhost:${server.port}`;
    await logIn(page, origin, true);
    await page.goto(`${origin}/catalogo?q=bicicletta&punti_da=500`);
    await closePrizeModal(page);
    await settled(page);
    await results(page).getByRole('link', { name: 'Bicicletta elettrica da città' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bicicletta elettrica da città' }).waitFor();
    // 60 000 points against a 25 000 balance.
    await page.getByText('Ti mancano 35.000 punti').first().waitFor();
    expect(await page.getByRole('button', { name: 'Aggiungi al carrello' }).isDisabled()).toBe(true);
    // The server painted this view with its answer seconds ago, which still counts for it
    // (queries/prefetched.ts): the grid comes back from the cache, without asking again.
    await page.getByRole('link', { name: /Torna al catalogo/ }).click();
    await page.waitForURL((url) => url.pathname === '/catalogo' && url.search === '?q=bicicletta&punti_da=500');
    await settled(page);
    expect(await cardNames(page)).toContain('Bicicletta elettrica da città');
    expect(await filters(page).getByLabel('Cerca un premio').inputValue()).toBe('bicicletta');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('prize catalogue (aurora: no wishlist)', () => {
  it('shows the catalogue and the detail without the wishlist heart; /wishlist does not exist', async () => {
    const { page, context, errors } = await openPage(browser);
    const origin = server.url('aurora', '').replace(/\/$/, '');
    await logIn(page, origin, false);
    await page.goto(`${origin}/catalogo`);
    await settled(page);
    expect(await results(page).getByRole('article').count()).toBe(20);
    expect(await page.getByRole('link', { name: 'La mia wishlist' }).count()).toBe(0);
    const prize = (await cardNames(page))[0]!;
    await results(page).getByRole('link', { name: prize, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: prize }).waitFor();
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).waitFor();
    expect(await page.getByRole('button', { name: /wishlist/i }).count()).toBe(0);
    await page.goto(`${origin}/wishlist`);
    await page.getByRole('heading', { name: 'Pagina non trovata' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
