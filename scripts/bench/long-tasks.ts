/**
 * Long tasks of a signed-in page load, as Chromium itself reports them: `npx tsx
 * scripts/bench/long-tasks.ts [--runs 8] [--only /news] [--against <checkout>]`. Starts the server
 * as `npm start` does, signs DEMO0001 in through the login form, then loads /, /catalogo and /news
 * of each demo tenant `runs` times in headless Chromium at 4× CPU with the cache off, each time in
 * a fresh context, and prints per page the medians of: long tasks (PerformanceObserver
 * 'longtask'), blocking time Σ(task − 50 ms) over the whole load, and the longest task.
 *
 * Why beside Lighthouse: its TBT is simulated from one trace per run and moved between 48 and
 * 118 ms on /catalogo for the same tree within an hour, too much to see a change of 20 ms. With
 * `--against <checkout>` (a built copy of another commit, e.g. `git worktree add /tmp/base HEAD~1`
 * then `npx vite build` there, with node_modules installed or linked) both trees are served at once and measured in alternation, so
 * the shared machine's drift falls on both alike. A benchmark, never a timed test.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/support/browser.js';
import { signedInState } from '../../tests/e2e/support/portal-api.js';
import { startServer, type RunningServer } from '../../tests/e2e/support/server.js';
// @ts-expect-error plain ESM helper without types
import { buildIfNeeded } from '../build-if-needed.mjs';

const { values: flags } = parseArgs({ options: { runs: { type: 'string' }, only: { type: 'string' }, against: { type: 'string' } } });
const RUNS = Number(flags.runs) || 8;
const PATHS = flags.only ? [flags.only] : ['/', '/catalogo', '/news'];
const TENANTS = ['demo', 'aurora'];
const CPU_SLOWDOWN = 4;

interface Load {
  tasks: number;
  blockingMs: number;
  longestMs: number;
}

declare global {
  interface Window {
    __longTasks?: number[];
  }
}

async function load(browser: Browser, url: string, storageState: BrowserContextOptions['storageState']): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, storageState });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks?.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Tasks after the last request (rendering its answer, decoding pictures) count too: a second
    // of quiet main thread at 4× is where the load ends.
    await page.waitForTimeout(1000);
    const durations = await page.evaluate(() => window.__longTasks ?? []);
    return {
      tasks: durations.length,
      blockingMs: durations.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      longestMs: Math.max(0, ...durations),
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function row(label: string, loads: Load[]): string {
  const blocking = loads.map((l) => l.blockingMs);
  return `${label.padEnd(34)} ${String(median(loads.map((l) => l.tasks))).padStart(5)} ${median(blocking).toFixed(0).padStart(12)} ${median(
    loads.map((l) => l.longestMs),
  )
    .toFixed(0)
    .padStart(8)}   ${blocking.map((b) => b.toFixed(0)).join(',')}`;
}

async function main(): Promise<void> {
  buildIfNeeded();
  const against = flags.against ? path.resolve(flags.against) : null;
  if (against && !existsSync(path.join(against, 'dist/app/index.html'))) {
    throw new Error(`--against ${against}: no build there (run npx vite build in it first)`);
  }
  const servers: { name: string; server: RunningServer }[] = [{ name: 'this tree', server: await startServer() }];
  if (against) servers.push({ name: path.basename(against), server: await startServer({}, against) });
  const browser = await launchBrowser();
  const lines: string[] = [];
  try {
    for (const alias of TENANTS) {
      const states = await Promise.all(servers.map(({ server }) => signedInState(browser, server, alias)));
      for (const pathname of PATHS) {
        const loads = servers.map((): Load[] => []);
        for (let i = 0; i < RUNS; i++) {
          for (const [n, { server }] of servers.entries()) loads[n]!.push(await load(browser, server.url(alias, pathname), states[n]));
        }
        servers.forEach(({ name }, n) => lines.push(row(`${alias}${pathname} (${name})`, loads[n]!)));
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map(({ server }) => server.stop()));
  }
  console.log(
    `\nLong tasks at ${CPU_SLOWDOWN}× CPU, cache off, signed in; medians of ${RUNS} loads${against ? ', trees in alternation' : ''}`,
  );
  console.log(`${'page'.padEnd(34)} tasks  blocking ms  longest   every load's blocking ms`);
  for (const line of lines) console.log(line);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
