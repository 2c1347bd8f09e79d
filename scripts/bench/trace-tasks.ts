/**
 * What a signed-in page's long tasks are made of: `npx tsx scripts/bench/trace-tasks.ts [--only /news]
 * [--tenant aurora] [--runs 2] [--checkout <dir>] [--min 50] [--all] [--network] [--out trace.json]`.
 * Loads the page as `long-tasks.ts` does (signed in, 4× CPU, cache off, fresh context) under a
 * Chromium trace with V8's sampler, and prints the three longest of the tasks the page counted as
 * long (`--all`: every main-thread task over `--min` ms, rendering ones included): its start, its
 * length, its largest trace events (layout, style, parse, script evaluation and which file) and
 * where V8's samples fell, by file and function (the build's source maps name the minified ones). `--out` keeps the last trace, to open in DevTools' Performance panel.
 */
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { launchBrowser } from '../../tests/e2e/support/browser.js';
import { signedInState } from '../../tests/e2e/support/portal-api.js';
import { startServer } from '../../tests/e2e/support/server.js';

const { values: flags } = parseArgs({
  options: {
    only: { type: 'string' },
    tenant: { type: 'string' },
    runs: { type: 'string' },
    checkout: { type: 'string' },
    min: { type: 'string' },
    out: { type: 'string' },
    // Network.enable as long-tasks.ts does (initiator stacks make V8 collect source positions).
    network: { type: 'boolean' },
    all: { type: 'boolean' },
  },
});
const PATHS = flags.only ? [flags.only] : ['/', '/catalogo', '/news'];
const TENANTS = flags.tenant ? [flags.tenant] : ['demo', 'aurora'];
const RUNS = Number(flags.runs) || 1;
const MIN_MS = Number(flags.min) || 50;
const ASSETS = path.join(flags.checkout ? path.resolve(flags.checkout) : process.cwd(), 'dist/app/assets');

const maps = new Map<string, SourceMapConsumer | null>();
/** The source a built function starts in: a package under node_modules, or the file under src. */
function sourceOf(file: string, line: number, col: number): { source: string; at: string } {
  if (!maps.has(file)) {
    const map = path.join(ASSETS, `${file}.map`);
    maps.set(file, existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null);
  }
  const original = maps.get(file)?.originalPositionFor({ line: line + 1, column: col });
  if (!original?.source) return { source: file, at: file };
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(original.source);
  const source = pkg ? pkg[1]! : original.source.replace(/^(\.\.\/)+/, '');
  return { source, at: `${original.source.replace(/^(\.\.\/)+/, '')}:${original.line}` };
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: TraceArgs;
  id?: string;
}

interface ProfileNode {
  id: number;
  callFrame: { url?: string; functionName?: string; lineNumber?: number; columnNumber?: number };
}

interface TraceArgs {
  name?: string;
  fileName?: string;
  beginData?: { url?: string };
  data?: {
    url?: string;
    functionName?: string;
    type?: string;
    startTime?: number;
    cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
    timeDeltas?: number[];
  };
}

declare global {
  interface Window {
    __longTaskEntries?: [number, number][];
  }
}

interface Traced {
  events: TraceEvent[];
  /** The page's own long task entries, [start, ms]. */
  entries: [number, number][];
}

async function traceLoad(browser: Browser, url: string, storageState: BrowserContextOptions['storageState']): Promise<Traced> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, storageState });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (flags.network) await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: [
          'toplevel',
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8',
          'v8.execute',
          'blink',
          'loading',
          'disabled-by-default-v8.cpu_profiler',
        ],
      },
    });
    // A string: tsx's name helpers do not exist in the page.
    await page.addInitScript({
      content: `window.__longTaskEntries = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__longTaskEntries.push([Math.round(e.startTime), Math.round(e.duration)]);
        }).observe({ type: 'longtask', buffered: true });`,
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const entries = (await page.evaluate(() => window.__longTaskEntries)) ?? [];
    await cdp.send('Tracing.end');
    await done;
    return { events, entries };
  } finally {
    await context.close();
  }
}

