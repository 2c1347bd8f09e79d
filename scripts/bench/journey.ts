/**
 * Whole-journey load test: `npx tsx scripts/bench/journey.ts [--customers 200]
 * [--vus 16] [--duration 30] [--profile] [--only postgres|sqlite]`.
 *
 * Many simulated customers go through the portal as the SPA does (sign in, home, catalogue pages,
 * a search with a points range, a prize, add to cart, checkout; scripts/bench/journey-steps.ts),
 * first against TWO server processes sharing one PostgreSQL database (a fresh database
 * `premia_bench_journey`, dropped afterwards; DATABASE_URL names another server or user), then
 * against ONE process on SQLite. Each server is the real entry point (src/server/server.ts)
 * in its own process; the customers alternate between the processes. Prints journeys per
 * second, p50/p99 per step, errors by status, and with --profile where the servers' CPU went
 * (node --cpu-prof, summarised by scripts/bench/cpu-profile.ts). The servers' /metrics are scraped
 * halfway through the run (it must answer under load) and after it: the request histograms per
 * route template, with p50/p99 estimated from the buckets, are printed beside the journey's own
 * figures (scripts/bench/metrics-scrape.ts). A benchmark, never a timed test.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDatabase } from '../../src/server/db/database.js';
import { DEMO_PASSWORD } from '../../src/shared/password-policy.js';
import { prepareCustomers, searchWords, startServerProcess, stopServerProcesses } from './journey-setup.js';
import { printSummary, summariseProfiles } from './cpu-profile.js';
import { closeAgent, driveJourneys, printJourneyReport } from './journey-steps.js';
import { printRouteHistograms, scrapeAll } from './metrics-scrape.js';

const { values: flags } = parseArgs({
  options: {
    customers: { type: 'string' },
    vus: { type: 'string' },
    duration: { type: 'string' },
    profile: { type: 'boolean' },
    only: { type: 'string' },
  },
});
const CUSTOMERS = Number(flags.customers ?? 200);
const VUS = Number(flags.vus ?? 16);
const DURATION_MS = Number(flags.duration ?? 30) * 1000;
const TENANT = 'demo';
const HOST = 'demo.localhost';
for (const [name, value] of Object.entries({ customers: CUSTOMERS, vus: VUS, duration: DURATION_MS })) {
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name}: numero non valido`);
}

async function startServers(count: number, env: Record<string, string>, profileDir: string | null): Promise<ChildProcess[]> {
  const children: ChildProcess[] = [];
  for (let i = 0; i < count; i++) children.push(await startServerProcess({ port: 18_300 + i, host: HOST, env, profileDir }));
  return children;
}

async function run(label: string, processes: number, databaseUrl: string | undefined): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'premia-bench-journey-'));
  const profileDir = flags.profile ? path.join(dataDir, 'profiles') : null;
  const handle = createDatabase({ databaseUrl, dataDir, poolSize: 4 });
  let children: ChildProcess[] = [];
  try {
    const usernames = await prepareCustomers(handle, TENANT, CUSTOMERS);
    const words = await searchWords(handle, TENANT);
    await handle.destroy();
    const metricsToken = randomBytes(16).toString('hex');
    children = await startServers(
      processes,
      // Demo mode: the bench's customers sign in with the demo password, which a production start otherwise refuses.
      { DATA_DIR: dataDir, DEMO_DATA: 'true', METRICS_TOKEN: metricsToken, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
      profileDir,
    );
    const targets = children.map((_, i) => ({ port: 18_300 + i, host: HOST }));
    const metricsTargets = targets.map((target) => ({ port: target.port, token: metricsToken }));
    const driveStarted = Date.now();
    const until = Date.now() + DURATION_MS;
    const midway = new Promise<number[]>((resolve, reject) => {
      setTimeout(() => scrapeAll(metricsTargets).then((s) => resolve(s.ms), reject), DURATION_MS / 2);
    });
    const result = await driveJourneys({
      targets,
      usernames,
      password: DEMO_PASSWORD,
      words,
      vus: VUS,
      keepGoing: () => Date.now() < until,
    });
    printJourneyReport(`${label}, ${processes} processi, ${os.availableParallelism()} core`, VUS, result);
    const driveEnded = Date.now();
    const midwayMs = await midway;
    const after = await scrapeAll(metricsTargets);
    console.log(`  /metrics a metà corsa, sotto carico: risposta in ${midwayMs.map((ms) => ms.toFixed(0)).join(' e ')} ms`);
    printRouteHistograms(label, after.texts, after.ms);
    await stopServerProcesses(children);
    const stopped = Date.now();
    const window = { fromMsBeforeEnd: stopped - driveStarted, toMsBeforeEnd: stopped - driveEnded };
    if (profileDir) printSummary(label, await summariseProfiles(profileDir, window));
  } finally {
    await stopServerProcesses(children);
    await handle.destroy().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A fresh PostgreSQL database for the run, on the server of DATABASE_URL (default: the local one). */
async function withPostgres(body: (url: string) => Promise<void>): Promise<void> {
  const admin = new URL(process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres');
  const name = 'premia_bench_journey';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    await body(url.toString());
  } finally {
    await client.query(`drop database if exists ${name}`).catch(() => undefined);
    await client.end();
  }
}

try {
  if (flags.only !== 'sqlite') await withPostgres((url) => run('PostgreSQL', 2, url));
  if (flags.only !== 'postgres') await run('SQLite', 1, undefined);
} finally {
  closeAgent();
}
