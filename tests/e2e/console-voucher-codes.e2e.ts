import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.js';
import { consoleSignIn, seriousAxeViolations } from './support/console.js';
import { portalApi, portalSignIn } from './support/portal-api.js';
import { closePrizeModal } from './support/prize-modal.js';
import { startServer, type RunningServer } from './support/server.js';

// A voucher's pool of codes: the operator loads one code for "Buono spesa 50 €" (the console's
// API, as VoucherCodesPanel sends it); DEMO0001 asks for a code on the voucher's page and gets it;
// DEMO0003 asks next and reads that the codes are over.
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR ?? 'dist/console-shots';
const VOUCHER = 'Buono spesa 50 €';
const EMPTY = 'I codici di questo buono sono esauriti: riprova più avanti o scrivici dalla pagina Contatti';

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

/** The console's upload of a codes CSV, from a signed-in console page with its staff token. */
async function importCodes(page: Page, voucherId: number, csv: string): Promise<{ status: number; data: unknown }> {
  return page.evaluate(
    async ({ voucherId, csv }) => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'codici.csv');
      const res = await fetch(`/v1/console/tenants/demo/vouchers/${voucherId}/codes`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('premia_console_token') ?? ''}` },
        body: form,
      });
      return { status: res.status, data: (await res.json()) as unknown };
    },
    { voucherId, csv },
  );
}

describe('voucher code pool', () => {
  it('one code loaded: the first customer who asks gets it, the next one reads that the codes are over', async () => {
    const first = await openPage(browser);
    await portalSignIn(first.page, server.url('demo', '/login'));
    await closePrizeModal(first.page);
    const vouchers = await portalApi<{ id: number; title: string; code: string | null }[]>(first.page, 'GET', '/vouchers');
    const voucher = vouchers.data.find((v) => v.title === VOUCHER)!;
    expect(voucher.code).toBeNull();

    const staff = await openPage(browser);
    await staff.page.goto(server.url('console', '/'));
    await consoleSignIn(staff.page, 'operator@premia.example');
    await staff.page.getByTestId('tenant-list').waitFor();
    expect(await importCodes(staff.page, voucher.id, 'code\nSPESA-50-0001\n')).toEqual({
      status: 200,
      data: { total: 1, handedOut: 0, left: 1, added: 1, repeated: 0, refused: [], refusedTotal: 0 },
    });
    await staff.context.close();

    await first.page.goto(server.url('demo', `/vantaggi/${voucher.id}`));
    await closePrizeModal(first.page);
    await first.page.getByRole('heading', { level: 1, name: VOUCHER }).waitFor();
    await first.page.getByRole('button', { name: 'Ottieni il tuo codice' }).click();
    await first.page.getByRole('region', { name: 'Il tuo codice' }).getByTestId('voucher-code').getByText('SPESA-50-0001').waitFor();
    expect(await seriousAxeViolations(first.page)).toEqual([]);
    await first.page.screenshot({ path: `${SHOTS}/portal-voucher-code-1280.png`, fullPage: true });
    await first.context.close();

    const next = await openPage(browser, { width: 768, height: 1024 });
    await portalSignIn(next.page, server.url('demo', '/login'), 'DEMO0003');
    await next.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await next.page.goto(server.url('demo', `/vantaggi/${voucher.id}`));
    await next.page.getByRole('button', { name: 'Ottieni il tuo codice' }).click();
    await next.page.getByRole('alert').getByText(EMPTY).waitFor();
    expect(await seriousAxeViolations(next.page)).toEqual([]);
    await next.page.screenshot({ path: `${SHOTS}/portal-voucher-codes-over-768.png`, fullPage: true });
    await next.context.close();
  });
});
