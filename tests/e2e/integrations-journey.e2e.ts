import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver } from '../../src/server/modules/webhooks/test-receiver.js';
import { launchBrowser, openPage } from './support/browser.js';
import { consoleSignIn, openArea } from './support/console.js';
import { placeOrder, portalApi, portalSignIn } from './support/portal-api.js';
import { closePrizeModal } from './support/prize-modal.js';
import { createApiKey, partnerCall } from './support/partner-api.js';
import { startServer, type RunningServer } from './support/server.js';

// The whole integration as its three parties live it, on two server processes sharing one
// database: the operator makes an API key and a webhook in the console; the ERP (a script here)
// feeds points twice with one external id and posts sales; the customer sees the points, orders a
// prize, and the order reaches the fulfilment partner's receiver signed; the partner ships it
// through the API and the customer reads the tracking; the key is revoked and both processes
// refuse it at once.
let browser: Browser;
let first: RunningServer;
let second: RunningServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
  [browser, first] = await Promise.all([launchBrowser(), startServer({ WEBHOOKS_ALLOW_PRIVATE: 'true' })]);
  second = await startServer({ WEBHOOKS_ALLOW_PRIVATE: 'true', DATA_DIR: first.dataDir });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await second?.stop();
  await first?.stop();
  await receiver?.close();
});

const partner = (server: RunningServer, key: string, method: string, path: string, body?: unknown) =>
  partnerCall(server, key, method, path, body);

const createKey = (page: Page) =>
  createApiKey(page, 'ERP e logistica', [/Accredito e addebito punti/, /Vendite/, /Lettura ordini/, /Stato degli ordini/]);

async function createWebhook(page: Page): Promise<void> {
  await openArea(page, 'Webhook');
  await page.getByLabel('Indirizzo del ricevitore').fill(receiver.url);
  await page.getByLabel(/Nuovo ordine di un cliente/).check();
  await page.getByLabel(/Stato di un ordine cambiato/).check();
  await page.getByRole('button', { name: 'Aggiungi il webhook' }).click();
  receiver.useSecret((await page.getByLabel('Segreto di firma').textContent())!.trim());
  await page.getByRole('button', { name: 'Ho copiato il segreto' }).click();
}

describe('integrations journey (two processes)', () => {
  it('key and webhook from the console, points and sales from the ERP, a signed order, shipping by the partner, revocation everywhere', async () => {
    const staff = await openPage(browser);
    await staff.page.goto(first.url('console', '/'));
    await consoleSignIn(staff.page, 'operator@premia.example');
    await staff.page.getByTestId('tenant-list').getByRole('link', { name: 'Premia Club' }).click();
    const key = await createKey(staff.page);
    expect(key).toMatch(/^prm_/);
    await createWebhook(staff.page);

    // The customer's balance before the ERP's feed, as their home shows it.
    const customer = await openPage(browser);
    await portalSignIn(customer.page, first.url('demo', '/login'));
    await customer.page.getByRole('heading', { level: 1, name: 'Ciao Marco' }).waitFor();
    await closePrizeModal(customer.page);
    const before = (await portalApi<{ points: number }>(customer.page, 'GET', '/auth/me')).data.points;

    // The ERP sends the same movement twice (a retry after a timeout), once to each process.
    const movement = { user_code: 'DEMO0001', delta: 2500, reason: 'Premio fedeltà di novembre', external_id: 'erp-2026-11-0001' };
    const once = await partner(first, key, 'POST', '/points', movement);
    const again = await partner(second, key, 'POST', '/points', movement);
    expect([once.status, once.body.duplicate, once.body.balance]).toEqual([200, false, before + 2500]);
    expect([again.status, again.body.duplicate, again.body.movement_id]).toEqual([200, true, once.body.movement_id]);
    const sales = await partner(second, key, 'POST', '/sales', {
      batch_id: 'vendite-2026-11',
      lines: [{ user_code: 'DEMO0001', date: '2026-11-20', product_code: 'CAFFE-1KG', quantity: 3, amount: 54.9 }],
    });
    expect(sales.status).toBe(200);

    // The customer sees the movement once, with the ERP's reason, on the points page.
    await customer.page.goto(first.url('demo', '/dettaglio-punti'));
    await closePrizeModal(customer.page);
    await customer.page.getByRole('row').filter({ hasText: 'Premio fedeltà di novembre' }).waitFor();
    expect(await customer.page.getByRole('row').filter({ hasText: 'Premio fedeltà di novembre' }).count()).toBe(1);

    // An order: the receiver gets order.created, signed with the secret the console showed.
    const orderNumber = await placeOrder(customer.page);
    await expect
      .poll(
        () =>
          receiver.received.find(
            (r) => r.type === 'order.created' && (r.body.data as { order_number?: string }).order_number === orderNumber,
          ),
        {
          timeout: 20_000,
        },
      )
      .toMatchObject({ verified: true });

    // The partner lists it and ships it through the API; the customer reads the tracking.
    const listed = await partner(first, key, 'GET', '/orders?limit=100');
    expect((listed.body.data as { order_number: string }[]).map((o) => o.order_number)).toContain(orderNumber);
    const shipped = await partner(second, key, 'POST', `/orders/${orderNumber}/status`, {
      status: 'spedito',
      carrier: 'BRT',
      tracking_code: '0123456789',
    });
    expect(shipped.status).toBe(200);
    await customer.page.goto(first.url('demo', '/storico-ordini'));
    await closePrizeModal(customer.page);
    await customer.page.getByRole('heading', { level: 2, name: `Ordine ${orderNumber}` }).waitFor();
    await customer.page
      .getByText(/BRT.*0123456789/)
      .first()
      .waitFor();
    await expect
      .poll(() => receiver.received.find((r) => r.type === 'order.status_changed'), { timeout: 20_000 })
      .toMatchObject({ verified: true });

    // Revoked in the console: the very next call is refused by both processes.
    await openArea(staff.page, 'Chiavi API');
    await staff.page.getByRole('button', { name: 'Revoca la chiave ERP e logistica' }).click();
    await staff.page.getByRole('dialog').getByRole('button', { name: 'Revoca la chiave' }).click();
    await staff.page
      .getByText(/revocata/)
      .first()
      .waitFor();
    expect((await partner(first, key, 'GET', '/orders')).status).toBe(401);
    expect((await partner(second, key, 'GET', '/orders')).status).toBe(401);

    expect(customer.errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    await customer.context.close();
    await staff.context.close();
  });
});
