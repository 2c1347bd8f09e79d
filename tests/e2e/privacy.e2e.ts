import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.js';
import { consoleSignIn, seriousAxeViolations } from './support/console.js';
import { pageOverflow } from './support/overflow.js';
import { portalSignIn } from './support/portal-api.js';
import { closePrizeModal } from './support/prize-modal.js';
import { startServer, type RunningServer } from './support/server.js';

// "I tuoi dati" on /my-page (desktop and 390 px) and the console's personal data panel.
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR ?? 'dist/console-shots';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('privacy', () => {
  for (const width of [1280, 390]) {
    it(`the customer prepares their data and sees the deletion step at ${width} px`, async () => {
      const { page, context, errors } = await openPage(browser, { width, height: 900 });
      await portalSignIn(page, server.url('demo', '/login'));
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(server.url('demo', '/my-page'));
      // DEMO0001 has a prize to validate: its modal opens on every page load.
      await closePrizeModal(page);
      const region = page.getByRole('region', { name: 'I tuoi dati' });
      await region
        .getByRole('button', { name: /Revoca il consenso: Comunicazioni commerciali|Acconsento: Comunicazioni commerciali/ })
        .waitFor();
      await region
        .getByRole('button', { name: /Prepara i miei dati|Scarica i miei dati/ })
        .first()
        .click();
      // The server's worker prepares it: the page polls until the download is offered.
      await region.getByRole('button', { name: 'Scarica i miei dati' }).waitFor({ timeout: 20_000 });
      await region.getByRole('button', { name: 'Cancella il mio account' }).click();
      await page.getByRole('dialog', { name: 'Vuoi davvero cancellare il tuo account?' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/my-page-privacy-dialog-${width}.png` });
      await page.getByRole('dialog').getByRole('button', { name: 'Annulla' }).click();
      await region.scrollIntoViewIfNeeded();
      expect(await seriousAxeViolations(page)).toEqual([]);
      const overflow = await pageOverflow(page);
      expect(overflow.scrollWidth, overflow.widest.join(', ')).toBeLessThanOrEqual(overflow.innerWidth);
      await region.screenshot({ path: `${SHOTS}/my-page-privacy-${width}.png` });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('support sees the consent history and the export in the customer page', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(server.url('console', '/'));
    await consoleSignIn(page, 'support@premia.example');
    await page.getByTestId('tenant-list').getByRole('link').first().click();
    await page
      .getByRole('navigation', { name: /^Aree di / })
      .getByRole('link', { name: 'Clienti' })
      .click();
    await page.getByRole('searchbox', { name: 'Cerca un cliente' }).fill('DEMO0001');
    await page.keyboard.press('Enter');
    await page.getByRole('table', { name: 'Clienti trovati per «DEMO0001»' }).getByRole('link', { name: 'DEMO0001' }).click();
    const panel = page.getByRole('region', { name: 'Dati personali' });
    await panel.getByRole('table').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await panel.screenshot({ path: `${SHOTS}/customer-privacy-1280.png` });
    await context.close();
  });
});
