import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.js';
import { consoleSignIn, seriousAxeViolations } from './support/console.js';
import { portalSignIn } from './support/portal-api.js';
import { closePrizeModal } from './support/prize-modal.js';
import { startServer, type RunningServer } from './support/server.js';
import { mailsOnceDelivered, outboxMails } from './support/outbox.js';

// Notifiche: the operator sends a notification to DEMO0001 by a list of codes (one of them
// unknown, and reported), also by email; the history shows it with its mail sent; DEMO0001 finds
// it among the portal's notifications.
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR ?? 'dist/console-shots';
const TITLE = 'Catalogo di primavera online';
const TEXT = 'Da oggi trovi 40 nuovi premi nel catalogo.\n\nBuona raccolta punti!';

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

describe('console: Notifiche', () => {
  it('the operator sends a notification to a code list; the unknown code is reported; DEMO0001 reads it in the portal', async () => {
    const staff = await openPage(browser);
    const page = staff.page;
    await page.goto(server.url('console', '/'));
    await consoleSignIn(page, 'operator@premia.example');
    await page.getByTestId('tenant-list').getByRole('link', { name: 'Premia Club' }).click();
    await page
      .getByRole('navigation', { name: /^Aree di / })
      .getByRole('link', { name: 'Notifiche' })
      .click();
    await page.getByRole('heading', { level: 3, name: 'Nuova notifica' }).waitFor();
    await page.getByText('Nessuna notifica inviata finora').waitFor();

    // Sent empty: each field says what it needs, nothing goes out.
    await page.getByRole('button', { name: 'Invia notifica' }).click();
    await page.getByText('Scrivi il titolo della notifica').waitFor();
    await page.getByText('Indica almeno un codice utente, oppure carica un CSV').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Titolo').fill(TITLE);
    await page.getByLabel(/^Testo/).fill(TEXT);
    await page.getByLabel(/^Codici utente/).fill('demo0001\nNESSUNO99');
    await page.getByLabel(/Invia anche per email/).check();
    await page.screenshot({ path: `${SHOTS}/notifications-compose-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Invia notifica' }).click();
    await page.getByText(`Notifica «${TITLE}» inviata a 1 cliente.`, { exact: false }).waitFor();
    await page.getByText(/Un codice non corrisponde a nessun cliente e non ha ricevuto la notifica: NESSUNO99/).waitFor();

    const history = page.getByRole('table', { name: 'Notifiche inviate, dalla più recente' });
    const row = history.getByRole('row').filter({ hasText: TITLE });
    await row.getByText('1 per codice; 1 codice sconosciuto').waitFor();
    // The one mail goes out in the background; the history is read again until it says so.
    await row.getByText('1 inviata', { exact: true }).waitFor();
    expect(await row.textContent()).toContain('operator@premia.example');
    const outbox = await mailsOnceDelivered(
      async () =>
        (await outboxMails(server.dataDir, 'notification')).filter((m) =>
          m.file.includes('-notification-marco.bianchi@ferramenta-bianchi.example'),
        ),
      1,
    );
    expect(outbox).toHaveLength(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/notifications-sent-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.screenshot({ path: `${SHOTS}/notifications-sent-768.png`, fullPage: true });
    expect(staff.errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    await staff.context.close();

    // The customer: the notification is in the portal.
    const customer = await openPage(browser);
    const portal = customer.page;
    await portalSignIn(portal, server.url('demo', '/login'));
    await closePrizeModal(portal);
    await portal.goto(server.url('demo', '/notifications'));
    await portal.getByText(TITLE).first().waitFor();
    await portal.screenshot({ path: `${SHOTS}/portal-notification-sent-1280.png`, fullPage: true });
    await customer.context.close();
  });
});
