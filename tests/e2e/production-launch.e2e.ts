import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.js';
import { catalogZip, photo, unreadablePhoto } from '../../src/server/modules/imports/catalog-test-files.js';
import { addStaffWithPassword, consoleSignIn, DEMO_PASSWORD, importFile, openArea } from './support/console.js';
import { portalSignIn } from './support/portal-api.js';
import { startServer, type RunningServer } from './support/server.js';

// The launch of a real initiative in production mode on PostgreSQL, as docs/operations.md ("First
// production start") tells an operator: no demo account of either kind opens anything but a demo
// tenant, a start refuses while a demo password is active, and the operator made with
// `npm run staff -- add` runs the new tenant from the console.
const ALIAS = 'lago';
const NAME = 'Lago Premi';
const OPERATOR = { email: 'ada@lago.example', password: 'Ada!Lago2026x' };
const CUSTOMER = { code: 'LAGO0001', password: 'Lago!Cliente26' };
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="160" height="40" fill="#1d5f8a"/><text x="12" y="27" fill="#fff" font-size="20">Lago</text></svg>';
const ADMIN_URL = process.env.E2E_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR ?? 'dist/console-shots';

let browser: Browser;
let tenantsDir: string;
let dataDir: string;
let databaseUrl: string;
let dbName: string;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The server's environment: production, this PostgreSQL database, these tenants. */
function productionEnv(more: Record<string, string> = {}): Record<string, string> {
  return { NODE_ENV: 'production', DATABASE_URL: databaseUrl, TENANTS_DIR: tenantsDir, DATA_DIR: dataDir, ...more };
}

/** Runs a project command (`npm run <script>` without npm's noise) in the given environment. */
function run(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', script, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** A start that must not listen: resolves with its exit code and what it printed. */
async function refusedStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  return run('src/server/server.ts', [], { PORT: String(port), HOST: '127.0.0.1', ...env });
}

/** The sign-in's answer for a customer, from a page of the tenant (the SPA's own call). */
async function customerSignInStatus(page: Page, code: string, password: string): Promise<number> {
  return page.evaluate(
    async ({ code, password }) =>
      (
        await fetch('/v1/auth/signin', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Client-Info': JSON.stringify({ alias: location.hostname, lang: 'it', source: 'web' }),
          },
          body: JSON.stringify({ username: code, password }),
        })
      ).status,
    { code, password },
  );
}

