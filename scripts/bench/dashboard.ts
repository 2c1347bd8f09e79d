/**
 * Staff console dashboard benchmark (the dashboard must stay "fast at 100,000 customers and 1,000,000 ledger
 * rows"): `npx tsx scripts/bench/dashboard.ts [--customers 100000] [--ledger 1000000]
 * [--orders 20000] [--runs 30]`. Seeds tenant demo with that many customers, ledger rows spread
 * over the last two years and orders on its demo prizes, into a temporary SQLite database and,
 * when TEST_DATABASE_URL or DATABASE_URL is set, into a temporary PostgreSQL database beside the
 * one named (dropped afterwards). Then it times the dashboard service warm (p50/p95/max over
 * --runs calls) and each of its queries, and prints each query's plan (EXPLAIN QUERY PLAN /
 * EXPLAIN), so a lost index shows as a table scan. A benchmark, never a timed test.
 *
 *   npx tsx scripts/bench/dashboard.ts
 *   TEST_DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx scripts/bench/dashboard.ts
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { writeTransaction } from '../../src/server/db/write-transaction.js';
import { runSeeders } from '../../src/server/demo/index.js';
import { dashboardOf, weekStarts } from '../../src/server/modules/staff/dashboard-service.js';
import { deadlineCounts, ordersByStatus, topPrizes } from '../../src/server/modules/orders/order-repository.js';
import { customerCounts } from '../../src/server/modules/customers/staff-repository.js';
import { pointsByWeek, pointsTotals } from '../../src/server/modules/points/repository.js';
import { explain, seedCustomersAndLedger, type Query } from './ledger-seed.js';

const { values: flags } = parseArgs({
  options: { customers: { type: 'string' }, ledger: { type: 'string' }, orders: { type: 'string' }, runs: { type: 'string' } },
});

function arg(name: keyof typeof flags, fallback: number): number {
  const given = flags[name];
  const value = given === undefined ? fallback : Number(given);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name}: numero non valido`);
  return value;
}

const CUSTOMERS = arg('customers', 100_000);
const LEDGER = arg('ledger', 1_000_000);
const ORDERS = arg('orders', 20_000);
const RUNS = arg('runs', 30);
const TENANT = 'demo';
/** Ledger rows are spaced this far apart back from now: a million of them cover two years. */
const STEP_S = Math.max(1, Math.floor((2 * 365 * 24 * 3600) / LEDGER));
const NOW = new Date();

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Orders on the tenant's demo prizes, a few prizes far more popular than the rest, in batched inserts. */
async function seedOrders(handle: DatabaseHandle): Promise<number> {
  const { db } = handle;
  const products = await db.selectFrom('products').select(['id', 'code', 'name', 'points']).where('tenant_alias', '=', TENANT).execute();
  if (products.length === 0) throw new Error('nessun premio nel catalogo demo');
  const users = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_alias', '=', TENANT)
    .where('username', 'like', 'B%')
    .orderBy('id')
    .limit(ORDERS)
    .execute();
  const statuses = ['ricevuto', 'spedito', 'spedito', 'consegnato', 'consegnato', 'consegnato', 'annullato'] as const;
  const pick = (n: number) => products[Math.floor((((n * 2654435761) % 1000) ** 2 / 1_000_000) * products.length)]!;
  const BATCH = 500;
  let items = 0;
  await writeTransaction(db, async (trx) => {
    for (let start = 0; start < ORDERS; start += BATCH) {
      const rows = [];
      for (let n = start; n < Math.min(ORDERS, start + BATCH); n++) {
        rows.push({
          tenant_alias: TENANT,
          user_id: users[n % users.length]!.id,
          order_number: `DEMO-BENCH-${String(n).padStart(7, '0')}`,
          status: statuses[n % statuses.length]!,
          total_points: pick(n).points,
          shipping_json: '{}',
          idempotency_key: null,
          request_hash: null,
          created_at: new Date(NOW.getTime() - n * 60_000).toISOString(),
          // Due dates spread over four months either side of today: some overdue, some at risk, most later.
          due_date: new Date(NOW.getTime() + ((n % 240) - 120) * 86_400_000).toISOString().slice(0, 10),
        });
      }
      const inserted = await trx.insertInto('orders').values(rows).returning(['id', 'order_number']).execute();
      const lines = inserted.flatMap(({ id, order_number }) => {
        const n = Number(order_number.slice(-7));
        const many = n % 3 === 0 ? [pick(n), pick(n + 7)] : [pick(n)];
        return many.map((p, k) => ({
          order_id: id,
          product_id: p.id,
          code: p.code,
          name: p.name,
          image_url: null,
          points: p.points,
          quantity: 1 + ((n + k) % 3),
        }));
      });
      items += lines.length;
      await trx.insertInto('order_items').values(lines).execute();
    }
  });
  return items;
}

