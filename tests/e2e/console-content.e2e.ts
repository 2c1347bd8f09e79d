import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyJpeg } from '../../src/server/modules/content/test-fixtures.js';
import { launchBrowser, openPage } from './support/browser.js';
import { consoleSignIn, DEMO_PASSWORD, seriousAxeViolations } from './support/console.js';
import { startServer, type RunningServer } from './support/server.js';

// Contenuti: the operator publishes a news item with a picture and a notice, and schedules a
// second news item for tomorrow (its preview frame shows it, as the named customer would see it
// once out); DEMO0001 on demo.localhost sees the first news item and the notice, not the scheduled one.
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR ?? 'dist/console-shots';
const NEWS = 'Festa di primavera in negozio';
const NOTICE = 'Chiusura per inventario';
const LATER = 'Anteprima dei premi di domani';

let browser: Browser;
let server: RunningServer;
let fixtures: string;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  fixtures = await mkdtemp(path.join(os.tmpdir(), 'premia-content-'));
  await writeFile(path.join(fixtures, 'copertina.jpg'), tinyJpeg());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (fixtures) await rm(fixtures, { recursive: true, force: true });
});

/** The datetime-local value of a moment, in the browser's (and this process's) time zone. */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

async function openTab(page: Page, tab: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Tipo di contenuto' }).getByRole('link', { name: tab }).click();
}

/** Types the rich text: the editor is a labelled textbox, driven from the keyboard (Ctrl+B for bold, shown pressed on the toolbar). */
async function typeBody(page: Page, text: string, bold: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Testo' });
  await box.click();
  await page.keyboard.type(text);
  await page.keyboard.press('Control+b');
  await page.keyboard.type(bold);
  await page.getByRole('button', { name: 'Grassetto', pressed: true }).waitFor();
}

async function create(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Crea' }).click();
  await page.getByRole('status').getByText('Salvato.').waitFor();
}

describe('console: Contenuti', () => {
  it('publishes a news item with a picture and a notice, schedules another; the customer sees only what is out', async () => {
    const staff = await openPage(browser);
    const page = staff.page;
    await page.goto(server.url('console', '/'));
    await consoleSignIn(page, 'operator@premia.example');
    await page.getByTestId('tenant-list').waitFor();
    await page.goto(server.url('console', '/iniziative/demo'));
    await page
      .getByRole('navigation', { name: /^Aree di / })
      .getByRole('link', { name: 'Contenuti' })
      .click();
    await page.getByRole('heading', { name: 'Notizie', level: 3 }).waitFor();
    await page.getByRole('table', { name: 'Notizie' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/content-list-1280.png`, fullPage: true });

    // A news item with a picture, out at once.
    await page.getByRole('link', { name: 'Nuova notizia' }).click();
    await page.getByRole('textbox', { name: 'Titolo' }).fill(NEWS);
    await page.getByRole('textbox', { name: /Indirizzo/ }).fill('festa-di-primavera');
    await page.getByRole('textbox', { name: /Sommario/ }).fill('Sabato premi doppi per tutti.');
    await page.locator('input[type="file"]').setInputFiles(path.join(fixtures, 'copertina.jpg'));
    await page.getByText('8 × 8 pixel').waitFor();
    await typeBody(page, 'Vi aspettiamo sabato. ', 'Premi doppi!');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await create(page);
    await page.getByText('Pubblicato', { exact: true }).waitFor();
    const newsId = /\/notizie\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
    expect(newsId).toBeDefined();
    await page.screenshot({ path: `${SHOTS}/content-news-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 768, height: 900 });
    await page.screenshot({ path: `${SHOTS}/content-news-768.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // A notice.
    await openTab(page, 'Avvisi');
    await page.getByRole('link', { name: 'Nuovo avviso' }).click();
    await page.getByRole('heading', { name: 'Nuovo avviso' }).waitFor();
    await page.getByRole('textbox', { name: 'Titolo' }).fill(NOTICE);
    await typeBody(page, 'Il negozio resta chiuso lunedì. ', 'Gli ordini restano attivi.');
    await create(page);

    // A news item for tomorrow: listed as scheduled, and its preview shows it through the preview token.
    await openTab(page, 'Notizie');
    await page.getByRole('link', { name: 'Nuova notizia' }).click();
    await page.getByRole('textbox', { name: 'Titolo' }).fill(LATER);
    await page.getByRole('textbox', { name: /Indirizzo/ }).fill('premi-di-domani');
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    await page.getByLabel(/Pubblica dal/).fill(localInput(tomorrow));
    await create(page);
    await page
      .getByText(/^Programmato dal /)
      .first()
      .waitFor();
    await page.getByRole('textbox', { name: 'Cliente' }).fill('DEMO0001');
    await page.getByRole('button', { name: 'Mostra' }).click();
    const frame = page.frameLocator('iframe[title^="Anteprima di /news/"]');
    await frame.getByRole('heading', { name: LATER }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/content-scheduled-preview-1280.png`, fullPage: true });

    await openTab(page, 'Notizie');
    const list = page.getByRole('table', { name: 'Notizie' });
    await list
      .getByRole('row')
      .filter({ hasText: LATER })
      .getByText(/^Programmato dal /)
      .waitFor();
    await list.getByRole('row').filter({ hasText: NEWS }).getByText('Pubblicato', { exact: true }).waitFor();
    await page.setViewportSize({ width: 768, height: 900 });
    await page.screenshot({ path: `${SHOTS}/content-list-768.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The site's sections: listed, one opened in the same editor.
    await openTab(page, 'Sezioni del sito');
    await page
      .getByRole('table', { name: 'Sezioni del sito' })
      .getByRole('link', { name: /Meccanica/ })
      .click();
    await page.getByRole('textbox', { name: 'Testo' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/content-cms-1280.png`, fullPage: true });

    // A voucher: its form and, under it, its pool of codes.
    await openTab(page, 'Buoni');
    await page.getByRole('table', { name: 'Buoni' }).getByRole('link').first().click();
    await page.getByRole('heading', { name: 'Codici del buono' }).waitFor();
    // Checked once the pool's counts are in, so the page is the same on every run.
    await page.getByLabel('Conteggio dei codici').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The customer: the first news item (with its picture's size) and the notice, not tomorrow's.
    const customer = await openPage(browser);
    const portal = customer.page;
    await portal.goto(server.url('demo', '/login'));
    await portal.locator('#login_email').fill('DEMO0001');
    await portal.locator('#login_password').fill(DEMO_PASSWORD);
    await portal.getByRole('button', { name: 'Accedi' }).click();
    await portal.waitForURL((url) => url.pathname !== '/login');
    await portal.screenshot({ path: `${SHOTS}/content-portal-news-1280.png` });
    await portal.goto(server.url('demo', '/news'));
    await portal.getByText(NEWS).first().waitFor();
    expect(await portal.getByText(LATER).count()).toBe(0);
    await portal.goto(server.url('demo', '/news?sezione=avvisi'));
    await portal.getByText(NOTICE).first().waitFor();
    await portal.goto(server.url('demo', '/news'));
    await portal.goto(server.url('demo', `/news/${newsId}`));
    await portal.getByRole('heading', { name: NEWS }).waitFor();
    await portal.getByText('Premi doppi!').waitFor();
    const cover = portal.locator('img[src^="/v1/catalog/files/"]').first();
    expect([await cover.getAttribute('width'), await cover.getAttribute('height')]).toEqual(['8', '8']);

    expect(staff.errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    await staff.context.close();
    await customer.context.close();
  });
});
