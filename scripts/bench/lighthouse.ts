/**
 * Lighthouse benchmark (budget: performance ≥ 95, LCP ≤ 1.8 s, TBT ≤ 100 ms, CLS ≤ 0.02): `npx tsx scripts/bench/lighthouse.ts
 * [--runs 3] [--only /catalogo] [--save <folder>]`. Starts the server as `npm start` does (fresh data folder, built SPA), then for
 * /login (signed out) and /, /catalogo and /news (signed in as DEMO0001) of each demo tenant runs
 * Lighthouse's mobile preset (simulated throttling) `runs` times and prints the median run's
 * performance score, LCP, TBT, CLS and the JavaScript the page loaded (as transferred: the
 * server sends brotli to Chromium). The same is measured, in the same run, for a bare React page
 * served the same way (bare-react-page.ts), with Lighthouse's CPU index beside every row: on this
 * shared machine the simulation multiplies observed CPU time by four, so a slow run shows as
 * such on the yardstick too. The Chromium that Lighthouse drives is signed in first through the
 * login form, and Lighthouse keeps its storage. A benchmark, never a timed test.
 */
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../../tests/e2e/support/server.js';
// @ts-expect-error plain ESM helper without types
import { buildIfNeeded } from '../build-if-needed.mjs';
import { startBareReactPage } from './bare-react-page.js';

const { values: flags } = parseArgs({ options: { runs: { type: 'string' }, only: { type: 'string' }, save: { type: 'string' } } });
const RUNS = Number(flags.runs) || 3;
/** `--only /catalogo`: that page of each tenant (and the yardstick) only. */
const ONLY = flags.only;
/** `--save <folder>`: every run's Lighthouse report (JSON) is written there, to read its long tasks and shifts. */
const SAVE = flags.save;
const TENANTS = ['demo', 'aurora'];
const PAGES = [
  { path: '/login', signedIn: false },
  { path: '/', signedIn: true },
  { path: '/catalogo', signedIn: true },
  { path: '/news', signedIn: true },
];
const BUDGET = { performance: 95, lcpMs: 1800, tbtMs: 100, cls: 0.02 };

interface Figures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  /** Lighthouse's measure of this machine's CPU speed at that run: scores move with it. */
  benchmarkIndex: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function figuresOf(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined;
  const script = summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptKb: script / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function verdict(f: Figures): string {
  const misses = [
    f.performance < BUDGET.performance && `performance ${f.performance} < ${BUDGET.performance}`,
    f.lcpMs > BUDGET.lcpMs && `LCP > ${BUDGET.lcpMs} ms`,
    f.tbtMs > BUDGET.tbtMs && `TBT > ${BUDGET.tbtMs} ms`,
    f.cls > BUDGET.cls && `CLS > ${BUDGET.cls}`,
  ].filter(Boolean);
  return misses.length ? `FAIL (${misses.join(', ')})` : 'OK';
}

async function main(): Promise<void> {
  buildIfNeeded();
  const server = await startServer();
  const debugPort = await freePort();
  // Lighthouse drives this Chromium over its debugging port; playwright only signs it in. A
  // persistent context is the browser's default one, the very context Lighthouse opens its tab
  // in: with chromium.launch() + newContext() the sign-in landed in another (incognito) context,
  // so /catalogo was measured signed out (redirected to the login) and with a warm cache.
  const profile = await mkdtemp(path.join(os.tmpdir(), 'premia-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${debugPort}`,
    ],
  });
  const rows: string[] = [];

  /** Lighthouse `RUNS` times on one address, each a first visit; the median run's row. */
  async function measure(label: string, url: string, expectedPath: string): Promise<string> {
    const runs: Figures[] = [];
    let retries = 0;
    for (let i = 0; i < RUNS; i++) {
      // Storage is kept for the token, so the HTTP cache is emptied here: every run is a first visit.
      const blank = await context.newPage();
      await (await context.newCDPSession(blank)).send('Network.clearBrowserCache');
      await blank.close();
      const result = await lighthouse(url, {
        port: debugPort,
        output: 'json',
        logLevel: (process.env.LH_LOG as 'info' | undefined) ?? 'error',
        onlyCategories: ['performance'],
        // Keep the signed-in customer's token (the cache is emptied above).
        disableStorageReset: true,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${label}`);
      if (result.lhr.runtimeError) {
        // Trace hiccups (NO_NAVSTART, NO_FCP: "Please run Lighthouse again") happen now and
        // then on a loaded machine: the run is repeated, at most twice per page, and said so.
        if (retries++ < 2) {
          console.error(`${label}: ${result.lhr.runtimeError.code}, running again`);
          i--;
          continue;
        }
        throw new Error(`${label}: ${result.lhr.runtimeError.message}`);
      }
      // A signed-out /catalogo redirects to the login: that would measure the wrong screen.
      const shown = new URL(result.lhr.finalDisplayedUrl).pathname;
      if (shown !== expectedPath) throw new Error(`${label}: the page ended on ${shown}`);
      if (SAVE) {
        await mkdir(SAVE, { recursive: true });
        await writeFile(path.join(SAVE, `${label.replace(/[^a-z0-9]+/gi, '_')}-${i + 1}.json`), JSON.stringify(result.lhr));
      }
      runs.push(figuresOf(result.lhr));
    }
    const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
    return `${label.padEnd(26)} ${String(median.performance).padStart(5)} ${median.lcpMs.toFixed(0).padStart(7)} ${median.tbtMs.toFixed(0).padStart(7)} ${median.cls.toFixed(3).padStart(6)} ${median.scriptKb.toFixed(1).padStart(9)}   ${verdict(median)}   (scores ${runs.map((r) => r.performance).join('/')}; CPU index ${runs.map((r) => Math.round(r.benchmarkIndex)).join('/')})`;
  }

  const bare = await startBareReactPage();
  try {
    rows.push(await measure('bare React page', bare.url, '/'));
    for (const alias of TENANTS) {
      for (const signedIn of [false, true]) {
        const page = await context.newPage();
        if (signedIn) {
          await page.goto(server.url(alias, '/login'));
          await page.locator('#login_email').fill('DEMO0001');
          await page.locator('#login_password').fill('Demo!2025x');
          await page.getByRole('button', { name: 'Accedi' }).click();
          await page.waitForFunction(() => Boolean(localStorage.getItem('token')));
        } else {
          await page.goto(server.url(alias, '/'));
          await page.evaluate(() => localStorage.removeItem('token'));
          // The session cookie goes with the token (src/ui/api/token.ts).
          await context.clearCookies();
        }
        await page.close();
        for (const target of PAGES.filter((p) => p.signedIn === signedIn && (!ONLY || p.path === ONLY))) {
          rows.push(await measure(`${alias}.localhost${target.path}`, server.url(alias, target.path), target.path));
        }
      }
    }
  } finally {
    await bare.stop();
    await context.close();
    await server.stop();
    await rm(profile, { recursive: true, force: true });
  }
  console.log(
    `\nLighthouse mobile (simulated throttling), median of ${RUNS}; budgets: performance ≥ ${BUDGET.performance}, LCP ≤ ${BUDGET.lcpMs} ms, TBT ≤ ${BUDGET.tbtMs} ms, CLS ≤ ${BUDGET.cls}`,
  );
  console.log('page                        perf  LCP ms  TBT ms    CLS  JS KB(br)   verdict');
  for (const row of rows) console.log(row);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
