/**
 * Sign-ins under load (the security test's "twenty sign-ins stall the whole server"): `npx tsx
 * scripts/bench/signin-load.ts [--rate 50] [--duration 15] [--connections 2]`. Starts the real
 * app (production settings: scrypt at full cost, the server's hashing queue) on a temporary
 * SQLite database, and on a temporary PostgreSQL one when DATABASE_URL is set, plus a bare
 * Fastify route in the same process. Then, in the same run:
 * 1. no sign-ins: `/v1/app/start`, the catalogue listing and the bare route, each under the same
 *    keep-alive load (`--connections` loops each);
 * 2. with `--rate` sign-ins a second sent open-loop (a new one every 1/rate s, whatever the
 *    answers: as a crowd or an attacker sends them), half correct ones of two demo customers and
 *    half unknown user codes (which cost the same hash), each from its own address, while the
 *    same three loads run again.
 * Prints p50/p99 of each, the ratio of the loaded p99 to the quiet one, the sign-ins' outcomes
 * (200 signed in, 503 refused by the hashing queue with Retry-After) and the budgets:
 * `/v1/app/start` p99 ≤ 50 ms and catalogue p99 ≤ 100 ms while the sign-ins run.
 * A benchmark, never a timed test.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app.js';
import type { DatabaseHandle } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { DEMO_PASSWORD } from '../../src/shared/password-policy.js';
import { runSeeders } from '../../src/server/demo/index.js';
import { loadEnv } from '../../src/server/env.js';
import { serverPasswordHashLimits } from '../../src/server/modules/customers/password.js';
import { signAccessToken } from '../../src/server/modules/customers/tokens.js';
import { PROJECT_ROOT } from '../../src/server/paths.js';
import { seedProducts } from './catalog-seed.js';
import { onEachDatabase } from './databases.js';
import { runLoad, type LoadResult } from './load.js';

const { values: flags } = parseArgs({
  options: { rate: { type: 'string' }, duration: { type: 'string' }, connections: { type: 'string' }, only: { type: 'string' } },
});

function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name}: numero non valido`);
  return value;
}

if (flags.only !== undefined && flags.only !== 'sqlite' && flags.only !== 'postgres') throw new Error('--only: sqlite o postgres');
const RATE = positive('rate', flags.rate, 50);
const DURATION_MS = positive('duration', flags.duration, 15) * 1000;
const CONNECTIONS = positive('connections', flags.connections, 2);
const WARMUP_MS = 2000;
const BUDGET = { start: 50, catalog: 100 };

interface SignInResult {
  sent: number;
  byStatus: Record<string, number>;
  p50: number;
  p99: number;
  /** Retry-After values seen on 503s. */
  retryAfter: number[];
}

// Plain CommonJS for an eval worker, as load.ts: the server keeps the main thread to itself.
const SIGNIN_WORKER = `
const { parentPort, workerData: o } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true });
const byStatus = {};
const lat = [];
const retryAfter = [];
let sent = 0, pending = 0;
function once() {
  const i = sent++; pending++;
  // Every other one an unknown code (it costs the same hash); each from its own address.
  const username = i % 2 ? 'NESSUNO' + i : o.usernames[(i / 2) % o.usernames.length];
  const body = JSON.stringify({ username, password: o.password });
  const address = '10.' + ((i >> 16) & 255) + '.' + ((i >> 8) & 255) + '.' + (i & 255);
  const start = process.hrtime.bigint();
  const req = http.request({ host: '127.0.0.1', port: o.port, path: '/v1/auth/signin', method: 'POST', agent,
    headers: { host: o.host, 'x-forwarded-for': address, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
    res.resume();
    res.on('end', () => {
      pending--;
      byStatus[res.statusCode] = (byStatus[res.statusCode] || 0) + 1;
      if (res.statusCode === 503) retryAfter.push(Number(res.headers['retry-after']));
      lat.push(Number(process.hrtime.bigint() - start) / 1e6);
    });
  });
  req.on('error', () => { pending--; byStatus.error = (byStatus.error || 0) + 1; });
  req.end(body);
}
const timer = setInterval(once, 1000 / o.rate);
setTimeout(() => {
  clearInterval(timer);
  const done = () => {
    if (pending > 0) return setTimeout(done, 50);
    lat.sort((a, b) => a - b);
    const q = (p) => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))] || 0;
    parentPort.postMessage({ sent, byStatus, p50: q(0.5), p99: q(0.99), retryAfter });
    agent.destroy();
  };
  done();
}, o.durationMs);
`;