interface Stats {
  p50: number;
  p95: number;
  max: number;
}

async function time(runs: number, fn: () => Promise<unknown>): Promise<Stats> {
  for (let i = 0; i < 3; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), max: samples.at(-1)! };
}

const ms = (s: Stats) => `${s.p50.toFixed(1).padStart(8)} ${s.p95.toFixed(1).padStart(8)} ${s.max.toFixed(1).padStart(8)}`;

async function bench(label: string, handle: DatabaseHandle): Promise<void> {
  await migrateToLatest(handle);
  await runSeeders(handle, {
    tenants: ['demo', 'aurora'],
    demoTenants: ['demo', 'aurora'],
    demoData: true,
    log: { info: () => undefined },
  });
  let started = performance.now();
  await seedCustomersAndLedger(handle, { tenant: TENANT, customers: CUSTOMERS, ledger: LEDGER, now: NOW, stepS: STEP_S });
  const seeded = performance.now() - started;
  started = performance.now();
  const items = await seedOrders(handle);
  const ordered = performance.now() - started;
  // Planner statistics and (PostgreSQL) the visibility map that index-only scans rely on, as
  // autovacuum soon gives a table after a bulk load.
  started = performance.now();
  if (handle.dialect === 'postgres') await sql`vacuum analyze`.execute(handle.db);
  const analysed = performance.now() - started;
  console.log(
    `\n${label}: ${CUSTOMERS} customers + ${LEDGER} ledger rows in ${seconds(seeded)}, ${ORDERS} orders / ${items} lines in ${seconds(ordered)}` +
      (handle.dialect === 'postgres' ? `, vacuum analyze ${seconds(analysed)}` : ''),
  );

  const deps = { db: handle.db, now: () => NOW };
  const tenant = { alias: TENANT, timeZone: 'Europe/Rome' };
  const sample = await dashboardOf(deps, tenant, 52);
  console.log(
    `  figures: customers ${JSON.stringify(sample.customers)}, redemption ${(sample.redemptionRate * 100).toFixed(1)} %, ` +
      `orders ${sample.ordersByStatus.map((o) => `${o.status} ${o.count}`).join(', ')}, ` +
      `overdue ${sample.orderDeadlines.overdue.map((o) => `${o.status} ${o.count}`).join(', ')}, ` +
      `top prize ${sample.topPrizes[0]?.name} × ${sample.topPrizes[0]?.quantity}, ` +
      `last week issued ${sample.pointsByWeek.at(-2)?.issued} spent ${sample.pointsByWeek.at(-2)?.spent}`,
  );

  const queries: [string, Query][] = [
    ['  customers', (db) => customerCounts(db, TENANT)],
    ['  points by week, 12 weeks', (db) => pointsByWeek(db, TENANT, weekStarts(NOW, 12))],
    ['  points by week, 52 weeks', (db) => pointsByWeek(db, TENANT, weekStarts(NOW, 52))],
    ['  points all time', (db) => pointsTotals(db, TENANT)],
    ['  orders by status', (db) => ordersByStatus(db, TENANT)],
    ['  top prizes', (db) => topPrizes(db, TENANT, 10)],
    ['  orders at risk and overdue', (db) => deadlineCounts(db, TENANT, NOW.toISOString().slice(0, 10))],
  ];
  const rows: [string, () => Promise<unknown>][] = [
    ['dashboard, 12 weeks (default)', () => dashboardOf(deps, tenant, 12)],
    ['dashboard, 52 weeks', () => dashboardOf(deps, tenant, 52)],
    ...queries.map(([name, run]): [string, () => Promise<unknown>] => [name, () => run(handle.db)]),
  ];
  console.log(`  ${`warm, ms over ${RUNS} runs`.padEnd(34)}     p50      p95      max`);
  for (const [name, fn] of rows) console.log(`  ${name.padEnd(34)}${ms(await time(RUNS, fn))}`);
  console.log('  plans:');
  await explain(
    handle,
    queries.filter(([name]) => !name.includes('12 weeks')),
  );
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'premia-bench-dashboard-'));
  try {
    const sqlite = createDatabase({ dataDir });
    try {
      await bench('SQLite', sqlite);
    } finally {
      await sqlite.destroy();
    }
    const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
    if (url) {
      // A throwaway database beside the one named, so the benchmark never touches real data.
      const name = `premia_bench_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      const handle = createDatabase({ databaseUrl: target.toString(), dataDir });
      try {
        await bench('PostgreSQL', handle);
      } finally {
        await handle.destroy();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
