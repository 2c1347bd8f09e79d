import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

// Boots both demo tenants by host name from one server, as a customer's browser would.
let browser: Browser;
let server: RunningServer;
let tenantsDir: string;

beforeAll(async () => {
  // A private copy of the tenants, so this file can edit one on disk while the server runs.
  tenantsDir = await mkdtemp(path.join(os.tmpdir(), 'premia-tenants-'));
  await cp('tenants', tenantsDir, { recursive: true });
  [browser, server] = await Promise.all([launchBrowser(), startServer({ TENANTS_DIR: tenantsDir })]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(tenantsDir, { recursive: true, force: true });
});

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function pdfAt(page: Page, href: string) {
  return page.evaluate(async (url) => {
    const res = await fetch(url);
    const bytes = new Uint8Array(await res.arrayBuffer());
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      head: String.fromCharCode(...bytes.slice(0, 5)),
      size: bytes.length,
    };
  }, href);
}

describe('boot by host name', () => {
  it('shows the demo tenant login screen on localhost with its logo and colours', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`http://localhost:${server.port}/`);
    await expect(page.getByRole('heading', { name: 'Accedi' }).waitFor()).resolves.toBeUndefined();
    const logo = page.getByRole('img', { name: 'Premia Club' });
    await logo.waitFor();
    expect(await logo.getAttribute('src')).toBe('/tenant-assets/logo.svg');
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await bodyBackground(page)).toBe('rgb(245, 247, 251)');
    expect(await page.title()).toContain('Premia Club');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the second tenant with its own logo, colours, font and menu', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(server.url('aurora', '/pagina-che-non-esiste'));
    await page.getByRole('heading', { name: 'Pagina non trovata' }).waitFor();
    // The header is dark teal: the inverted logo keeps the mark readable.
    const home = page.getByRole('link', { name: 'Aurora Bottega Premi: vai alla home' });
    expect(await home.locator('img').getAttribute('src')).toBe('/tenant-assets/logo-inverted.svg');
    expect(await home.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
    expect(await bodyBackground(page)).toBe('rgb(253, 248, 240)');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/Lora/);
    const nav = page.getByRole('navigation', { name: 'Menu principale' });
    // Logged out: links for everyone only; 'Premi' and 'I miei ordini' need a session.
    expect(await nav.getByRole('link', { name: /come funziona/i }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: /aurora\.it/i }).getAttribute('target')).toBe('_blank');
    expect(await nav.getByRole('link', { name: /^premi$/i }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'REGOLAMENTO' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves each tenant its own PDF documents from the footer', async () => {
    const { page, context } = await openPage(browser);
    const seen: Record<string, number> = {};
    for (const alias of ['demo', 'aurora']) {
      await page.goto(server.url(alias, '/nessuna-pagina'));
      const footer = page.getByRole('navigation', { name: 'Documenti' });
      await footer.waitFor();
      const links = footer.getByRole('link');
      expect(await links.count()).toBe(4);
      for (const href of await links.evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''))) {
        const pdf = await pdfAt(page, href);
        expect(pdf).toMatchObject({ status: 200, type: 'application/pdf', head: '%PDF-' });
        if (href.includes('regolamento')) seen[alias] = pdf.size;
      }
    }
    // Same file name, different initiative: the rules are the tenant's own.
    expect(seen.demo).not.toBe(seen.aurora);
    await context.close();
  });

  it("shows 'app not found' for an unknown host", async () => {
    const { page, context } = await openPage(browser);
    await page.goto(server.url('sconosciuto', '/'));
    await page.getByRole('heading', { name: 'Applicazione non trovata' }).waitFor();
    await context.close();
  });

  it('opens the burger menu on a narrow screen', async () => {
    const { page, context } = await openPage(browser, { width: 390, height: 800 });
    await page.goto(server.url('demo', '/nessuna-pagina'));
    const burger = page.getByRole('button', { name: 'Apri il menu' });
    // Tapped at once: on the painted page, before its scripts may have run, the tap is kept and
    // answered once they have (public/after-paint.js).
    await burger.click();
    const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
    await menu.getByRole('link', { name: /news/i }).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Apri il menu' }).waitFor();
    expect(await menu.isVisible()).toBe(false);
    await context.close();
  });
});

describe('configuration without rebuild or restart', () => {
  it('shows an edited tenant file on the next page load', async () => {
    const file = path.join(tenantsDir, 'aurora/tenant.json');
    const original = await readFile(file, 'utf8');
    const tenant = JSON.parse(original);
    tenant.theme.colors.background = '#eef2ff';
    tenant.menu.links.news = { label: 'Notizie', url: '/news', order: 15 };
    await writeFile(file, JSON.stringify(tenant, null, 2));
    try {
      const { page, context } = await openPage(browser);
      await page.goto(server.url('aurora', '/nessuna-pagina'));
      await page
        .getByRole('navigation', { name: 'Menu principale' })
        .getByRole('link', { name: /notizie/i })
        .waitFor();
      expect(await bodyBackground(page)).toBe('rgb(238, 242, 255)');
      await context.close();
    } finally {
      await writeFile(file, original);
    }
  });
});

describe('restart', () => {
  it('keeps the database and does not seed twice', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'premia-restart-'));
    try {
      const first = await startServer({ DATA_DIR: dataDir });
      await first.stop();
      const before = await readFile(path.join(dataDir, 'portal.db'));
      const second = await startServer({ DATA_DIR: dataDir });
      const res = await fetch(`http://127.0.0.1:${second.port}/v1/app/start`);
      expect(res.status).toBe(200);
      await second.stop();
      expect(before.length).toBeGreaterThan(0);
      expect(second.output).not.toMatch(/dati iniziali inseriti/);
      expect(first.output).toMatch(/dati iniziali inseriti/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
