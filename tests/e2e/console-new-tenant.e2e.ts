import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogZip } from '../../src/server/modules/imports/catalog-test-files.js';
import { launchBrowser, openPage } from './support/browser.js';
import { addStaffWithPassword, consoleSignIn, importFile, openArea, seriousAxeViolations } from './support/console.js';
import { startServer, type RunningServer } from './support/server.js';

// An operator fills a brand-new initiative from docs/console.md alone
// (the folder made by `npm run tenant -- new`, docs/operators.md's first step): the customers, a zip
// of 10 prizes with pictures, a news item and a notice, all from the console; then a customer of
// that tenant sees exactly those prizes (responsive pictures, no layout shift) and that news.
const ALIAS = 'fiera';
const NAME = 'Fiera dei Premi';
const CUSTOMER = { code: 'FIE0001', password: 'Fiera!2026a' };
const OPERATOR_PASSWORD = 'Ada!Fiera2026';
const NEWS = { title: 'Si apre la Fiera dei Premi', slug: 'si-apre-la-fiera', body: 'Dieci premi vi aspettano da oggi.' };
const NOTICE = { title: 'Spedizioni dal 1° dicembre', body: 'I premi ordinati ora partono il primo dicembre.' };
const PRIZES = Array.from({ length: 10 }, (_, i) => ({ code: `FIE-${i + 1}`, name: `Premio della fiera ${i + 1}` }));
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR ?? 'dist/console-shots';

let browser: Browser;
let server: RunningServer;
let tenantsDir: string;
let dataDir: string;

/** The server's environment for the CLI: its tenants and data folder, on SQLite. */
function cliEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, TENANTS_DIR: tenantsDir, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  // An operator's other shell: not the server's PORT.
  delete env.PORT;
  return env;
}

function npmRun(script: string, ...args: string[]): Promise<{ code: number | null; output: string }> {
  const env = cliEnv();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script, '--', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** The operator's zip: the CSV of docs/operators.md#catalogue-import and one photo per prize. */
async function prizesZip(): Promise<Buffer> {
  const files: Record<string, Buffer> = {};
  const rows: string[] = [];
  for (const [i, prize] of PRIZES.entries()) {
    const file = `foto/${prize.code.toLowerCase()}.jpg`;
    files[file] = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 20 * i, g: 120, b: 200 - 15 * i } } })
      .jpeg()
      .toBuffer();
    rows.push(
      `${prize.code};${prize.name};Un premio della fiera;${1000 + i * 500};5;Casa;Cucina;1;${i < 3 ? 1 : 0};${path.basename(file)}`,
    );
  }
  return catalogZip(rows, files);
}

/** Contenuti → <tab> → <new>: title, the kind's other fields, the text typed in the editor, Crea. */
async function publish(page: Page, tab: string, create: string, values: { title: string; body: string; slug?: string }) {
  await openArea(page, 'Contenuti');
  await page.getByRole('navigation', { name: 'Tipo di contenuto' }).getByRole('link', { name: tab, exact: true }).click();
  await page.getByRole('link', { name: create }).click();
  await page.getByLabel('Titolo', { exact: true }).fill(values.title);
  if (values.slug) await page.getByLabel('Indirizzo', { exact: true }).fill(values.slug);
  await page.getByRole('textbox', { name: 'Testo' }).click();
  await page.keyboard.type(values.body);
  await page.getByRole('button', { name: 'Crea' }).click();
  await page.getByText('Pubblicato', { exact: true }).first().waitFor();
}

