import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.js';
import { consoleSignIn, DEMO_PASSWORD, seriousAxeViolations } from './support/console.js';
import { closePrizeModal } from './support/prize-modal.js';
import { placeOrder } from './support/portal-api.js';
import { startServer, type RunningServer } from './support/server.js';
import { mailsOnceDelivered, outboxMails } from './support/outbox.js';

// Richieste: DEMO0001 writes from /contatti about one of its orders; support sees it counted as
// unanswered on the tab, assigns it to itself, replies (the mail lands in the outbox, the reply
// in the thread) and closes it; the customer then reads the reply under the request on /contatti.
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR ?? 'dist/console-shots';
const MESSAGE = 'Buongiorno, il premio ordinato non è ancora arrivato: potete verificare?';
const REPLY = 'Buongiorno Marco,\n\nil corriere consegnerà il premio entro venerdì.';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** DEMO0001 signed in on the portal, in a fresh browser context of this size. */
async function customerSignedIn(viewport?: { width: number; height: number }) {
  const probe = await openPage(browser, viewport);
  await probe.page.goto(server.url('demo', '/login'));
  await probe.page.locator('#login_email').fill('DEMO0001');
  await probe.page.locator('#login_password').fill(DEMO_PASSWORD);
  await probe.page.getByRole('button', { name: 'Accedi' }).click();
  await closePrizeModal(probe.page);
  return probe;
}

/** The console's replies in the file outbox. */
async function replyMails(): Promise<string[]> {
  return (await outboxMails(server.dataDir, 'contactReply')).map((m) => m.text);
}

describe('console: Richieste', () => {
  it('a contact request is assigned, answered by email and closed by support', async () => {
    // The customer writes about an order.
    const customer = await customerSignedIn();
    const portal = customer.page;
    const orderNumber = await placeOrder(portal);
    await portal.goto(server.url('demo', '/contatti'));
    await closePrizeModal(portal);
    const order = portal.getByLabel('Ordine (facoltativo)');
    await order.locator('option', { hasText: orderNumber }).waitFor({ state: 'attached' });
    await portal.getByLabel(/Argomento/).selectOption({ label: 'Ordini e spedizioni' });
    await portal.getByLabel(/Messaggio/).fill(MESSAGE);
    await order.selectOption({ label: (await order.locator('option', { hasText: orderNumber }).textContent())! });
    await portal.getByRole('button', { name: 'Invia' }).click();
    await portal.getByTestId('contact-sent').waitFor();
    await customer.context.close();

    // Support: the tab says one request waits for an answer.
    const staff = await openPage(browser);
    const page = staff.page;
    await page.goto(server.url('console', '/'));
    await consoleSignIn(page, 'support@premia.example');
    await page.getByTestId('tenant-list').waitFor();
    await page.goto(server.url('console', '/iniziative/demo'));
    const tab = page.getByRole('navigation', { name: /^Aree di / }).getByRole('link', { name: 'Richieste (1 senza risposta)' });
    await tab.click();
    const table = page.getByRole('table', { name: 'Richieste: aperte' });
    await table.waitFor();
    const row = table.getByRole('row').filter({ hasText: orderNumber });
    expect(await row.textContent()).toContain('Da rispondere');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/inbox-list-1280.png`, fullPage: true });

    await row.getByRole('link', { name: /^Ordini e spedizioni – n\. \d+$/ }).click();
    await page.getByRole('heading', { level: 2, name: /richiesta n\. \d+$/ }).waitFor();
    await page.getByRole('region', { name: 'Conversazione' }).getByText(MESSAGE).waitFor();

    // Assigned to itself, from the keyboard.
    await page.getByRole('button', { name: 'Assegna a me' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('combobox', { name: 'Assegnata a' }).inputValue()).not.toBe('');
    expect(await page.getByRole('combobox', { name: 'Assegnata a' }).locator('option:checked').textContent()).toBe(
      'support@premia.example',
    );

    // The reply: an empty one is refused under the box, a real one mailed and kept.
    const before = (await replyMails()).length;
    await page.getByRole('button', { name: 'Invia risposta' }).click();
    await page.getByText('Scrivi la risposta da inviare al cliente').waitFor();
    await page.getByRole('textbox', { name: 'Risposta' }).fill(REPLY);
    await page.getByRole('button', { name: 'Invia risposta' }).click();
    await page.getByText('Risposta inviata a marco.bianchi@ferramenta-bianchi.example.').waitFor();
    await page
      .getByRole('region', { name: 'Conversazione' })
      .getByText(/il corriere consegnerà il premio entro venerdì/)
      .waitFor();
    const mails = (await mailsOnceDelivered(replyMails, before + 1)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('il corriere consegnerà il premio entro venerdì.');
    expect(mails[0]).toContain(MESSAGE);
    expect(mails[0]).toContain(`Ordine: ${orderNumber}`);
    // One greeting: the staff member's own, none from the mail's layout above it.
    expect(mails[0]).toContain('Buongiorno Marco,');
    expect(mails[0]).not.toContain('Ciao Marco');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/inbox-request-1280.png`, fullPage: true });

    // Answered: the tab's figure is gone. Closed: the reply box goes, and it moves to Chiuse.
    await page
      .getByRole('navigation', { name: /^Aree di / })
      .getByRole('link', { name: 'Richieste', exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Chiudi la richiesta' }).click();
    await page.getByRole('button', { name: 'Riapri la richiesta' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Risposta' }).count()).toBe(0);
    await page.getByRole('link', { name: /Torna alle richieste/ }).click();
    await page.getByRole('heading', { name: 'Nessuna richiesta' }).waitFor();
    await page.getByRole('link', { name: 'Chiuse' }).click();
    await page.getByRole('table', { name: 'Richieste: chiuse' }).getByRole('row').filter({ hasText: orderNumber }).waitFor();
    await page.screenshot({ path: `${SHOTS}/inbox-closed-1280.png`, fullPage: true });

    expect(staff.errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    await staff.context.close();

    // The customer reads the reply in the portal too: under the request, on a phone and a desktop.
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      const reader = await customerSignedIn(viewport);
      const page = reader.page;
      await page.goto(server.url('demo', '/contatti'));
      await closePrizeModal(page);
      const request = page.getByRole('region', { name: 'Le tue richieste' }).getByRole('article').filter({ hasText: MESSAGE });
      await request.getByRole('heading', { level: 4, name: 'Risposta di Premia Club' }).waitFor();
      const text = (await request.textContent()) ?? '';
      expect(text).toContain('il corriere consegnerà il premio entro venerdì.');
      expect(text).toContain('Chiusa');
      expect(await request.getByRole('heading', { level: 3 }).textContent()).toBe('Ordini e spedizioni');
      await request.getByRole('link', { name: `Ordine ${orderNumber}` }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/contact-requests-${viewport.width}.png`, fullPage: true });
      expect(reader.errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
      await reader.context.close();
    }
  });
});
