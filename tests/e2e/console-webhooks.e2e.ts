import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver } from '../../src/server/modules/webhooks/test-receiver.js';
import { launchBrowser, openPage } from './support/browser.js';
import { consoleSignIn, seriousAxeViolations } from './support/console.js';
import { pageOverflow } from './support/overflow.js';
import { startServer, type RunningServer } from './support/server.js';

// The operator adds a webhook in the console, copies its secret (shown once), sends a test event
// and reads it delivered in the log: a receiver on 127.0.0.1 (WEBHOOKS_ALLOW_PRIVATE) verifies
// the signature with the secret the screen showed. Both screens at 1280 and 390 px, axe-clean.
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR ?? 'dist/console-shots';

let browser: Browser;
let server: RunningServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
  [browser, server] = await Promise.all([launchBrowser(), startServer({ WEBHOOKS_ALLOW_PRIVATE: 'true' })]);
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await receiver?.close();
});

describe('console webhooks', () => {
  it('adds an endpoint, shows the secret once, delivers a signed test event and logs it', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(server.url('console', '/'));
    await consoleSignIn(page, 'operator@premia.example');
    await page.getByTestId('tenant-list').waitFor();
    await page.goto(server.url('console', '/iniziative/demo/webhook'));
    await page.getByRole('heading', { name: 'Nessun webhook: aggiungine uno qui sotto' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Indirizzo del ricevitore').fill(receiver.url);
    await page.getByLabel(/Nuovo ordine di un cliente/).check();
    await page.getByLabel(/Stato di un ordine cambiato/).check();
    await page.getByRole('button', { name: 'Aggiungi il webhook' }).click();
    const secret = (await page.getByLabel('Segreto di firma').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    receiver.useSecret(secret);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/console-webhooks-secret-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Ho copiato il segreto' }).click();

    await page.getByRole('button', { name: 'Invia evento di prova' }).click();
    await page.getByText('Evento di prova in coda').waitFor();
    await page.getByRole('link', { name: 'Registro degli invii' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Evento di prova' });
    // Sent by the server's own job worker; the log reads itself again while a line is in progress.
    await row.getByText('Consegnato').waitFor({ timeout: 15_000 });
    await row.getByText(/Risposta 200/).waitFor();
    expect(receiver.received.map((r) => [r.type, r.verified])).toEqual([['webhook.test', true]]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/console-webhooks-log-1280.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();

    const narrow = await openPage(browser, { width: 390, height: 844 });
    await narrow.page.goto(server.url('console', '/'));
    await consoleSignIn(narrow.page, 'operator@premia.example');
    await narrow.page.getByTestId('tenant-list').waitFor();
    for (const [path, name] of [
      ['/iniziative/demo/webhook', 'list'],
      ['/iniziative/demo/webhook/1', 'log'],
    ] as const) {
      await narrow.page.goto(server.url('console', path));
      await narrow.page.getByText(receiver.url).first().waitFor();
      expect((await pageOverflow(narrow.page)).widest).toEqual([]);
      expect(await seriousAxeViolations(narrow.page)).toEqual([]);
      await narrow.page.screenshot({ path: `${SHOTS}/console-webhooks-${name}-390.png`, fullPage: true });
    }
    await narrow.context.close();
  });
});
