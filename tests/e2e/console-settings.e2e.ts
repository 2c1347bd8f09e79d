import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.js';
import { consoleSignIn, DEMO_PASSWORD, seriousAxeViolations } from './support/console.js';
import { closePrizeModal } from './support/prize-modal.js';
import { startServer, type RunningServer } from './support/server.js';

// The console's Impostazioni area: a live change seen in the preview, saved, seen by customers, audited, undone.
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR ?? 'dist/console-shots';
const WISHLIST_LINK = 'La mia wishlist';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openArea(page: Page, area: string) {
  await page
    .getByRole('navigation', { name: /^Aree di / })
    .getByRole('link', { name: area })
    .click();
}

/** The customer's own catalogue, on a fresh page load. */
async function customerSeesWishlist(page: Page): Promise<boolean> {
  await page.goto(server.url('demo', '/catalogo'));
  await closePrizeModal(page);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page
    .getByRole('link', { name: /Catalogo|Premi/ })
    .first()
    .waitFor();
  return (await page.getByRole('link', { name: WISHLIST_LINK }).count()) > 0;
}

const frameOf = (page: Page): FrameLocator => page.frameLocator('iframe[title^="Anteprima"]');

describe('console: Impostazioni', () => {
  it('an operator switches the wishlist off with a live preview, customers lose it, the audit shows it, undo restores it', async () => {
    const customer = await openPage(browser);
    await customer.page.goto(server.url('demo', '/login'));
    await customer.page.locator('#login_email').fill('DEMO0001');
    await customer.page.locator('#login_password').fill(DEMO_PASSWORD);
    await customer.page.getByRole('button', { name: 'Accedi' }).click();
    await customer.page.waitForURL((url) => url.pathname === '/');
    expect(await customerSeesWishlist(customer.page)).toBe(true);

    const { page, context, errors } = await openPage(browser, { width: 1440, height: 1000 });
    await page.goto(server.url('console', '/'));
    await consoleSignIn(page, 'operator@premia.example');
    await page.getByTestId('tenant-list').locator('a[href="/iniziative/demo"]').click();
    await openArea(page, 'Impostazioni');
    await page.getByRole('heading', { level: 2, name: 'Impostazioni' }).waitFor();

    // The preview: the login page at once, the catalogue as DEMO0001.
    await frameOf(page).getByRole('button', { name: 'Accedi' }).waitFor();
    await page.getByRole('group', { name: 'Pagina' }).getByRole('button', { name: 'Catalogo' }).click();
    await page.getByLabel('Vedi il catalogo come il cliente').fill('DEMO0001');
    await page.getByRole('button', { name: 'Mostra' }).click();
    await frameOf(page).getByRole('link', { name: WISHLIST_LINK }).waitFor();

    // The change, seen in the preview before it is saved.
    const toggle = page.getByRole('switch', { name: 'Lista dei desideri' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.uncheck();
    await page.getByText('Modificato, da salvare').waitFor();
    await page.getByText('1 modifica non salvata', { exact: true }).waitFor();
    await frameOf(page).getByRole('link', { name: WISHLIST_LINK }).waitFor({ state: 'detached' });
    expect(await customerSeesWishlist(customer.page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/settings-draft-1440.png`, fullPage: true });

    await page.getByRole('button', { name: 'Salva' }).click();
    await page
      .getByRole('status')
      .getByText(/^Salvato: 1 impostazione, valida dal prossimo caricamento/)
      .waitFor();
    await page
      .getByRole('table', { name: /Modifiche delle impostazioni/ })
      .getByRole('row', { name: /Lista dei desideri\s*Attivo → Disattivato/ })
      .waitFor();
    await page.getByText('Personalizzato').first().waitFor();
    expect(await customerSeesWishlist(customer.page)).toBe(false);

    // The audit log has it, with who did it.
    await openArea(page, 'Registro attività');
    const audit = page.getByRole('table').first();
    await audit.getByText('Impostazione «Lista dei desideri» cambiata da Attivo a Disattivato').first().waitFor();
    expect(await audit.getByRole('row').nth(1).textContent()).toContain('operator@premia.example');

    // One click puts it back.
    await openArea(page, 'Impostazioni');
    await page.getByRole('button', { name: 'Annulla l’ultima modifica' }).click();
    await page.getByText(/^Annullata la modifica di «Lista dei desideri»/).waitFor();
    expect(await page.getByRole('switch', { name: 'Lista dei desideri' }).isChecked()).toBe(true);
    expect(await customerSeesWishlist(customer.page)).toBe(true);

    await page.setViewportSize({ width: 900, height: 1100 });
    await page.getByRole('group', { name: 'Larghezza' }).getByRole('button', { name: 'Desktop' }).click();
    await page.getByRole('group', { name: 'Pagina' }).getByRole('button', { name: 'Accesso' }).click();
    await frameOf(page).getByRole('button', { name: 'Accedi' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/settings-900.png`, fullPage: true });
    expect(errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
    await customer.context.close();
  });

  it('support has the feature toggles only, not the tenant settings', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(server.url('console', '/'));
    await consoleSignIn(page, 'support@premia.example');
    await page.getByTestId('tenant-list').getByRole('link').first().click();
    const nav = page.getByRole('navigation', { name: /^Aree di / });
    await nav.getByRole('link', { name: 'Funzioni attive' }).click();
    await page.getByRole('heading', { level: 2, name: 'Funzioni attive' }).waitFor();
    await page.getByRole('switch', { name: 'Lista dei desideri' }).waitFor();
    // Everything outside the closed list of switches is shown, read-only: no address, no secret name.
    expect(await page.getByRole('switch', { name: 'Lista dei desideri' }).isEnabled()).toBe(true);
    expect(await page.getByLabel('Punti', { exact: true }).isEditable()).toBe(false);
    await page.screenshot({ path: `${SHOTS}/support-features.png`, fullPage: true });
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Impostazioni' }).count()).toBe(0);
    await page.goto(server.url('console', '/iniziative/demo/impostazioni'));
    await page.getByRole('heading', { level: 2, name: /non trovata|non disponibile/i }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