function runSignIns(options: { port: number; host: string; usernames: string[]; password: string; rate: number; durationMs: number }) {
  return new Promise<SignInResult>((resolve, reject) => {
    const worker = new Worker(SIGNIN_WORKER, { eval: true, workerData: options });
    worker.once('message', (result: SignInResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

interface Loads {
  start: LoadResult;
  catalog: LoadResult;
  bare: LoadResult;
}

async function bench(label: string, handle: DatabaseHandle, dataDir: string): Promise<void> {
  await migrateToLatest(handle);
  await runSeeders(handle, { tenants: ['demo'], demoTenants: ['demo'], demoData: true, log: { info: () => undefined } });
  await seedProducts(handle, 1000);
  // The sign-ins come from many addresses (X-Forwarded-For through a trusted proxy), as a crowd
  // or a botnet's would: the per-address failure budgets do not stop them before the hash.
  const env = { ...loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', TRUST_PROXY: '127.0.0.1' }), DATA_DIR: dataDir };
  const app = await buildApp({
    env,
    database: handle,
    tenantsDir: path.join(PROJECT_ROOT, 'tenants'),
    distDir: path.join(dataDir, 'no-dist'),
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const barePort = (bare.server.address() as { port: number }).port;

  const host = 'demo.localhost';
  const user = await handle.db
    .selectFrom('users')
    .select('id')
    .where('tenant_alias', '=', 'demo')
    .where('username', '=', 'DEMO0001')
    .executeTakeFirstOrThrow();
  const token = await signAccessToken(await app.jwtKey(), user.id, 'demo', new Date());
  const catalogPaths = Array.from({ length: 5 }, (_, i) => `/v1/catalog/products?page=${i + 1}`);
  for (const [url, headers] of [
    ['/v1/app/start', { host }],
    [catalogPaths[0]!, { host, authorization: `Bearer ${token}` }],
  ] as const) {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }

  const load = (p: number, paths: string[], headers: Record<string, string>) =>
    runLoad({ port: p, paths, headers, connections: CONNECTIONS, durationMs: DURATION_MS, warmupMs: WARMUP_MS, maxRequests: 5_000_000 });
  const loads = async (): Promise<Loads> => {
    const [start, catalog, bareResult] = await Promise.all([
      load(port, ['/v1/app/start'], { host }),
      load(port, catalogPaths, { host, authorization: `Bearer ${token}` }),
      load(barePort, ['/bare'], {}),
    ]);
    return { start, catalog, bare: bareResult };
  };

  try {
    const quiet = await loads();
    const [loaded, signins] = await Promise.all([
      loads(),
      runSignIns({
        port,
        host,
        usernames: ['DEMO0001', 'DEMO0003'],
        password: DEMO_PASSWORD,
        rate: RATE,
        durationMs: WARMUP_MS + DURATION_MS,
      }),
    ]);
    report(label, quiet, loaded, signins);
  } finally {
    await bare.close();
    await app.close();
  }
}

function report(label: string, quiet: Loads, loaded: Loads, signins: SignInResult): void {
  const limits = serverPasswordHashLimits();
  console.log(
    `\n${label}: ${RATE} sign-ins/s for ${(WARMUP_MS + DURATION_MS) / 1000} s, ${CONNECTIONS} connections per route, ${DURATION_MS / 1000} s measured; ` +
      `hashing queue ${limits.concurrency} at once + ${limits.maxWaiting} waiting; ${os.availableParallelism()} cores; load ${os.loadavg()[0]!.toFixed(2)}`,
  );
  console.log('route                       quiet p50  quiet p99   signin p50  signin p99  p99 ratio  req/s quiet→signin  errors  budget');
  const row = (name: string, key: keyof Loads, budget?: number) => {
    const [q, l] = [quiet[key], loaded[key]];
    const verdict = budget === undefined ? '' : `${l.p99 <= budget ? 'OK' : 'FAIL'} (p99 ≤ ${budget})`;
    console.log(
      `${name.padEnd(26)} ${q.p50.toFixed(2).padStart(9)} ${q.p99.toFixed(2).padStart(10)}   ${l.p50.toFixed(2).padStart(10)} ${l.p99.toFixed(2).padStart(11)} ${(l.p99 / q.p99).toFixed(2).padStart(9)}×  ${q.rps.toFixed(0).padStart(7)}→${l.rps.toFixed(0).padEnd(7)} ${String(l.errors).padStart(7)}  ${verdict}`,
    );
  };
  row('/v1/app/start', 'start', BUDGET.start);
  row('/v1/catalog/products', 'catalog', BUDGET.catalog);
  row('bare route (same process)', 'bare');
  const statuses = Object.entries(signins.byStatus)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const retry = signins.retryAfter.length ? `; Retry-After ${Math.min(...signins.retryAfter)}–${Math.max(...signins.retryAfter)} s` : '';
  console.log(`sign-ins: ${signins.sent} sent (${statuses}); p50 ${signins.p50.toFixed(0)} ms, p99 ${signins.p99.toFixed(0)} ms${retry}`);
}

async function main(): Promise<void> {
  await onEachDatabase({ only: flags.only, postgresUrl: process.env.DATABASE_URL }, (label, handle, dataDir) =>
    bench(label, handle, dataDir),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
