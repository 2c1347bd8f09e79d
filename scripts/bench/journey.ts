/**
 * Whole-journey load test (issue 16): `npx tsx scripts/bench/journey.ts [--customers 200]
 * [--vus 16] [--duration 30] [--profile] [--only postgres|sqlite]`.
 *
 * Many simulated customers go through the portal as the SPA does (sign in, home, catalogue pages,
 * a search with a points range, a prize, add to cart, checkout; scripts/bench/journey-steps.ts),
 * first against TWO server processes sharing one PostgreSQL database (a fresh database
 * `premia_bench_journey`, dropped afterwards; DATABASE_URL names another server or user), then
 * against ONE process on SQLite. Each server is the real entry point (src/server/server.ts)
 * in its own process; the customers alternate between the processes. Prints journeys per
 * second, p50/p99 per step, errors by status, and with --profile where the servers' CPU went
 * (node --cpu-prof, summarised by scripts/bench/cpu-profile.ts). A benchmark, never a timed test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { runSeeders } from '../../src/server/db/seed/index.js';
import { DEMO_PASSWORD } from '../../src/shared/password-policy.js';
import { credit } from '../../src/server/modules/points/service.js';
import { PROJECT_ROOT } from '../../src/server/paths.js';
import { printSummary, summariseProfiles } from './cpu-profile.js';
import { closeAgent, emptyRecords, runJourney, STEPS, StepFailed, type Step, type StepRecord, type Target } from './journey-steps.js';

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

/** Customers BENCH00001…, active, with points for every order of the run and the demo password. */
async function prepare(handle: DatabaseHandle): Promise<string[]> {
  await migrateToLatest(handle);
  await runSeeders(handle, {
    tenants: ['demo', 'aurora'],
    demoTenants: ['demo', 'aurora'],
    demoData: true,
    log: { info: () => undefined },
  });
  const { db } = handle;
  const template = await db
    .selectFrom('users')
    .selectAll()
    .where('tenant_alias', '=', TENANT)
    .where('username', '=', 'DEMO0001')
    .executeTakeFirstOrThrow();
  const usernames = Array.from({ length: CUSTOMERS }, (_, i) => `BENCH${String(i + 1).padStart(5, '0')}`);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const username of usernames) {
      const { id: _id, ...rest } = template;
      const user = await trx
        .insertInto('users')
        .values({ ...rest, username, email: `${username.toLowerCase()}@bench.example`, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await credit(trx, { tenantAlias: TENANT, userId: user.id, amount: 100_000_000, reason: 'Benchmark' });
    }
    // Orders must not run out of stock halfway through: every prize gets plenty.
    await trx.updateTable('products').set({ stock: 10_000_000, available: 1 }).where('tenant_alias', '=', TENANT).execute();
  });
  return usernames;
}

/** Words of the tenant's prize names, so searches find something (as a customer's would). */
async function searchWords(handle: DatabaseHandle): Promise<string[]> {
  const names = await handle.db.selectFrom('products').select('name').where('tenant_alias', '=', TENANT).execute();
  const words = new Set(names.flatMap((n) => n.name.toLowerCase().split(/\s+/)).filter((w) => w.length >= 5));
  return [...words];
}

function waitUntilServing(port: number, child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    child.once('exit', (code) => reject(new Error(`il server sulla porta ${port} è uscito (${code})`)));
    const probe = () => {
      const req = http.get({ host: '127.0.0.1', port, path: '/v1/app/start', headers: { host: HOST } }, (res) => {
        res.resume();
        if (res.statusCode === 200) resolve();
        else retry();
      });
      req.on('error', retry);
    };
    const retry = () => (Date.now() > deadline ? reject(new Error(`porta ${port}: nessuna risposta in 60 s`)) : setTimeout(probe, 250));
    probe();
  });
}

async function startServers(count: number, env: Record<string, string>, profileDir: string | null): Promise<ChildProcess[]> {
  const children: ChildProcess[] = [];
  // The database is the phase's to name: a DATABASE_URL in the caller's environment (which names
  // the PostgreSQL server to use) would otherwise turn the SQLite phase into a PostgreSQL one.
  const { DATABASE_URL: _named, ...inherited } = process.env;
  for (let i = 0; i < count; i++) {
    const port = 18_300 + i;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), 'src/server/server.ts'],
      {
        cwd: PROJECT_ROOT,
        env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    children.push(child);
    await waitUntilServing(port, child);
  }
  return children;
}

async function stopServers(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** Deterministic pseudo-random numbers per simulated customer. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

async function drive(
  targets: Target[],
  usernames: string[],
  words: string[],
): Promise<{ records: Record<Step, StepRecord>; journeys: number; seconds: number }> {
  const records = emptyRecords();
  let journeys = 0;
  let next = 0;
  const until = Date.now() + DURATION_MS;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: VUS }, async (_, vu) => {
      const random = prng(vu + 1);
      while (Date.now() < until) {
        const n = next++;
        const input = {
          target: targets[n % targets.length]!,
          username: usernames[n % usernames.length]!,
          password: DEMO_PASSWORD,
          words,
          random,
        };
        try {
          await runJourney(records, input);
          journeys++;
        } catch (err) {
          if (!(err instanceof StepFailed)) throw err;
        }
      }
    }),
  );
  return { records, journeys, seconds: (Date.now() - started) / 1000 };
}

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0);

function report(label: string, result: Awaited<ReturnType<typeof drive>>): void {
  console.log(
    `\n[${label}] ${VUS} clienti simultanei per ${result.seconds.toFixed(0)} s: ${result.journeys} percorsi completi, ${(result.journeys / result.seconds).toFixed(2)} percorsi/s`,
  );
  console.log('  passo        richieste   p50 ms   p99 ms   errori');
  for (const name of STEPS) {
    const r = result.records[name];
    const sorted = [...r.times].sort((a, b) => a - b);
    const failures = [...r.failures].map(([status, n]) => `${n}×${status}`).join(' ');
    console.log(
      `  ${name.padEnd(12)} ${String(sorted.length).padStart(9)} ${quantile(sorted, 0.5).toFixed(1).padStart(8)} ${quantile(sorted, 0.99).toFixed(1).padStart(8)}   ${r.errors}${failures ? ` (${failures})` : ''}`,
    );
  }
}

async function run(label: string, processes: number, databaseUrl: string | undefined): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'premia-bench-journey-'));
  const profileDir = flags.profile ? path.join(dataDir, 'profiles') : null;
  const handle = createDatabase({ databaseUrl, dataDir, poolSize: 4 });
  let children: ChildProcess[] = [];
  try {
    const usernames = await prepare(handle);
    const words = await searchWords(handle);
    await handle.destroy();
    children = await startServers(processes, { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, profileDir);
    const targets = children.map((_, i) => ({ port: 18_300 + i, host: HOST }));
    const driveStarted = Date.now();
    report(`${label}, ${processes} processi, ${os.availableParallelism()} core`, await drive(targets, usernames, words));
    const driveEnded = Date.now();
    await stopServers(children);
    const stopped = Date.now();
    const window = { fromMsBeforeEnd: stopped - driveStarted, toMsBeforeEnd: stopped - driveEnded };
    if (profileDir) printSummary(label, await summariseProfiles(profileDir, window));
  } finally {
    await stopServers(children);
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
