import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, type PageProbe } from './browser.js';
import { instantIn, type JourneyClock } from './clock.js';
import { consoleSignIn, openArea } from './console.js';
import { portalSignIn } from './portal-api.js';
import { ledgerFile, PROGRAMME_ALIAS } from './programme.js';
import type { RunningServer } from './server.js';

export const TIME_ZONE = 'Europe/Rome';
export const CUSTOMER = 'DEMO0001';

/**
 * What the steps of the programme journey share: the two processes, the clock, the browser and
 * what earlier steps made (the API key, the order). A new step reads and adds to it.
 */
export interface ProgrammeJourney {
  browser: Browser;
  first: RunningServer;
  second: RunningServer;
  clock: JourneyClock;
  ledger: ReturnType<typeof ledgerFile>;
  /** The partner API key made in the console. */
  key: string;
  orderNumber: string;
  /** The points the customer lost to the expiry. */
  expired: number;
}

/**
 * The customer on a fresh page whose clock reads the servers' time, signed in on the portal.
 * Fresh each time: a clock moved by weeks outlives any session, as it would in real life.
 */
export async function customerPage(j: ProgrammeJourney, server = j.first): Promise<PageProbe> {
  const probe = await openPage(j.browser, undefined, { timezoneId: TIME_ZONE });
  await probe.page.clock.setFixedTime(j.clock.now());
  await portalSignIn(probe.page, server.url(PROGRAMME_ALIAS, '/login'), CUSTOMER);
  await probe.page.getByRole('heading', { level: 1, name: 'Ciao Marco' }).waitFor();
  return probe;
}

/** The operator in the console, on the journey's tenant, on a fresh page at the servers' time. */
export async function operatorPage(j: ProgrammeJourney, server = j.first): Promise<PageProbe> {
  const probe = await openPage(j.browser, undefined, { timezoneId: TIME_ZONE });
  await probe.page.clock.setFixedTime(j.clock.now());
  await probe.page.goto(server.url('console', '/'));
  await consoleSignIn(probe.page, 'operator@premia.example');
  await probe.page.getByTestId('tenant-list').getByRole('link', { name: 'Programma Premia' }).click();
  return probe;
}

/** The console's order list, opened from the tenant's navigation. */
export async function openOrders(page: Page): Promise<void> {
  await openArea(page, 'Ordini');
  await page.getByRole('heading', { level: 2, name: 'Ordini' }).waitFor();
}

/**
 * Moves every process to `time` of `day` on the tenant's clock just after the daily expiry's
 * 00:05, and waits until the run for that day has finished (in whichever process took it):
 * no sleeps, the jobs table says when.
 */
export async function runDailyExpiry(j: ProgrammeJourney, day: string): Promise<void> {
  const at = instantIn(day, '00:10', TIME_ZONE);
  await j.clock.moveTo(at);
  await expect.poll(() => j.ledger.expiryRunsDone(at), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
}
