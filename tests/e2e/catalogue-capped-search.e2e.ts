import type { Browser, Page } from 'playwright-core';
import { createDatabase } from '../../src/server/db/database.js';
import { seedProducts } from '../../scripts/bench/catalog-seed.js';
import { launchBrowser, openPage } from './support/browser.js';
import { closePrizeModal } from './support/prize-modal.js';
import { startServer, type RunningServer } from './support/server.js';

// The catalogue at 100,000 prizes against the real server: a broad search has more matches than
// the server counts (1,000), so the portal says "più di 1.000 premi" and pages through the pages
// known to exist. The prizes are the catalogue benchmark's (batch inserts, not the console).
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  const handle = createDatabase({ dataDir: server.dataDir });
  try {
    await seedProducts(handle, 100_000);
  } finally {
    await handle.destroy();
  }
}, 180_000);

afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

const results = (page: Page) => page.getByRole('region', { name: 'Risultati' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagine dei risultati' });

/** Follows a pager link and waits for that page's answer to be shown. */
async function toPage(page: Page, link: string, pageNumber: number): Promise<void> {
  const requested = page.waitForRequest((r) => new URL(r.url()).searchParams.get('page') === String(pageNumber));
  await pager(page).getByRole('link', { name: link }).click();
  await (await requested).response();
  await page.waitForURL((url) => url.searchParams.get('pagina') === String(pageNumber));
  await results(page).and(page.locator('[aria-busy="false"]')).waitFor();
}

describe('catalogue search at 100,000 prizes (demo)', () => {
  it("says 'più di 1.000 premi' for a broad search and pages through the pages it can prove", async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(server.url('demo', '/login'));
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.locator('#login_email').fill('DEMO0001');
    await page.locator('#login_password').fill('Demo!2025x');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // 'caffe' matches about 10,000 of the benchmark's prizes.
    await page.goto(server.url('demo', '/catalogo?q=caffe'));
    await closePrizeModal(page);
    await expect.poll(() => results(page).getByText('più di 1.000 premi · pagina 1 di 50').count()).toBe(1);
    expect(await results(page).getByRole('article').count()).toBe(20);
    expect(await pager(page).getByRole('link', { name: 'Pagina 51' }).count()).toBe(0);

    await toPage(page, 'Successiva', 2);
    expect(await results(page).getByText('più di 1.000 premi · pagina 2 di 50').count()).toBe(1);
    expect(await results(page).getByRole('article').count()).toBe(20);

    // The last page offered exists and is full; nothing is offered after it.
    await toPage(page, 'Pagina 50', 50);
    expect(await results(page).getByText('più di 1.000 premi · pagina 50 di 50').count()).toBe(1);
    expect(await results(page).getByRole('article').count()).toBe(20);
    expect(await pager(page).getByRole('link', { name: 'Successiva' }).count()).toBe(0);
    for (const name of await results(page).getByRole('heading', { level: 3 }).allTextContents()) expect(name).toMatch(/caffè/i);

    // A narrow search is counted exactly.
    await page.goto(server.url('demo', '/catalogo?q=caffe+elegante+serie+7'));
    await closePrizeModal(page);
    await expect
      .poll(() =>
        results(page)
          .getByText(/^\d+ premi( · pagina 1 di \d+)?$/)
          .count(),
      )
      .toBe(1);
    expect(errors).toEqual([]);
  });
});
