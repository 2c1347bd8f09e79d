import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.js';
import { consoleSignIn, openArea, seriousAxeViolations } from './support/console.js';
import { portalApi } from './support/portal-api.js';
import { startServer, type RunningServer } from './support/server.js';

// The operator creates an API key in "Chiavi API" (shown once, copied), sees it listed by its
// last four characters and revokes it (the refusal on /v1/partner is proven by the API tests). "Coda lavori"
// shows a mail waiting for a retry (the mail server is down) and a dead one to retry.
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR ?? 'dist/console-shots';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  // Nothing listens on port 9 of the loopback: every delivery fails as in an SMTP outage.
  [browser, server] = await Promise.all([launchBrowser(), startServer({ SMTP_URL: 'smtp://127.0.0.1:9' })]);
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openTenant(page: Page) {
  await page.goto(server.url('console', '/'));
  await consoleSignIn(page, 'operator@premia.example');
  await page.getByTestId('tenant-list').getByRole('link', { name: 'Premia Club' }).click();
}

describe('console: Chiavi API and Coda lavori', () => {
  it('creates a key shown once, revokes it after a confirmation; the queue shows failed and dead mail with Riprova', async () => {
    const staff = await openPage(browser);
    const page = staff.page;
    await staff.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTenant(page);
    await openArea(page, 'Chiavi API');
    await page.getByText('Nessuna chiave API finora').waitFor();

    await page.getByLabel('Nome').fill('ERP');
    await page.getByRole('checkbox', { name: /Accredito e addebito punti/ }).check();
    await page.getByRole('checkbox', { name: /Lettura ordini/ }).check();
    await page.getByRole('button', { name: 'Crea chiave' }).click();
    const shown = page.getByLabel('La nuova chiave API');
    const key = (await shown.textContent())!;
    expect(key).toMatch(/^prm_/);
    await page.getByRole('button', { name: 'Copia la chiave' }).click();
    await page.getByText('Chiave copiata negli appunti.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await page.getByRole('rowheader', { name: 'ERP' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/api-keys-created-1280.png`, fullPage: true });

    await page.getByRole('button', { name: 'Ho salvato la chiave' }).click();
    expect(await page.getByText(key).count()).toBe(0);
    await page.getByText(`…${key.slice(-4)}`).waitFor();
    await page.getByRole('button', { name: 'Revoca la chiave ERP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revocare la chiave «ERP»?' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Revoca la chiave' }).click();
    await page.getByText(/Chiave «ERP» revocata/).waitFor();
    await page.getByText(/^Revocata il/).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/api-keys-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // A password recovery queues a mail the down server refuses; one more mail died long ago.
    const portal = await openPage(browser);
    await portal.page.goto(server.url('demo', '/login'));
    expect((await portalApi(portal.page, 'POST', '/auth/forgot/recovery', { username: 'DEMO0003' })).status).toBe(200);
    await portal.context.close();
    const db = new Database(path.join(server.dataDir, 'portal.db'));
    const at = new Date(Date.now() - 3_600_000).toISOString();
    db.prepare(
      `INSERT INTO jobs (kind, tenant_alias, payload_json, state, attempts, max_attempts, run_at, last_error, created_at, updated_at, finished_at)
       VALUES ('mail.send', 'demo', '{}', 'dead', 10, 10, ?, 'Error: Invalid login: 535 5.7.8 Authentication failed', ?, ?, ?)`,
    ).run(at, at, at, at);
    db.close();

    await openArea(page, 'Coda lavori');
    const line = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Invio email', exact: true }) });
    // Refreshed on its own: the failed attempt shows without reloading.
    await expect.poll(async () => line.getByRole('cell').nth(3).textContent(), { timeout: 15_000 }).toBe('1');
    await page.getByText('Il server di posta ha rifiutato le credenziali SMTP.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/jobs-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/jobs-390.png`, fullPage: true });
    await page.getByRole('button', { name: /^Riprova Invio email/ }).click();
    await page.getByText(/rimesso in coda/).waitFor();
    expect(staff.errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    await staff.context.close();
  });
});
