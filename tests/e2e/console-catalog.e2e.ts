import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photo } from '../../src/server/modules/imports/catalog-test-files.js';
import { launchBrowser, openPage } from './support/browser.js';
import { consoleSignIn, DEMO_PASSWORD, seriousAxeViolations } from './support/console.js';
import { portalApi } from './support/portal-api.js';
import { closePrizeModal } from './support/prize-modal.js';
import { startServer, type RunningServer } from './support/server.js';

// The console's Catalogo from end to end: an operator adds a category and a prize with a picture
// in it, puts it 'In vetrina nella home', and switches another prize off; DEMO0001 then finds the
// new prize on the home page's 'In vetrina' and in the portal's catalogue with its responsive
// picture (AVIF/WebP sources, width and height) and no longer finds the one switched off. axe on
// every catalogue screen; screenshots at 1280 and 768.
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR ?? 'dist/console-shots';
const NEW = { code: 'GIA-E2E-1', name: 'Tagliasiepi a batteria', category: 'Giardino' };
const SWITCHED_OFF = 'Frullatore a immersione';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function expectNoSeriousAxe(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: `${SHOTS}/${name}-768.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('console: Catalogo', () => {
  it('an operator adds a category and a prize with a picture and switches another off; the customer sees exactly that', async () => {
    // 1. The operator opens the Catalogo of demo and adds a category.
    const { page: desk, errors } = await openPage(browser);
    await desk.goto(server.url('console', '/'));
    await desk.getByRole('heading', { level: 1, name: 'Accedi' }).waitFor();
    await consoleSignIn(desk, 'operator@premia.example');
    await desk.getByTestId('tenant-list').waitFor();
    await desk.goto(server.url('console', '/iniziative/demo/catalogo'));
    await desk.getByRole('table', { name: 'Premi' }).waitFor();
    await desk.getByRole('navigation', { name: 'Sezioni del catalogo' }).getByRole('link', { name: 'Categorie' }).click();
    const tree = desk.getByRole('list', { name: 'Categorie, nell’ordine del portale' });
    await tree.waitFor();
    await desk.getByRole('textbox', { name: 'Nome' }).fill(NEW.category);
    await desk.getByRole('button', { name: 'Aggiungi' }).click();
    await tree.getByText(NEW.category, { exact: true }).waitFor();
    await expectNoSeriousAxe(desk);
    await shoot(desk, 'catalog-categories');

    // 2. A new prize in it, then its picture.
    await desk.getByRole('navigation', { name: 'Sezioni del catalogo' }).getByRole('link', { name: 'Premi' }).click();
    await desk.getByRole('link', { name: 'Nuovo premio' }).click();
    await desk.getByRole('heading', { level: 2, name: 'Nuovo premio' }).waitFor();
    await desk.getByRole('button', { name: 'Crea il premio' }).click();
    await desk.getByText('Indica il codice del premio').waitFor();
    await expectNoSeriousAxe(desk);
    await desk.getByRole('textbox', { name: /^Codice/ }).fill(NEW.code);
    await desk.getByRole('textbox', { name: /^Punti/ }).fill('1500');
    await desk.getByRole('textbox', { name: /^Scorte/ }).fill('5');
    await desk.getByRole('textbox', { name: 'Nome' }).fill(NEW.name);
    await desk.getByRole('combobox', { name: 'Categoria' }).selectOption({ label: NEW.category });
    await desk.getByRole('textbox', { name: /^Descrizione/ }).fill('<b>Leggero</b>, 2 batterie<script>alert(1)</script>');
    await desk.getByRole('checkbox', { name: 'In vetrina nella home' }).check();
    await desk.getByRole('button', { name: 'Crea il premio' }).click();
    await desk.getByRole('heading', { level: 2, name: new RegExp(NEW.name) }).waitFor();
    expect(await desk.getByRole('textbox', { name: /^Descrizione/ }).inputValue()).toBe('<b>Leggero</b>, 2 batterie');
    await desk
      .locator('input[type=file]')
      .setInputFiles({ name: 'tagliasiepi.jpg', mimeType: 'image/jpeg', buffer: await photo(1200, 900, '#2a7') });
    await desk.getByRole('button', { name: 'Carica immagine' }).click();
    const pictures = desk.getByRole('list', { name: /Immagini del premio/ });
    await pictures.getByText(/^Principale · 960×720 px$/).waitFor();
    await expectNoSeriousAxe(desk);
    await shoot(desk, 'catalog-prize');

    // 3. Another prize switched off from the list, found by its name (the filter stays in the address).
    await desk.getByRole('link', { name: 'Torna ai premi' }).click();
    await desk.getByRole('textbox', { name: 'Cerca per codice o nome' }).fill(SWITCHED_OFF);
    await desk.getByRole('button', { name: 'Applica filtri' }).click();
    await desk.waitForURL((url) => url.searchParams.get('cerca') === SWITCHED_OFF);
    const row = desk.getByRole('table', { name: 'Premi' }).getByRole('row').filter({ hasText: SWITCHED_OFF });
    await row.getByRole('button', { name: /^Spegni / }).click();
    await row.getByText('Spento').waitFor();
    await expectNoSeriousAxe(desk);
    await desk.getByRole('button', { name: 'Azzera' }).click();
    await desk.waitForURL((url) => url.search === '');
    await desk.getByRole('table', { name: 'Premi' }).getByRole('row').nth(25).waitFor();
    await shoot(desk, 'catalog-list');
    expect(errors).toEqual([]);

    // 4. DEMO0001 lands on the home page, where the new prize is 'In vetrina' (the cheapest there,
    // so first), its card a link to its page; then finds it in the catalogue with its responsive
    // picture, and not the one switched off.
    const { page: shop } = await openPage(browser);
    await shop.goto(server.url('demo', '/login'));
    await shop.locator('#login_email').fill('DEMO0001');
    await shop.locator('#login_password').fill(DEMO_PASSWORD);
    await shop.getByRole('button', { name: 'Accedi' }).click();
    await shop.getByRole('heading', { level: 1, name: 'Ciao Marco' }).waitFor();
    await closePrizeModal(shop);
    const featured = shop.getByRole('region', { name: 'In vetrina' });
    const featuredCard = featured.getByRole('heading', { level: 3 }).first();
    await featuredCard.getByRole('link', { name: NEW.name }).waitFor();
    expect(await featuredCard.getByRole('link').getAttribute('href')).toMatch(/^\/catalogo\/\d+$/);
    await featured.screenshot({ path: `${SHOTS}/home-featured-1280.png` });
    await shop.goto(server.url('demo', `/catalogo?q=${encodeURIComponent('tagliasiepi')}`));
    const card = shop.getByRole('heading', { level: 3, name: NEW.name });
    await card.waitFor();
    const picture = shop.locator('li', { has: card }).locator('picture');
    await picture.waitFor({ state: 'attached' });
    expect(await picture.locator('source').evaluateAll((els) => els.map((el) => el.getAttribute('type')))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    const img = picture.locator('img');
    expect(await img.getAttribute('width')).toBe('960');
    expect(await img.getAttribute('height')).toBe('720');
    expect(await img.getAttribute('srcset')).toMatch(/320w, .* 640w, .* 960w$/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

    await shop.goto(server.url('demo', `/catalogo?q=${encodeURIComponent(SWITCHED_OFF)}`));
    await shop.getByRole('heading', { name: 'Nessun premio trovato' }).waitFor();
    const search = await portalApi<{ data: { name: string }[] }>(
      shop,
      'GET',
      `/catalog/products?search=${encodeURIComponent(SWITCHED_OFF)}`,
    );
    expect(search.data.data.map((p) => p.name)).toEqual([]);
  });
});
