import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.js';
import { consoleSignIn, seriousAxeViolations } from './support/console.js';
import { startServer, type RunningServer } from './support/server.js';

// The console's Impostazioni → Identità visiva: a logo uploaded, seen in the preview, saved, and
// painted by the portal on a customer's next page load (first paint included).
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR ?? 'dist/console-shots';

/** A logo unlike the demo's: its own colour and name, and a script the upload must strip. */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 224 64" width="224" height="64" role="img" onload="document.title='preso'">
  <title>Marchio di prova</title><script>document.title='preso'</script>
  <rect width="224" height="64" rx="12" fill="#7c2d12"/><circle cx="32" cy="32" r="18" fill="#fde68a"/>
</svg>`;

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const frameOf = (page: Page): FrameLocator => page.frameLocator('iframe[title^="Anteprima"]');

/** The src of the sign-in card's logo and whether the browser drew it. */
async function signInLogo(page: Page) {
  const logo = page.getByRole('img', { name: 'Premia Club' }).first();
  await logo.waitFor();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('img[alt="Premia Club"]');
    return img !== null && img.complete;
  });
  return logo.evaluate((img: HTMLImageElement) => ({ src: new URL(img.src).pathname, width: img.naturalWidth }));
}

describe('console: Identità visiva', () => {
  it('an operator uploads a logo, sees it in the preview, saves, and customers get it on their next page load', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 1000 });
    await page.goto(server.url('console', '/'));
    await consoleSignIn(page, 'operator@premia.example');
    await page.getByTestId('tenant-list').locator('a[href="/iniziative/demo"]').click();
    await page
      .getByRole('navigation', { name: /^Aree di / })
      .getByRole('link', { name: 'Impostazioni' })
      .click();
    await page.getByRole('tab', { name: 'Identità visiva' }).click();
    const field = page.getByRole('group', { name: 'Logo', exact: true });
    await field.getByText('Dal file dell’iniziativa: logo.svg').waitFor();
    // The folder's logo, shown from the portal (the console's policy allows its pictures).
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('img[alt="Logo: file attuale"]')?.complete === true);
    expect(
      await field.getByRole('img', { name: 'Logo: file attuale' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await frameOf(page).getByRole('button', { name: 'Accedi' }).waitFor();

    await page
      .getByLabel('Sostituisci il logo', { exact: true })
      .setInputFiles({ name: 'marchio.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO_SVG) });
    await field.getByText(/^Caricato ora: .* Salva per pubblicarlo\.$/).waitFor();
    await field.getByText(/Dall’SVG sono stati tolti script/).waitFor();
    await page.getByText('1 modifica non salvata').waitFor();
    const uploaded = await field.getByRole('img', { name: 'Logo: file attuale' }).getAttribute('src');
    expect(uploaded).toMatch(/^\/v1\/brand\/files\/[0-9a-f]{64}\.svg$/);
    // The preview's sign-in shows the upload before anything is saved.
    await frameOf(page).locator(`img[alt="Premia Club"][src="${uploaded}"]`).waitFor();

    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/settings-brand-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.getByRole('tab', { name: 'Identità visiva' }).scrollIntoViewIfNeeded();
    await frameOf(page).locator(`img[alt="Premia Club"][src="${uploaded}"]`).waitFor();
    await page.screenshot({ path: `${SHOTS}/settings-brand-390.png`, fullPage: true });
    // A full-page shot leaves the portal's frame (another origin) blank below the fold: the preview on its own.
    const preview = page.getByRole('region', { name: 'Anteprima del portale' });
    await preview.scrollIntoViewIfNeeded();
    await preview.screenshot({ path: `${SHOTS}/settings-brand-preview-390.png` });
    await page.setViewportSize({ width: 1280, height: 1000 });

    // Not yet for customers: the folder's logo until the save.
    const customer = await openPage(browser);
    await customer.page.goto(server.url('demo', '/login'));
    expect((await signInLogo(customer.page)).src).toBe('/tenant-assets/logo.svg');

    await page.getByRole('button', { name: 'Salva' }).click();
    await page
      .getByRole('status')
      .getByText(/^Salvato: 1 impostazione,/)
      .waitFor();
    await field.getByText('Personalizzato').waitFor();

    // The customer's next page load: painted by the server with the new logo, drawn by the browser.
    const html = await customer.page.evaluate(() => fetch('/login', { headers: { accept: 'text/html' } }).then((r) => r.text()));
    expect(html).toContain(`<link rel="preload" as="image" href="${uploaded}" fetchpriority="high">`);
    expect(html).toMatch(new RegExp(`<img[^>]+src="${uploaded!.replace(/\//g, '\\/')}"`));
    await customer.page.reload();
    const logo = await signInLogo(customer.page);
    expect(logo.src).toBe(uploaded);
    expect(logo.width).toBe(224);
    // The upload's script never ran.
    expect(await customer.page.title()).not.toBe('preso');
    expect(customer.errors).toEqual([]);

    // Back to the folder's logo: "Usa il valore del file", saved.
    await page.getByRole('button', { name: 'Usa il valore del file per Logo' }).click();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page
      .getByRole('status')
      .getByText(/^Salvato: 1 impostazione,/)
      .waitFor();
    await customer.page.reload();
    expect((await signInLogo(customer.page)).src).toBe('/tenant-assets/logo.svg');
    expect(errors).toEqual([]);
  });
});
