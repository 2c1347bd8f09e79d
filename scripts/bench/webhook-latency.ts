/**
 * Webhook delivery latency: from a change in the console (a points adjustment, answered 200) to
 * the signed POST arriving at a receiver on 127.0.0.1, with the server's own job worker taking
 * the delivery from the shared queue as in production (it looks every second when idle).
 * `npx tsx scripts/bench/webhook-latency.ts [--events 100]`; PostgreSQL with TEST_DATABASE_URL
 * (a temporary database beside the one named), else a temporary SQLite file. Events are spaced
 * by a random pause, so they fall at every point of the worker's polling. A benchmark, never a
 * timed test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { buildApp } from '../../src/server/app.js';
import { createDatabase } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { runSeeders, seedTenants } from '../../src/server/demo/index.js';
import { loadEnv } from '../../src/server/env.js';
import { startReceiver } from '../../src/server/modules/webhooks/test-receiver.js';

const { values: flags } = parseArgs({ options: { events: { type: 'string' } } });
const EVENTS = Number(flags.events ?? 100);
if (!Number.isInteger(EVENTS) || EVENTS <= 0) throw new Error('--events: numero non valido');

process.env.WEBHOOKS_ALLOW_PRIVATE = 'true';
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'premia-webhook-bench-'));
const base = process.env.TEST_DATABASE_URL;
const pgName = `premia_webhook_bench_${process.pid}`;
let databaseUrl: string | undefined;
if (base) {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pgName}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${pgName}`;
  databaseUrl = url.toString();
}

const env = { ...loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'warn' }), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JOBS_WORKER: true };
const database = createDatabase({ dataDir, databaseUrl });
await migrateToLatest(database);
const app = await buildApp({ env, database, logger: false, distDir: path.join(os.tmpdir(), 'premia-no-dist') });
await runSeeders(database, { ...seedTenants(app.tenants.list(), true), log: app.log });
await app.ready();
const receiver = await startReceiver();

const post = async (url: string, payload: object, token?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { host: 'console.localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });

try {
  const signin = await post('/v1/console/auth/signin', { email: 'operator@premia.example', password: 'Demo!2025x' });
  const token = (signin.json() as { token: string }).token;
  const created = await post('/v1/console/tenants/demo/webhooks', { url: receiver.url, events: ['points.credited'] }, token);
  receiver.useSecret((created.json() as { secret: string }).secret);

  const latencies: number[] = [];
  for (let i = 0; i < EVENTS; i += 1) {
    await sleep(Math.random() * 1000);
    const before = receiver.received.length;
    const started = performance.now();
    const res = await post('/v1/console/tenants/demo/customers/DEMO0001/points', { delta: 1, reason: `Bench ${i}` }, token);
    if (res.statusCode !== 200) throw new Error(`adjustment: ${res.statusCode} ${res.body}`);
    while (receiver.received.length === before) await sleep(1);
    latencies.push(performance.now() - started);
    if (!receiver.received.at(-1)!.verified) throw new Error('signature not verified');
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(0);
  console.log(
    `webhook latency, ${base ? 'PostgreSQL' : 'SQLite'}, ${EVENTS} events (change → receiver): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
  );
} finally {
  await receiver.close();
  await app.close();
  await database.destroy();
  await rm(dataDir, { recursive: true, force: true });
  if (base) {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${pgName}`);
    await admin.end();
  }
}
