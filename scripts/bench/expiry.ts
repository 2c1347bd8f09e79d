/**
 * Points expiry at scale: `npx tsx scripts/bench/expiry.ts [--customers 100000] [--ledger 1000000]
 * [--only sqlite|postgres]`. Seeds a tenant with that many customers and ledger rows over the
 * last two years (scripts/bench/ledger-seed.ts) on a temporary SQLite database and, with
 * TEST_DATABASE_URL or DATABASE_URL, on a temporary PostgreSQL database beside the one named
 * (dropped afterwards). Then it runs the points-expiry job as the scheduler would, with a rolling
 * policy of 12 months and a reminder 30 days before:
 *   1. the first run, which finds a year of lots due at once (a policy switched on late);
 *   2. the next day's run (the daily steady state);
 *   3. the same day again, which must write nothing (exactly once);
 * printing each run's time and rows written, checking that no lot expired twice and that the
 * balances equal the ledger's sums, and printing the plans (EXPLAIN QUERY PLAN / EXPLAIN) of the
 * customer's balance read and of the job's queries. A benchmark, never a timed test.
 *
 *   nice -n 10 npx tsx scripts/bench/expiry.ts
 *   TEST_DATABASE_URL=postgres://root@127.0.0.1:5432/test nice -n 10 npx tsx scripts/bench/expiry.ts --only postgres
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { runSeeders } from '../../src/server/demo/index.js';
import { addDays, dayIn } from '../../src/shared/programme.js';
import type { ResolvedExpiry } from '../../src/shared/tenant-config.js';
import { runExpiry } from '../../src/server/modules/programme/expiry-service.js';
import { creditedBefore, ledgerRowsOf } from '../../src/server/modules/points/repository.js';
import { balanceOf } from '../../src/server/modules/points/service.js';
import { onEachDatabase } from './databases.js';
import { explain, seedCustomersAndLedger } from './ledger-seed.js';

const { values: flags } = parseArgs({
  options: { customers: { type: 'string' }, ledger: { type: 'string' }, only: { type: 'string' } },
});

function arg(name: 'customers' | 'ledger', fallback: number): number {
  const given = flags[name];
  const value = given === undefined ? fallback : Number(given);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name}: numero non valido`);
  return value;
}

const CUSTOMERS = arg('customers', 100_000);
const LEDGER = arg('ledger', 1_000_000);
const TENANT = 'demo';
const TIME_ZONE = 'Europe/Rome';
const NOW = new Date('2026-11-29T23:05:00.000Z');
const STEP_S = Math.max(1, Math.floor((2 * 365 * 24 * 3600) / LEDGER));
const EXPIRY: ResolvedExpiry = { policy: 'rolling', months: 12, day: '12-31', remindDays: 30 };
const tenant = {
  alias: TENANT,
  config: { features: { points: { expiry: EXPIRY } }, programme: { calendar: null, deliveryDays: 180 }, timeZone: TIME_ZONE },
} as Parameters<typeof runExpiry>[1];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Written {
  expiryRows: number;
  reminders: number;
  mailJobs: number;
}

async function written(handle: DatabaseHandle): Promise<Written> {
  const count = async (query: Promise<{ n: number | string | bigint }>) => Number((await query).n);
  return {
    expiryRows: await count(
      handle.db
        .selectFrom('points_ledger')
        .select(sql<number>`count(*)`.as('n'))
        .where('kind', '=', 'expiry')
        .executeTakeFirstOrThrow(),
    ),
    reminders: await count(
      handle.db
        .selectFrom('points_expiry_reminders')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow(),
    ),
    mailJobs: await count(
      handle.db
        .selectFrom('jobs')
        .select(sql<number>`count(*)`.as('n'))
        .where('kind', '=', 'points-expiry-reminder')
        .executeTakeFirstOrThrow(),
    ),
  };
}

async function timedRun(handle: DatabaseHandle, label: string, now: Date): Promise<Written> {
  const before = await written(handle);
  const started = performance.now();
  const run = await runExpiry({ db: handle.db, dialect: handle.dialect }, tenant, now);
  const ms = performance.now() - started;
  const after = await written(handle);
  const delta = {
    expiryRows: after.expiryRows - before.expiryRows,
    reminders: after.reminders - before.reminders,
    mailJobs: after.mailJobs - before.mailJobs,
  };
  console.log(
    `  ${label.padEnd(34)} ${seconds(ms).padStart(8)}   expiry rows ${delta.expiryRows} (${run.expiredPoints} points), ` +
      `reminders ${delta.reminders}, mail jobs ${delta.mailJobs}; rows written ${delta.expiryRows + delta.reminders + delta.mailJobs}`,
  );
  return delta;
}

async function bench(label: string, handle: DatabaseHandle): Promise<void> {
  await migrateToLatest(handle);
  await runSeeders(handle, { tenants: [TENANT], demoTenants: [], demoData: false, log: { info: () => undefined } });
  let started = performance.now();
  const first = await seedCustomersAndLedger(handle, { tenant: TENANT, customers: CUSTOMERS, ledger: LEDGER, now: NOW, stepS: STEP_S });
  const seeded = performance.now() - started;
  started = performance.now();
  if (handle.dialect === 'postgres') await sql`vacuum analyze`.execute(handle.db);
  else await sql`analyze`.execute(handle.db);
  console.log(
    `\n${label}: ${CUSTOMERS} customers + ${LEDGER} ledger rows seeded in ${seconds(seeded)}, analyzed in ${seconds(performance.now() - started)}`,
  );
  console.log(`  policy rolling 12 months, reminder 30 days before; runs at ${NOW.toISOString()} (${dayIn(NOW, TIME_ZONE)} in Rome)`);

  const balancesBefore = await sumOfBalances(handle);
  const backlog = await timedRun(handle, 'first run (a year of lots due)', NOW);
  const nextDay = new Date(NOW.getTime() + 24 * 3600_000);
  await timedRun(handle, 'next day (daily steady state)', nextDay);
  const again = await timedRun(handle, 'same day again (must write 0)', nextDay);
  if (again.expiryRows + again.reminders + again.mailJobs !== 0) throw new Error('the same day wrote rows again: not exactly once');

  const twice = await handle.db
    .selectFrom('points_ledger')
    .select('external_ref')
    .where('kind', '=', 'expiry')
    .groupBy('external_ref')
    .having(sql<number>`count(*)`, '>', 1)
    .execute();
  if (twice.length) throw new Error(`${twice.length} lots expired more than once`);
  const balancesAfter = await sumOfBalances(handle);
  const expired = -(await handle.db
    .selectFrom('points_ledger')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('s'))
    .where('kind', '=', 'expiry')
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.s)));
  if (balancesBefore - balancesAfter !== expired) throw new Error('the balances fell by other than the expired points');
  console.log(
    `  checked: one expiry row per lot; balances fell by exactly the ${expired} points expired (${backlog.expiryRows} lots the first run)`,
  );

  const customer = first + 4242;
  const today = dayIn(nextDay, TIME_ZONE);
  console.log('  plans:');
  await explain(handle, [
    ["  the customer's balance (balanceOf)", (db) => balanceOf(db, customer)],
    ["  the customer's rows for their next expiry (ledgerRowsOf)", (db) => ledgerRowsOf(db, [customer])],
    [
      '  the job: customers with a credit old enough (creditedBefore)',
      (db) => creditedBefore(db, TENANT, addDays(today, -330) + 'T00:00:00.000Z', 0, 500),
    ],
  ]);
}

async function sumOfBalances(handle: DatabaseHandle): Promise<number> {
  const row = await handle.db
    .selectFrom('points_ledger')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('s'))
    .where('tenant_alias', '=', TENANT)
    .executeTakeFirstOrThrow();
  return Number(row.s);
}

onEachDatabase({ only: flags.only, postgresUrl: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL }, (label, handle) =>
  bench(label, handle),
).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
