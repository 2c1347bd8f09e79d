import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_BODY } from './support/checkout-body.js';
import { formatNumber, formatPercent } from '../../src/shared/format.js';
import type { Dashboard } from '../../src/shared/types/generated/api/staff-dashboard.js';
import { launchBrowser, openPage } from './support/browser.js';
import { consoleSignIn, DEMO_PASSWORD, seriousAxeViolations } from './support/console.js';
import { portalApi } from './support/portal-api.js';
import { startServer, type RunningServer } from './support/server.js';

// The console's Panoramica of demo: after DEMO0001 orders a prize, the operator sees the figures,
// the charts drawn on their canvases (both series' colours on them) and the data behind them.
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR ?? 'dist/console-shots';
const ISSUED_RGB = [0x1e, 0x40, 0xaf];
const SPENT_RGB = [0xb4, 0x53, 0x09];

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** DEMO0001 has no seeded order: one prize is ordered through the API, so orders and top prizes have a row. */
async function orderOnePrize(): Promise<string> {
  const { page, context } = await openPage(browser);
  await page.goto(server.url('demo', '/login'));
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await page.locator('#login_email').fill('DEMO0001');
  await page.locator('#login_password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.getByRole('button', { name: 'LOGOUT' }).first().waitFor();
  const products = await portalApi<{ data: { id: number; name: string }[] }>(
    page,
    'GET',
    '/catalog/products?pointsTo=3000&onlyAvailable=true&limit=1',
  );
  const prize = products.data.data[0]!;
  expect((await portalApi(page, 'POST', '/catalog/products/addtocart', { product_id: prize.id, quantity: 1 })).status).toBe(200);
  const order = await portalApi(page, 'POST', '/catalog/checkout', CHECKOUT_BODY);
  expect(order.status).toBe(200);
  await context.close();
  return prize.name;
}

/** The figures as the server gives them to the signed-in console. */
async function dashboardOf(page: Page, weeks: number): Promise<Dashboard> {
  return page.evaluate(async (weeks) => {
    const res = await fetch(`/v1/console/tenants/demo/dashboard?weeks=${weeks}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('premia_console_token')}` },
    });
    return (await res.json()) as Dashboard;
  }, weeks);
}

/** Size of a canvas on screen, and whether it holds pixels of each colour asked (bars drawn in them). */
async function canvasOf(canvas: Locator, colours: number[][]) {
  const box = await canvas.boundingBox();
  const painted = await canvas.evaluate((el, colours) => {
    const c = el as HTMLCanvasElement;
    const pixels = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    return colours.map(([r, g, b]) => {
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i] === r && pixels[i + 1] === g && pixels[i + 2] === b) return true;
      return false;
    });
  }, colours);
  return { width: box?.width ?? 0, height: box?.height ?? 0, painted };
}

describe('console: Panoramica', () => {
  it("shows demo's figures and draws its charts, at desktop and tablet widths", async () => {
    const prize = await orderOnePrize();

    const { page, context, errors } = await openPage(browser);
    await page.goto(server.url('console', '/'));
    await page.getByRole('heading', { level: 1, name: 'Accedi' }).waitFor();
    await consoleSignIn(page, 'operator@premia.example');
    await page.getByTestId('tenant-list').locator('a[href="/iniziative/demo"]').click();
    await page.getByRole('heading', { level: 2, name: 'Panoramica' }).waitFor();
    const figures = page.getByTestId('dashboard-figures');
    await figures.waitFor();
    const expected = await dashboardOf(page, 12);

    const { provisioned, active } = expected.customers;
    expect(await figures.textContent()).toContain(`Clienti attivi${formatNumber(active)}su ${formatNumber(provisioned)} clienti caricati`);
    expect(await figures.textContent()).toContain(`Tasso di riscatto${formatPercent(expected.redemptionRate)}`);
    expect(expected.redemptionRate).toBeGreaterThan(0);

    // Both charts drawn: canvases with a size, the weekly one with bars of both series.
    const points = page.getByRole('figure', { name: 'Punti emessi e spesi per settimana' });
    const orders = page.getByRole('figure', { name: 'Ordini per stato' });
    const wide = await canvasOf(points.locator('canvas'), [ISSUED_RGB, SPENT_RGB]);
    expect(wide.width).toBeGreaterThan(600);
    expect(wide.height).toBeGreaterThan(200);
    expect(wide.painted).toEqual([true, true]);
    const ordersCanvas = await canvasOf(orders.locator('canvas'), [ISSUED_RGB]);
    expect(ordersCanvas.width).toBeGreaterThan(200);
    expect(ordersCanvas.painted).toEqual([true]);

    // The same figures as text: the order in Italian, the prize in the top list.
    await orders.getByText('Mostra i dati').click();
    expect(await orders.getByRole('table').getByRole('row').nth(1).textContent()).toBe('Ricevuto1');
    const top = page.getByRole('table', { name: /Premi più ordinati/ });
    expect(await top.getByRole('rowheader').first().textContent()).toBe(prize);

    await page.getByRole('combobox', { name: 'Periodo' }).selectOption({ label: 'Ultime 4 settimane' });
    await points.getByText(/^Nelle ultime 4 settimane/).waitFor();
    expect(new URL(page.url()).searchParams.get('settimane')).toBe('4');
    await points.getByText('Mostra i dati').click();
    expect(await points.getByRole('table').getByRole('row').count()).toBe(1 + 4);

    expect(await seriousAxeViolations(page)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });

    // A tablet: the charts are drawn again to their narrower boxes.
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect.poll(async () => (await points.locator('canvas').boundingBox())?.width ?? 0).toBeLessThan(wide.width);
    const narrow = await canvasOf(points.locator('canvas'), [ISSUED_RGB, SPENT_RGB]);
    expect(narrow.width).toBeLessThanOrEqual(768);
    expect(narrow.painted).toEqual([true, true]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/dashboard-768.png`, fullPage: true });

    expect(errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });
});
