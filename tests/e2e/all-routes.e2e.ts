import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableRoutes } from '../../src/app/routing/guards.js';
import type { ResolvedRoute } from '../../src/shared/route-defaults.js';
import { resolveTenantConfig } from '../../src/shared/tenant-config.js';
import type { TenantFile } from '../../src/shared/types/generated/tenant.js';
import { launchBrowser, openPage, type PageProbe } from './support/browser.js';
import { seriousAxeViolations } from './support/console.js';
import { startServer, type RunningServer } from './support/server.js';

/**
 * Every route that a demo tenant switches on, visited as its
 * guards require (logged out for public and sign-in pages, DEMO0001 for the customer's pages,
 * the inactive DEMO0002 for the complete-registration page). Each must show its own screen (a
 * level-1 heading, not the not-found page), log no console error, pass axe with no serious
 * or critical violation, and show no raw value or English word. The routes come from the tenant files, so a route a tenant adds is
 * swept too.
 */

const PASSWORD = 'Demo!2025x';
const TENANTS = [
  { alias: 'demo', promo: 'estate-2025' },
  { alias: 'aurora', promo: 'natale-in-bottega' },
];
/** Sign-in pages reached with a made-up code: their screens answer with an Italian error state. */
const BAD_CODE = 'codice-non-valido-0000';
/** Answers the browser reports as console errors but that these visits expect. */
const EXPECTED_STATUS = /Failed to load resource: the server responded with a status of (400|404|410|422)/;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function tenantRoutes(alias: string): ResolvedRoute[] {
  const file = JSON.parse(readFileSync(`tenants/${alias}/tenant.json`, 'utf8')) as TenantFile;
  return availableRoutes(resolveTenantConfig(alias, file));
}

type Visitor = 'anonymous' | 'customer' | 'inactive';

function visitorFor(route: ResolvedRoute): Visitor {
  if (route.id === 'completeRegistration') return 'inactive';
  if (route.access === 'protected' || route.access === 'home') return 'customer';
  return 'anonymous';
}

async function logIn(page: Page, origin: string, username: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await page.locator('#login_email').fill(username);
  await page.locator('#login_password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForFunction(() => Boolean(localStorage.getItem('token')));
}

/** A call's body, read with the signed-in customer's token. */
async function apiGet(page: Page, url: string): Promise<unknown> {
  return page.evaluate(async (u) => {
    const res = await fetch(`/v1${u}`, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
    return res.json() as Promise<unknown>;
  }, url);
}

/** First id of a list call, read with the signed-in customer's token. */
async function firstId(page: Page, url: string, key: 'id' | 'slug' = 'id'): Promise<string> {
  const body = await apiGet(page, url);
  const list = Array.isArray(body) ? body : (body as { data: unknown[] }).data;
  const first = list[0] as Record<string, unknown> | undefined;
  if (!first) throw new Error(`${url}: empty list`);
  return String(first[key]);
}

/**
 * No raw code or English value ever reaches a customer: words of the page's
 * visible text that only a missing translation, a raw value or an API field name would put there.
 */
const RAW_OR_ENGLISH =
  /\b(undefined|null|NaN|true|false|customer|Loading|Submit|Cancel|Required|required|Error|Search|Next|Previous|Close|Save|Delete|must|should|invalid|Invalid)\b|\[object Object\]|\b[a-z]+_[a-z_]+\b/g;

async function rawOrEnglish(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return [...new Set(text.match(RAW_OR_ENGLISH) ?? [])];
}

describe.each(TENANTS)('every route of $alias', ({ alias, promo }) => {
  const origin = () => server.url(alias, '').replace(/\/$/, '');
  const probes = new Map<Visitor, PageProbe>();
  const params = new Map<string, string>();
  /** The signed-in customer has a prize to validate: its dialog opens over every page but its form's. */
  let prizeDialog = false;

  beforeAll(async () => {
    for (const visitor of ['anonymous', 'customer', 'inactive'] as const) {
      const probe = await openPage(browser);
      if (visitor === 'customer') await logIn(probe.page, origin(), 'DEMO0001');
      if (visitor === 'inactive') await logIn(probe.page, origin(), 'DEMO0002');
      probes.set(visitor, probe);
    }
    const customer = probes.get('customer')!.page;
    const available = new Set(tenantRoutes(alias).map((r) => r.id));
    params.set('initiative', promo);
    params.set('onetimetoken', BAD_CODE);
    params.set('newsDetail', await firstId(customer, '/magazine?page=1'));
    params.set('notificationDetail', await firstId(customer, '/notifications?page=1'));
    params.set('advantageDetail', await firstId(customer, '/advantages'));
    if (available.has('voucherDetail')) params.set('voucherDetail', await firstId(customer, '/vouchers'));
    params.set('product', await firstId(customer, '/catalog/products?page=1'));
    const me = (await apiGet(customer, '/auth/me')) as { prize_to_validate?: number };
    prizeDialog = Boolean(me.prize_to_validate);
  });
  afterAll(async () => {
    for (const probe of probes.values()) await probe.context.close();
  });

  function urlOf(route: ResolvedRoute): string {
    if (route.path === '*') return '/una-pagina-che-non-esiste';
    return route.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
      if (name === 'id') {
        const key = ['activate'].includes(route.id)
          ? null
          : ['voucherDetail', 'newsDetail', 'notificationDetail', 'advantageDetail'].includes(route.id)
            ? route.id
            : 'product';
        return key ? params.get(key)! : BAD_CODE;
      }
      return params.get(name) ?? BAD_CODE;
    });
  }

  it.each(tenantRoutes(alias).map((route) => [route.id, route] as const))('%s', async (_id, route) => {
    const visitor = visitorFor(route);
    const { page, errors } = probes.get(visitor)!;
    errors.length = 0;
    const url = urlOf(route);
    await page.goto(`${origin()}${url}`);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await heading.waitFor({ state: 'visible' });
    // Wait for the screen's own data: no skeleton or spinner left in the main area.
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
    // A customer's page is painted whole and its scripts come after its load event: what is
    // checked below is the page once they have run (a dialog that opens with it, included).
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    // That dialog's scripts load once the page is handled, so it opens a moment later: it is
    // judged open, as the customer sees it, not half-way through its fade.
    if (visitor === 'customer' && prizeDialog && route.id !== 'formWin') {
      await page.getByRole('dialog', { name: 'Hai un premio da convalidare' }).waitFor();
    }
    const title = (await heading.textContent())?.trim() ?? '';
    if (route.path === '*') expect(title).toMatch(/non trovata/i);
    else expect(title, `${url} as ${visitor}`).not.toMatch(/pagina non trovata/i);
    expect(await seriousAxeViolations(page), `${url} as ${visitor}`).toEqual([]);
    expect(await rawOrEnglish(page), `${url} as ${visitor}: raw or English words`).toEqual([]);
    expect(
      errors.filter((e) => !EXPECTED_STATUS.test(e)),
      `${url} as ${visitor}`,
    ).toEqual([]);
  });
});