/** Self time of V8's samples between `from` and `to`, by script file and by function. */
function samplesIn(events: TraceEvent[], pid: number, tid: number, from: number, to: number) {
  const nodes = new Map<number, { url: string; fn: string; line: number; col: number }>();
  const byFile = new Map<string, number>();
  const byFn = new Map<string, number>();
  const bySource = new Map<string, number>();
  const lastTime = new Map<string, number>();
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid) continue;
    const data = e.args?.data;
    if (!data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) {
      const f = node.callFrame;
      nodes.set(node.id, { url: f.url ?? '', fn: f.functionName || '(anonymous)', line: f.lineNumber ?? 0, col: f.columnNumber ?? 0 });
    }
  }
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid) continue;
    const data = e.args?.data;
    const samples: number[] = data?.cpuProfile?.samples ?? [];
    const deltas: number[] = data?.timeDeltas ?? [];
    // Each chunk's deltas continue the previous chunk of the same profile, the first from the
    // Profile event's startTime.
    const key = `${pid}:${e.id}`;
    let at = lastTime.get(key) ?? events.find((p) => p.name === 'Profile' && p.pid === pid && p.id === e.id)?.args?.data?.startTime ?? 0;
    samples.forEach((id, i) => {
      at += deltas[i] ?? 0;
      if (at < from || at > to) return;
      const n = nodes.get(id);
      if (!n || n.fn === '(idle)' || n.fn === '(program)') return;
      const file = n.url ? path.basename(n.url.split('?')[0]!) : `(${n.fn})`;
      byFile.set(file, (byFile.get(file) ?? 0) + (deltas[i] ?? 0) / 1000);
      const { source, at: where } = n.url ? sourceOf(file, n.line, n.col) : { source: file, at: file };
      bySource.set(source, (bySource.get(source) ?? 0) + (deltas[i] ?? 0) / 1000);
      const fnKey = `${n.fn} ${where}`;
      byFn.set(fnKey, (byFn.get(fnKey) ?? 0) + (deltas[i] ?? 0) / 1000);
    });
    lastTime.set(key, at);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${v.toFixed(0).padStart(5)} ms ${k}`);
  return { files: top(bySource, 10), functions: top(byFn, 8) };
}

function report({ events, entries }: Traced): void {
  console.log(`  long task entries, ms: ${entries.map(([, ms]) => ms).join(', ')}`);
  // The page's renderer: the one that parsed a document from the portal's server.
  const parsed = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').includes('.localhost'));
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === parsed?.pid);
  if (!main) {
    console.log('  no renderer main thread found');
    return;
  }
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const navStart = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? onMain[0]!.ts;
  // Outermost tasks only: a RunTask often wraps a ThreadControllerImpl::RunTask of the same length.
  const tasks = onMain
    .filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && (e.dur ?? 0) / 1000 >= MIN_MS)
    .filter((e, _, all) => !all.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && o.dur! > e.dur!))
    .filter((e, i, all) => all.findIndex((o) => o.ts === e.ts) === i)
    // Without --all, the three longest of those the page itself counted (the same length within 3 ms).
    .filter((e) => flags.all || entries.some(([, ms]) => Math.abs(ms - e.dur! / 1000) < 3))
    .sort((a, b) => b.dur! - a.dur!)
    .slice(0, flags.all ? undefined : 3);
  // A task the page counted that the trace has no task of its length for: what ran on the main
  // thread over the same span (the page's clock starts at navigation, like the trace's offsets).
  for (const [at, ms] of entries) {
    if (onMain.some((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && Math.abs(ms - e.dur! / 1000) < 3))
      continue;
    const from = navStart + at * 1000;
    const over = onMain.filter(
      (e) => e.name === 'ThreadControllerImpl::RunTask' && e.ts < from + ms * 1000 && e.ts + e.dur! > from && e.dur! >= 2000,
    );
    const list = over.map((e) => `${((e.ts - navStart) / 1000).toFixed(0)}+${(e.dur! / 1000).toFixed(0)}`).join(', ');
    console.log(`  counted ${ms} ms at ${at} ms, no trace task of that length; tasks over 2 ms then (start+ms): ${list || 'none'}`);
    const spanning = events.filter(
      (e) =>
        e.pid === main.pid &&
        e.ph === 'X' &&
        (e.dur ?? 0) >= (ms - 5) * 1000 &&
        e.ts <= from + 10000 &&
        e.ts + e.dur! >= from + (ms - 10) * 1000,
    );
    console.log(`    spanning it: ${spanning.map((e) => `${e.name}@${e.tid}+${(e.dur! / 1000).toFixed(0)}`).join(', ') || 'none'}`);
  }
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < end);
    const byName = new Map<string, number>();
    for (const e of inside) {
      let label = e.name;
      const url = e.args?.data?.url ?? e.args?.fileName;
      if (
        (e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'v8.evaluateModule' || e.name === 'v8.compileModule') &&
        url
      )
        label += ` ${path.basename(String(url))}`;
      if (e.name === 'FunctionCall' && e.args?.data?.url)
        label += ` ${path.basename(String(e.args.data.url))}:${e.args.data.functionName ?? ''}`;
      if (e.name === 'TimerFire' || e.name === 'FireAnimationFrame' || e.name === 'EventDispatch') label += ` ${e.args?.data?.type ?? ''}`;
      byName.set(label, (byName.get(label) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const parts = [...byName.entries()]
      .filter(([, ms]) => ms >= 3)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 7);
    console.log(`  task at ${((task.ts - navStart) / 1000).toFixed(0)} ms: ${(task.dur! / 1000).toFixed(0)} ms`);
    for (const [label, ms] of parts) console.log(`     ${ms.toFixed(0).padStart(5)} ms (incl.) ${label}`);
    const samples = samplesIn(events, main.pid, main.tid, task.ts, end);
    console.log('     samples by source:');
    for (const l of samples.files) console.log(`       ${l}`);
    console.log('     samples by function (self):');
    for (const l of samples.functions) console.log(`       ${l}`);
  }
}

async function main(): Promise<void> {
  const server = await startServer({}, flags.checkout ? path.resolve(flags.checkout) : undefined);
  const browser = await launchBrowser();
  try {
    for (const alias of TENANTS) {
      const state = await signedInState(browser, server, alias);
      for (const pathname of PATHS) {
        for (let i = 0; i < RUNS; i++) {
          console.log(`\n${alias}${pathname} run ${i + 1}`);
          const traced = await traceLoad(browser, server.url(alias, pathname), state);
          report(traced);
          if (flags.out) await writeFile(flags.out, JSON.stringify({ traceEvents: traced.events }));
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