beforeAll(async () => {
  dbName = `premia_e2e_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
  tenantsDir = await mkdtemp(path.join(os.tmpdir(), 'premia-launch-tenants-'));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'premia-launch-data-'));
  await cp('tenants', tenantsDir, { recursive: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  for (const dir of [tenantsDir, dataDir]) if (dir) await rm(dir, { recursive: true, force: true });
});

describe('first production start on PostgreSQL', () => {
  it(
    'keeps demo accounts out of real tenants, refuses to start with a demo password, and the first operator launches the tenant',
    { timeout: 300_000 },
    async () => {
      const created = await run('scripts/tenant-cli.ts', ['new', ALIAS, '--from', 'demo', '--name', NAME], { TENANTS_DIR: tenantsDir });
      expect(created.code, created.output).toBe(0);

      // 1. A public demonstration on the same database (DEMO_DATA=true): the demo tenants get their
      // demo accounts, the new one none.
      let server: RunningServer = await startServer(productionEnv({ DEMO_DATA: 'true' }));
      const probe = await openPage(browser);
      try {
        await probe.page.goto(server.url(ALIAS, '/login'));
        expect(await customerSignInStatus(probe.page, 'DEMO0001', DEMO_PASSWORD)).toBe(401);
        await probe.page.goto(server.url('demo', '/login'));
        expect(await customerSignInStatus(probe.page, 'DEMO0001', DEMO_PASSWORD)).toBe(200);
      } finally {
        await probe.context.close();
        await server.stop();
      }

      // 2. The production start refuses while those accounts still open with the public password,
      // and names them with the fix.
      const refused = await refusedStart(productionEnv());
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('Avvio rifiutato');
      expect(refused.output).toContain('cliente DEMO0001 del tenant demo');
      expect(refused.output).toContain('staff operator@premia.example');
      expect(refused.output).not.toContain(`del tenant ${ALIAS}`);
      expect(refused.output).toContain('npm run demo -- revoke');

      const revoked = await run('scripts/demo-cli.ts', ['revoke'], productionEnv());
      expect(revoked.code, revoked.output).toBe(0);

      // 3. Now it starts, and no demo account of either kind signs in anywhere.
      server = await startServer(productionEnv());
      try {
        expect(server.output).toContain('modalità produzione');
        const { page } = await openPage(browser);
        for (const alias of [ALIAS, 'demo', 'aurora']) {
          await page.goto(server.url(alias, '/login'));
          expect(await customerSignInStatus(page, 'DEMO0001', DEMO_PASSWORD), alias).toBe(401);
        }
        await portalSignIn(page, server.url('demo', '/login'));
        await page.getByRole('alert').first().waitFor();
        expect(page.url()).toContain('/login');

        const consoleOrigin = new URL(server.url('console', '/')).origin;
        await page.goto(`${consoleOrigin}/`);
        await consoleSignIn(page, 'operator@premia.example');
        await page.getByRole('alert').first().waitFor();
        expect(await page.getByTestId('tenant-list').count()).toBe(0);

        // 4. The first operator, made as docs/operations.md says, launches the new tenant.
        await addStaffWithPassword(page, {
          env: { ...process.env, ...productionEnv(), PORT: String(server.port) },
          email: OPERATOR.email,
          role: 'operator',
          tenant: ALIAS,
          password: OPERATOR.password,
          consoleOrigin,
        });
        await page.goto(`${consoleOrigin}/`);
        await consoleSignIn(page, OPERATOR.email, OPERATOR.password);
        const tenants = page.getByTestId('tenant-list');
        await tenants.getByRole('link', { name: NAME }).waitFor();
        expect(await tenants.getByRole('link').allTextContents()).toEqual([expect.stringContaining(NAME)]);
        await page.screenshot({ path: `${SHOTS}/production-operator-tenants.png`, fullPage: true });
        await tenants.getByRole('link', { name: NAME }).click();

        // 5. The catalogue, with one unreadable picture: the good rows are imported, the bad one reported.
        const zip = catalogZip(
          [
            'LAGO-1;Kayak da lago;Un kayak per due;1200;4;Sport;Acqua;1;1;kayak.jpg',
            'LAGO-2;Remo in carbonio;;300;10;Sport;Acqua;1;0;remo.jpg',
            'LAGO-3;Borsa stagna;;250;10;Sport;Acqua;1;0;rotta.jpg',
          ],
          {
            'foto/kayak.jpg': await photo(800, 600, '#2a7ab0'),
            'foto/remo.jpg': await photo(600, 800, '#7a4a20'),
            'foto/rotta.jpg': await unreadablePhoto(),
          },
        );
        expect(await importFile(page, 'Catalogo', { name: 'premi-lago.zip', mimeType: 'application/zip', buffer: zip })).toBe(
          'Righe lette3Importate2Già presenti (saltate)0Scartate1',
        );
        await page
          .getByRole('table', { name: 'Righe scartate e già presenti, prima le scartate' })
          .getByText('"foto/rotta.jpg": non è un’immagine leggibile', { exact: false })
          .waitFor();
        await page.screenshot({ path: `${SHOTS}/production-import-report.png`, fullPage: true });

        // 6. The brand: the initiative's own logo, uploaded in the settings.
        await openArea(page, 'Impostazioni');
        await page.getByRole('tab', { name: 'Identità visiva' }).click();
        const logoField = page.getByRole('group', { name: 'Logo', exact: true });
        await page
          .getByLabel('Sostituisci il logo', { exact: true })
          .setInputFiles({ name: 'lago.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO_SVG) });
        await logoField.getByText(/^Caricato ora: .* Salva per pubblicarlo\.$/).waitFor();
        const logoUrl = await logoField.getByRole('img', { name: 'Logo: file attuale' }).getAttribute('src');
        expect(logoUrl).toMatch(/^\/v1\/brand\/files\/[0-9a-f]{64}\.svg$/);
        await page.getByRole('button', { name: 'Salva' }).click();
        await page
          .getByRole('status')
          .getByText(/^Salvato: 1 impostazione,/)
          .waitFor();

        // 7. Its first customer, imported in the console, signs in: the new logo, and the featured prize on the home.
        const customers = [
          'user_code;password;firstname;lastname;company;email;points_enabled;active',
          `${CUSTOMER.code};${CUSTOMER.password};Luca;Neri;Nautica Neri;luca@neri.example;1;1`,
          '',
        ].join('\n');
        expect(await importFile(page, 'Clienti', { name: 'clienti.csv', mimeType: 'text/csv', buffer: Buffer.from(customers) })).toMatch(
          /Importate1/,
        );
        const customer = await openPage(browser);
        await portalSignIn(customer.page, server.url(ALIAS, '/login'), CUSTOMER.code, CUSTOMER.password);
        await customer.page.waitForURL((url) => url.pathname === '/');
        const featured = customer.page.getByRole('region', { name: 'In vetrina' });
        await featured
          .getByRole('link', { name: /Kayak da lago/ })
          .first()
          .waitFor();
        expect(await featured.getByText('Remo in carbonio').count()).toBe(0);
        expect(await customer.page.locator(`img[src="${logoUrl}"]`).count()).toBeGreaterThan(0);
        await customer.page.screenshot({ path: `${SHOTS}/production-customer-home.png`, fullPage: true });
      } finally {
        await server.stop();
      }
    },
  );
});