/** Layout shifts the page has had since it started loading (the CLS metric's raw entries). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

beforeAll(async () => {
  tenantsDir = await mkdtemp(path.join(os.tmpdir(), 'premia-new-tenant-'));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'premia-new-tenant-data-'));
  await cp('tenants', tenantsDir, { recursive: true });
  [browser, server] = await Promise.all([launchBrowser(), startServer({ TENANTS_DIR: tenantsDir, DATA_DIR: dataDir })]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  for (const dir of [tenantsDir, dataDir]) if (dir) await rm(dir, { recursive: true, force: true });
});

describe('docs/console.md: an operator fills a new initiative', () => {
  it(
    'customers, a zip of 10 prizes with pictures, a news item and a notice; the customer sees exactly those',
    { timeout: 240_000 },
    async () => {
      const created = await npmRun('tenant', 'new', ALIAS, '--from', 'demo', '--name', NAME);
      expect(created.code, created.output).toBe(0);
      // The address it prints is the running server's, on its port.
      expect(created.output).toContain(
        `preview: http://${ALIAS}.localhost:${server.port} (or http://${ALIAS}.premia.localhost:${server.port})`,
      );

      // The demo operator never reaches a tenant without demo data: the initiative's own operator
      // is made as docs/operations.md says.
      const staff = await openPage(browser);
      const { page } = staff;
      const consoleOrigin = new URL(server.url('console', '/')).origin;
      await addStaffWithPassword(page, {
        env: { ...cliEnv(), PORT: String(server.port) },
        email: 'ada@fiera.example',
        role: 'operator',
        tenant: ALIAS,
        password: OPERATOR_PASSWORD,
        consoleOrigin,
      });
      await page.goto(server.url('console', '/'));
      await consoleSignIn(page, 'ada@fiera.example', OPERATOR_PASSWORD);
      await page.getByTestId('tenant-list').getByRole('link', { name: NAME }).click();

      const customers = [
        'user_code;password;firstname;lastname;company;email;points_enabled;active',
        `${CUSTOMER.code};${CUSTOMER.password};Anna;Verdi;Ferramenta Verdi;anna.verdi@example.it;1;1`,
        '',
      ].join('\n');
      expect(await importFile(page, 'Clienti', { name: 'clienti.csv', mimeType: 'text/csv', buffer: Buffer.from(customers) })).toMatch(
        /Importate1/,
      );
      const zip = await prizesZip();
      expect(await importFile(page, 'Catalogo', { name: 'premi.zip', mimeType: 'application/zip', buffer: zip })).toMatch(/Importate10/);

      await publish(page, 'Notizie', 'Nuova notizia', NEWS);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/new-tenant-news-1280.png`, fullPage: true });
      await publish(page, 'Avvisi', 'Nuovo avviso', NOTICE);
      expect(staff.errors).toEqual([]);
      await staff.context.close();

      const customer = await openPage(browser);
      const shop = customer.page;
      await shop.goto(server.url(ALIAS, '/login'));
      await shop.locator('#login_email').fill(CUSTOMER.code);
      await shop.locator('#login_password').fill(CUSTOMER.password);
      await shop.getByRole('button', { name: 'Accedi' }).click();
      await shop.waitForURL((url) => url.pathname === '/');

      // A full load of the catalogue: exactly the ten imported prizes, each picture sized before it arrives.
      await shop.goto(server.url(ALIAS, '/catalogo'));
      const names = shop.locator('main article h2, main article h3');
      await expect.poll(() => names.count(), { timeout: 15_000 }).toBe(10);
      expect((await names.allTextContents()).map((n) => n.trim()).sort()).toEqual(PRIZES.map((p) => p.name).sort());
      const pictures = shop.locator('main article picture');
      expect(await pictures.count()).toBe(10);
      for (const picture of await pictures.all()) {
        expect(await picture.locator('source[type="image/avif"]').getAttribute('srcset')).toMatch(
          /\/v1\/catalog\/files\/[0-9a-f]{64}\.avif 320w/,
        );
        const img = picture.locator('img');
        expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
        expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
      }
      await shop.waitForLoadState('load');
      expect(await layoutShift(shop)).toBeLessThanOrEqual(0.02);
      await shop.screenshot({ path: `${SHOTS}/new-tenant-catalogue-customer-1280.png`, fullPage: true });

      await shop.goto(server.url(ALIAS, '/news'));
      await shop.getByRole('heading', { level: 2, name: NEWS.title }).waitFor();
      expect(await shop.locator('main article').count()).toBe(1);
      await shop.getByRole('link', { name: NEWS.title, exact: true }).click();
      await shop.getByText(NEWS.body).waitFor();
      await shop.getByRole('link', { name: 'Torna alle news' }).first().click();
      await shop.getByRole('navigation', { name: 'Sezioni delle news' }).getByRole('link', { name: 'Avvisi' }).click();
      await shop.getByRole('heading', { level: 2, name: NOTICE.title }).waitFor();
      await shop.getByText(NOTICE.body).waitFor();

      // Its advantages and contact pages, whose introductions nobody has written yet: asked for
      // and answered empty, never a 404 in the browser's console.
      const refused: string[] = [];
      shop.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.startsWith('/v1/') && response.status() >= 400) refused.push(`${response.status()} ${pathname}`);
      });
      await shop.goto(server.url(ALIAS, '/vantaggi'));
      await shop.getByText('Al momento non ci sono vantaggi disponibili.', { exact: false }).first().waitFor();
      await shop.goto(server.url(ALIAS, '/contatti'));
      await shop.getByRole('heading', { level: 1, name: 'Contatti' }).waitFor();
      await shop.locator('html[data-interactive]').waitFor({ state: 'attached' });
      expect(refused).toEqual([]);
      expect(customer.errors).toEqual([]);
      await customer.context.close();
    },
  );
});
