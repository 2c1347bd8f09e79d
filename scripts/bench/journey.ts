/**
 * Whole-journey load test: `npx tsx scripts/bench/journey.ts [--customers 200]
 * [--vus 16] [--duration 30] [--profile] [--only postgres|sqlite] [--integrations [--feed-rate 20]]`.
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
 * figures (scripts/bench/metrics-scrape.ts). With --integrations each run drives the journey twice
 * on the same servers, alone and then with the machines at work beside it (the ERP's points feed at
 * --feed-rate calls a second and a webhook receiver for orders and credits,
 * scripts/bench/journey-integrations.ts), and prints each step's p99 in both halves and their
 * ratio. A benchmark, never a timed test.
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
import { prepareIntegrations, type IntegrationsReport } from './journey-integrations.js';
import { closeAgent, driveJourneys, printJourneyReport, quantile, STEPS, type DriveResult } from './journey-steps.js';
import { printRouteHistograms, scrapeAll } from './metrics-scrape.js';

const { values: flags } = parseArgs({
  options: {
    customers: { type: 'string' },
    vus: { type: 'string' },
    duration: { type: 'string' },
    profile: { type: 'boolean' },
    only: { type: 'string' },
    integrations: { type: 'boolean' },
    'feed-rate': { type: 'string' },
  },
});
const CUSTOMERS = Number(flags.customers ?? 200);
const VUS = Number(flags.vus ?? 16);
const DURATION_MS = Number(flags.duration ?? 30) * 1000;
const FEED_RATE = Number(flags['feed-rate'] ?? 20);
const TENANT = 'demo';
const HOST = 'demo.localhost';
for (const [name, value] of Object.entries({ customers: CUSTOMERS, vus: VUS, duration: DURATION_MS, 'feed-rate': FEED_RATE })) {
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
  let integrations: Awaited<ReturnType<typeof prepareIntegrations>> | undefined;
  try {
    const usernames = await prepareCustomers(handle, TENANT, CUSTOMERS);
    const words = await searchWords(handle, TENANT);
    // The machines' key and webhook are written through the bench's own connection, kept for them.
    if (flags.integrations) integrations = await prepareIntegrations(handle, TENANT, dataDir);
    else await handle.destroy();
    const metricsToken = randomBytes(16).toString('hex');
    children = await startServers(
      processes,
      // Demo mode: the bench's customers sign in with the demo password, which a production start otherwise refuses.
      {
        DATA_DIR: dataDir,
        DEMO_DATA: 'true',
        METRICS_TOKEN: metricsToken,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...integrations?.serverEnv,
      },
      profileDir,
    );
    const targets = children.map((_, i) => ({ port: 18_300 + i, host: HOST }));
    if (integrations) {
      const drive = (keepGoing: () => boolean) =>
        driveJourneys({ targets, usernames, password: DEMO_PASSWORD, words, vus: VUS, keepGoing });
      const aloneUntil = Date.now() + DURATION_MS;
      const alone = await drive(() => Date.now() < aloneUntil);
      printJourneyReport(`${label}, ${processes} processi, da solo`, VUS, alone);
      const withUntil = Date.now() + DURATION_MS;
      const keepGoing = () => Date.now() < withUntil;
      const [beside, machines] = await Promise.all([
        drive(keepGoing),
        integrations.feed({ targets, usernames, rate: FEED_RATE, keepGoing }),
      ]);
      printJourneyReport(`${label}, ${processes} processi, con gestionale e webhook`, VUS, beside);
      printComparison(alone, beside, machines);
      return;
    }
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
    await integrations?.close();
    await handle.destroy().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const p99 = (times: number[]) =>
  quantile(
    [...times].sort((a, b) => a - b),
    0.99,
  );

/** Each step's p99 alone and beside the machines (budget: at most twice), then the machines' own figures. */
function printComparison(alone: DriveResult, beside: DriveResult, machines: IntegrationsReport): void {
  console.log('\n  passo        p99 da solo   p99 con le integrazioni   rapporto');
  for (const name of STEPS) {
    const a = p99(alone.records[name].times);
    const b = p99(beside.records[name].times);
    console.log(
      `  ${name.padEnd(12)} ${a.toFixed(1).padStart(11)} ${b.toFixed(1).padStart(25)} ${(a ? b / a : 0).toFixed(2).padStart(10)}`,
    );
  }
  const refused = Object.entries(machines.partnerFailures)
    .map(([status, n]) => `${n}×${status}`)
    .join(' ');
  console.log(
    `  gestionale: ${machines.partnerCalls} accrediti a ${FEED_RATE}/s, ${machines.partnerOk} accettati${refused ? `, rifiutati ${refused}` : ''}; p50 ${machines.partnerP50.toFixed(1)} ms, p99 ${machines.partnerP99.toFixed(1)} ms`,
  );
  console.log(
    `  webhook: ${machines.received} consegnati e verificati durante la corsa${machines.unverified ? `, ${machines.unverified} con firma non valida` : ''}; ritardo dall'evento p50 ${machines.lagP50.toFixed(0)} ms, p99 ${machines.lagP99.toFixed(0)} ms`,
  );
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
