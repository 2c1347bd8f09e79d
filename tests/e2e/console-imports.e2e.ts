import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogZip, photo, unreadablePhoto } from '../../src/server/modules/imports/catalog-test-files.js';
import { formatPoints } from '../../src/shared/format.js';
import { launchBrowser, openPage } from './support/browser.js';
import { consoleSignIn, seriousAxeViolations } from './support/console.js';
import { startServer, type RunningServer } from './support/server.js';

// The console's Importazioni area: a points file checked, then imported, and the customer's balance after it.
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR ?? 'dist/console-shots';
const REASON = 'Bonus fiera di primavera';
const CSV = [
  'user_code;points;reason;external_ref;kind',
  `DEMO0001;750;${REASON};e2e-fiera-1;`,
  'DEMO0001;1.000;Punti con il separatore;e2e-fiera-2;',
  'NESSUNO;10;Cliente che non esiste;e2e-fiera-3;',
].join('\r\n');

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const balanceOf = async (page: Page) => Number(((await page.getByTestId('customer-balance').textContent()) ?? '').replace(/\D/g, ''));

async function openArea(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: /^Aree di / })
    .getByRole('link', { name })
    .click();
}

describe('console: Importazioni', () => {
  it('the operator checks and imports a points file; the report lists the rows in error; the balance moves', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(server.url('console', '/'));
    await consoleSignIn(page, 'operator@premia.example');
    await page.getByTestId('tenant-list').getByRole('link', { name: 'Premia Club' }).click();

    await openArea(page, 'Clienti');
    await page.getByRole('searchbox', { name: 'Cerca un cliente' }).fill('DEMO0001');
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'DEMO0001' }).click();
    await page.getByTestId('customer-balance').waitFor();
    const before = await balanceOf(page);

    await openArea(page, 'Importazioni');
    await page.getByRole('heading', { level: 3, name: 'Importa clienti' }).waitFor();
    await page.getByRole('navigation', { name: 'Che cosa importare' }).getByRole('link', { name: 'Punti' }).click();
    await page.getByRole('heading', { level: 3, name: 'Importa movimenti punti' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/imports-points-empty-1280.png`, fullPage: true });

    await page.getByLabel('Scegli il file CSV').setInputFiles({ name: 'fiera.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await page.getByText('File scelto: fiera.csv').waitFor();
    await page.getByRole('button', { name: 'Verifica' }).click();
    await page.getByRole('heading', { level: 3, name: 'Esito della verifica' }).waitFor();
    await page.getByText('Verifica completata: nulla è stato scritto. Con «Importa» verrebbe importata 1 riga.').waitFor();

    await page.getByRole('button', { name: 'Importa' }).click();
    await page.getByRole('heading', { level: 3, name: 'Esito dell’importazione' }).waitFor();
    const table = page.getByRole('table', { name: 'Righe scartate e già presenti, prima le scartate' });
    const rows = await table.getByRole('row').allTextContents();
    expect(rows.slice(1)).toEqual([
      '3e2e-fiera-2Scartatapoints: "1.000" non è un numero intero (solo cifre, senza separatori delle migliaia)',
      '4e2e-fiera-3Scartatautente NESSUNO sconosciuto nel tenant demo',
    ]);
    expect(await page.getByLabel('Totali di fiera.csv').textContent()).toBe('Righe lette3Importate1Già presenti (saltate)0Scartate2');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/imports-points-report-1280.png`, fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica il rapporto (CSV)' }).click();
    expect((await download).suggestedFilename()).toBe('esito-fiera.csv');

    await page.setViewportSize({ width: 768, height: 1024 });
    await page.screenshot({ path: `${SHOTS}/imports-points-report-768.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The customer page shows the credit at once: the import refreshed what the console had cached.
    await openArea(page, 'Clienti');
    await page.getByRole('link', { name: 'DEMO0001' }).click();
    await page
      .getByTestId('customer-balance')
      .getByText(`${formatPoints(before + 750)} punti`, { exact: true })
      .waitFor();
    const movement = page.getByRole('table', { name: 'Movimenti punti, dal più recente' }).getByRole('row').filter({ hasText: REASON });
    expect(await movement.textContent()).toContain('+750');
    expect(errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it(
    'the operator uploads a catalogue zip: the bar follows the pictures, then the report; the same zip again changes nothing; an unreadable picture rejects only its row',
    { timeout: 300_000 },
    async () => {
      const PRIZES = 30;
      const files: Record<string, Buffer> = {};
      const rows: string[] = [];
      for (let i = 0; i < PRIZES; i++) {
        const name = `foto/premio-${i}.jpg`;
        files[name] = await photo(1200, 900, `#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}`);
        rows.push(`E2E-${i};Premio di prova ${i};;${1000 + i * 50};5;Prove E2E;;1;0;premio-${i}.jpg`);
      }
      const zip = catalogZip(rows, files);
      const { page, context, errors } = await openPage(browser);
      await page.goto(server.url('console', '/'));
      await consoleSignIn(page, 'operator@premia.example');
      await page.getByTestId('tenant-list').waitFor();
      await page.goto(server.url('console', '/iniziative/demo/importazioni/catalogo'));
      await page.getByRole('heading', { level: 3, name: 'Importa il catalogo premi' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByLabel('Scegli il file CSV o ZIP').setInputFiles({ name: 'catalogo.zip', mimeType: 'application/zip', buffer: zip });
      await page.getByRole('button', { name: 'Importa' }).click();

      // The pictures are encoded first: the bar says how many, and moves while they are.
      const bar = page.getByRole('progressbar', { name: 'Importazione di catalogo.zip in corso' });
      await expect
        .poll(() => bar.getAttribute('aria-valuetext').catch(() => null), { timeout: 60_000, interval: 100 })
        .toMatch(/^([1-9]|[12]\d) di 30 immagini elaborate/);
      await page.screenshot({ path: `${SHOTS}/imports-catalog-progress-1280.png`, fullPage: true });
      await page.getByRole('heading', { level: 3, name: 'Esito dell’importazione' }).waitFor({ timeout: 120_000 });
      expect(await page.getByLabel('Totali di catalogo.zip').textContent()).toBe(
        `Righe lette${PRIZES}Importate${PRIZES}Già presenti (saltate)0Scartate0`,
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/imports-catalog-report-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.screenshot({ path: `${SHOTS}/imports-catalog-report-768.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.getByLabel('Scegli il file CSV o ZIP').setInputFiles({ name: 'catalogo.zip', mimeType: 'application/zip', buffer: zip });
      await page.getByRole('button', { name: 'Importa' }).click();
      await page.getByText(`Righe lette${PRIZES}`).waitFor();
      await expect
        .poll(() => page.getByLabel('Totali di catalogo.zip').textContent(), { timeout: 60_000 })
        .toBe(`Righe lette${PRIZES}Importate0Già presenti (saltate)${PRIZES}Scartate0`);

      // A zip with an unreadable picture: the good row is imported, the bad one listed with the picture's name.
      const withBad = catalogZip(
        ['E2E-X;Piatto rotto;;100;1;Prove E2E;;1;0;rotta.jpg', 'E2E-Y;Tazza buona;;100;1;Prove E2E;;1;0;buona.jpg'],
        {
          'foto/rotta.jpg': await unreadablePhoto(),
          'foto/buona.jpg': await photo(800, 600, '#145a32'),
        },
      );
      await page
        .getByLabel('Scegli il file CSV o ZIP')
        .setInputFiles({ name: 'con-foto-rotta.zip', mimeType: 'application/zip', buffer: withBad });
      await page.getByRole('button', { name: 'Importa' }).click();
      const totals = page.getByLabel('Totali di con-foto-rotta.zip');
      await totals.waitFor({ timeout: 60_000 });
      expect(await totals.textContent()).toBe('Righe lette2Importate1Già presenti (saltate)0Scartate1');
      expect(await page.getByRole('status').filter({ hasText: 'Importazione completata' }).textContent()).toBe(
        'Importazione completata: 1 riga importata. 1 riga è stata scartata: è elencata qui sotto con il motivo.',
      );
      const report = page.getByRole('table', { name: 'Righe scartate e già presenti, prima le scartate' });
      expect(await report.getByRole('row').allTextContents()).toEqual([
        'RigaCodiceEsitoMotivo',
        '2E2E-XScartataimages: "foto/rotta.jpg": non è un’immagine leggibile (ammessi JPEG, PNG, WebP, AVIF, GIF, TIFF)',
      ]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/imports-catalog-bad-picture-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.screenshot({ path: `${SHOTS}/imports-catalog-bad-picture-768.png`, fullPage: true });
      expect(errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
      await context.close();
    },
  );
});
