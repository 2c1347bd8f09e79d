/**
 * Throughput of the partner API's points endpoint (POST /v1/partner/points): `npx tsx
 * scripts/bench/partner-points.ts [--calls 1000] [--connections 10] [--customers 100] [--only sqlite|postgres]`.
 * On a fresh SQLite database and, when DATABASE_URL is set, a throw-away PostgreSQL database
 * beside it: the real app on 127.0.0.1, an API key, then `--calls` credits with distinct
 * external ids spread over `--customers` customers (so calls for one customer queue on its lock,
 * as an ERP's batch would), sent over `--connections` keep-alive connections; then the same calls
 * again, which are all duplicates. Load shedding (MAX_EVENT_LOOP_DELAY_MS) is off: the figure is
 * the endpoint's, not the shedding's on a shared machine. Prints figures; asserts nothing (a benchmark, never a test).
 *
 *   npx tsx scripts/bench/partner-points.ts
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx scripts/bench/partner-points.ts
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { buildApp } from '../../src/server/app.js';
import type { DatabaseHandle } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { runSeeders } from '../../src/server/demo/index.js';
import { loadEnv } from '../../src/server/env.js';
import { createApiKey } from '../../src/server/modules/apikeys/service.js';
import { PROJECT_ROOT } from '../../src/server/paths.js';
import { onEachDatabase } from './databases.js';

const { values: flags } = parseArgs({
  options: { calls: { type: 'string' }, connections: { type: 'string' }, customers: { type: 'string' }, only: { type: 'string' } },
});
const arg = (name: 'calls' | 'connections' | 'customers', fallback: number) => {
  const value = flags[name] === undefined ? fallback : Number(flags[name]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name}: numero non valido`);
  return value;
};
const CALLS = arg('calls', 1000);
const CONNECTIONS = arg('connections', 10);
const CUSTOMERS = arg('customers', 100);

interface Round {
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<number, number>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Sends the bodies over `CONNECTIONS` loops, each waiting for its answer before the next call. */
async function round(pool: Pool, key: string, bodies: object[]): Promise<Round> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  const started = performance.now();
  const loop = async () => {
    while (next < bodies.length) {
      const body = JSON.stringify(bodies[next++]);
      const t0 = performance.now();
      const res = await pool.request({
        path: '/v1/partner/points',
        method: 'POST',
        headers: { host: 'localhost', authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body,
      });
      await res.body.dump();
      latencies.push(performance.now() - t0);
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { seconds, rps: bodies.length / seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), statuses };
}

async function bench(label: string, handle: DatabaseHandle, dataDir: string): Promise<void> {
  await migrateToLatest(handle);
  await runSeeders(handle, { tenants: ['demo'], demoTenants: ['demo'], demoData: true, log: { info: () => undefined } });
  // The ERP's customers: plain rows, as an import leaves them (no password needed to receive points).
  const at = new Date().toISOString();
  const codes = Array.from({ length: CUSTOMERS }, (_, i) => `BENCH${String(i).padStart(5, '0')}`);
  for (let i = 0; i < codes.length; i += 500)
    await handle.db
      .insertInto('users')
      .values(
        codes
          .slice(i, i + 500)
          .map((username) => ({ tenant_alias: 'demo', username, active: 1, points_enabled: 1, created_at: at, updated_at: at })),
      )
      .execute();
  const app = await buildApp({
    env: {
      ...loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', JOBS_WORKER: 'false', MAX_EVENT_LOOP_DELAY_MS: '0' }),
      DATA_DIR: dataDir,
    },
    database: handle,
    tenantsDir: path.join(PROJECT_ROOT, 'tenants'),
    distDir: path.join(dataDir, 'no-dist'),
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  const pool = new Pool(`http://127.0.0.1:${port}`, { connections: CONNECTIONS, pipelining: 1 });
  const who = { actor: 'bench', role: 'cli' as const, address: null };
  // A key per round: each stays under the per-key budget of calls a minute.
  const keyOf = async (name: string) =>
    (await createApiKey(handle.db, { tenantAlias: 'demo', name, scopes: ['points:write'] }, who, new Date())).key;
  const bodies = Array.from({ length: CALLS }, (_, i) => ({
    user_code: codes[i % codes.length],
    delta: 10,
    reason: 'Benchmark API partner',
    external_id: `bench-${i}`,
  }));
  try {
    const fresh = await round(pool, await keyOf('bench-new'), bodies);
    const repeat = await round(pool, await keyOf('bench-dup'), bodies);
    const rows = await handle.db
      .selectFrom('points_ledger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('external_ref', 'like', 'partner:bench-%')
      .executeTakeFirstOrThrow();
    const line = (name: string, r: Round) =>
      `  ${name.padEnd(22)} ${r.rps.toFixed(0).padStart(6)} calls/s  ${r.seconds.toFixed(2)} s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  answers ${JSON.stringify(r.statuses)}`;
    console.log(
      `\n${label}: ${CALLS} calls, ${CONNECTIONS} connections, ${codes.length} customers; load ${os.loadavg()[0]!.toFixed(2)}, ${os.cpus().length} cores`,
    );
    console.log(line('new movements', fresh));
    console.log(line('repeats (duplicate)', repeat));
    console.log(`  ledger rows written: ${Number(rows.n)} (client in the same process as the server)`);
  } finally {
    await pool.close();
    await app.close();
  }
}

await onEachDatabase({ only: flags.only, postgresUrl: process.env.DATABASE_URL }, bench);
