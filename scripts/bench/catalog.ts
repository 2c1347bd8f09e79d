/**
 * Catalogue API benchmark (budgets: with the memo, listing ≥ 30 % and search + points ≥ 15 % of a
 * bare route's req/s; cold on SQLite, listing ≥ 30 % (p99 ≤ 15 ms) and search + points ≥ 10 %
 * (p99 ≤ 25 ms) of the bare route; cold on PostgreSQL, listing ≥ 50 % (p99 ≤ 25 ms) and search +
 * points ≥ 20 % (p99 ≤ 40 ms) of the floor row): `npx tsx scripts/bench/catalog.ts
 * [--products 10000,100000] [--duration 10] [--connections 10]`. For each size, seeds that many
 * prizes for tenant demo in a temporary SQLite database (and in a temporary PostgreSQL database
 * when DATABASE_URL is set), starts the real app and, in the same process, a bare Fastify route
 * answering a static JSON of the listing's size, then drives each with the same keep-alive load
 * and prints req/s, p50/p99 and the ratios against the bare route. The bare route is measured
 * again right before each scenario and the ratio pairs the two: the machine is shared, and its
 * speed moves within a run. Memo rows run the app as
 * deployed (with its listing memo); cold rows run it with the memo off, as every new filter
 * combination, every page after an order and every request on another process costs. A floor
 * row answers the bare route's payload after one trivial database round trip (`select 1`): no
 * cold page can do better, so its ratio shows how much of a cold row's gap is the machine. The
 * page-floor row answers it after reading the listing's page itself by primary key (the cheapest
 * statement that returns the same rows), and the statement-floor row after the listing's own
 * statement run by its repository, without the app around it; the cold listing is also given as a
 * ratio of both.
 * With two sizes or more it prints each scenario's cost growth (time per request relative to the
 * bare route, largest size over smallest). With --profile, each scenario also prints where this
 * process's main thread (the app's, the load runs in a worker) spent its CPU while under load.
 * --rows search,floor runs only the scenarios whose names contain one of those words.
 * A benchmark, never a timed test.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { sql, type CompiledQuery } from 'kysely';
import { buildApp } from '../../src/server/app.js';
import type { DatabaseHandle } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { runSeeders } from '../../src/server/demo/index.js';
import { loadEnv } from '../../src/server/env.js';
import { listCards, type ProductFilters } from '../../src/server/modules/catalog/product-repository.js';
import { signAccessToken } from '../../src/server/modules/customers/tokens.js';
import { PROJECT_ROOT } from '../../src/server/paths.js';
import { seedProducts } from './catalog-seed.js';
import { onEachDatabase } from './databases.js';
import { printSummary } from './cpu-profile.js';
import { runLoad, type LoadResult } from './load.js';
import { startProfile } from './profile-main-thread.js';

const { values: flags } = parseArgs({
  options: {
    products: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string' },
    profile: { type: 'boolean' },
    only: { type: 'string' },
    rows: { type: 'string' },
  },
});

function positive(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name}: numero non valido`);
  return value;
}

function arg(name: 'duration' | 'connections', fallback: number): number {
  const given = flags[name];
  return given === undefined ? fallback : positive(name, given);
}

if (flags.only !== undefined && flags.only !== 'sqlite' && flags.only !== 'postgres') throw new Error('--only: sqlite o postgres');
const SIZES = (flags.products ?? '10000,100000').split(',').map((n) => positive('products', n));
const DURATION_MS = arg('duration', 10) * 1000;
const CONNECTIONS = arg('connections', 10);
const ROWS = flags.rows?.split(',').filter(Boolean);
const SEARCH = '/v1/catalog/products?search=caffe&pointsFrom=1000&pointsTo=30000';

interface Row {
  name: string;
  result: LoadResult;
  /** The bare route's req/s measured just before this scenario: the machine is shared, so each ratio pairs neighbours in time. */
  bareRps: number;
  /** Least ratio (to the bare route, or to the floor row) and highest p99 (ms) the scenario must meet. */
  budget?: Budget;
}

interface Budget {
  ratio: number;
  p99: number;
  /** What the ratio is taken against: the bare route beside the row (default), or the floor row of the same run. */
  against?: 'floor';
}

const MEMO = { listing: { ratio: 0.3, p99: 10 }, search: { ratio: 0.15, p99: 10 } };
/**
 * A cold page reads the database. On SQLite that is a call on the server's own thread, judged
 * against the bare route; PostgreSQL shares the machine's two cores with the server and the load,
 * and one trivial round trip already halves the bare route, so it is judged against the floor row.
 */
const COLD: Record<'SQLite' | 'PostgreSQL', { listing: Budget; search: Budget }> = {
  SQLite: { listing: { ratio: 0.3, p99: 15 }, search: { ratio: 0.1, p99: 25 } },
  PostgreSQL: { listing: { ratio: 0.5, p99: 25, against: 'floor' }, search: { ratio: 0.2, p99: 40, against: 'floor' } },
};
const FLOOR_ROW = 'bare + 1 round trip (floor)';
const PAGE_FLOOR_ROW = 'bare + the page by id';
const STATEMENT_FLOOR_ROW = "bare + listing's statement";
const COLD_LISTING_ROW = 'listing, cold';

async function bench(label: 'SQLite' | 'PostgreSQL', handle: DatabaseHandle, dataDir: string, products: number): Promise<Row[]> {
  const started = Date.now();
  await seedProducts(handle, products);
  console.log(`[${label}] ${products} prodotti inseriti in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // Load shedding off: on a shared machine it answers 503 to the warm-up and spoils the figures.
  const env = { ...loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', MAX_EVENT_LOOP_DELAY_MS: '0' }), DATA_DIR: dataDir };
  const appOptions = {
    env,
    database: handle,
    tenantsDir: path.join(PROJECT_ROOT, 'tenants'),
    distDir: path.join(dataDir, 'no-dist'),
    logger: false as const,
  };
  const app = await buildApp(appOptions);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  // The same app with its listing memo off: what every request costs when nothing is memoised
  // (a cold page, or right after an order), reported beside the budgeted figures.
  const cold = await buildApp({ ...appOptions, catalogMemoMs: 0 });
  await cold.listen({ host: '127.0.0.1', port: 0 });
  const coldPort = (cold.server.address() as { port: number }).port;
  const user = await handle.db
    .selectFrom('users')
    .select('id')
    .where('tenant_alias', '=', 'demo')
    .where('username', '=', 'DEMO0001')
    .executeTakeFirstOrThrow();
  // One token for the whole run: the benchmark must stay shorter than its 10 minutes.
  const headers = {
    host: 'demo.localhost',
    authorization: `Bearer ${await signAccessToken(await app.jwtKey(), user.id, 'demo', new Date())}`,
  };

  const sample = await app.inject({ method: 'GET', url: '/v1/catalog/products', headers });
  if (sample.statusCode !== 200) throw new Error(`listing: ${sample.statusCode} ${sample.body}`);
  const search = await app.inject({ method: 'GET', url: SEARCH, headers });
  console.log(
    `[${label}] listing: ${sample.json<{ total: number }>().total} prodotti; ricerca 'caffe' 1000–30000 punti: ${search.json<{ total: number }>().total}`,
  );

  const pages = (base: string, n: number) => Array.from({ length: n }, (_, i) => `${base}${base.includes('?') ? '&' : '?'}page=${i + 1}`);
  // The bare route: same payload size, Fastify's default serialisation, no hooks.
  const bare = Fastify({ logger: false });
  const staticBody = sample.json<unknown>();
  bare.get('/bare', async () => staticBody);
  // The floor of any cold answer: the same payload after one trivial round trip to the database,
  // on the same handle (pool) as the app. What a cold page cannot beat on this machine.
  bare.get('/bare-db', async () => {
    await sql`select 1`.execute(handle.db);
    return staticBody;
  });
  // The floor of a cold listing page: the same payload after the cheapest statement that returns
  // that page's rows (its cards and stock, by primary key), compiled once like the app's own. What
  // a cold listing costs beyond this row is its index walk and the app around the statement.
  const pageReads: CompiledQuery[] = [];
  for (const url of pages('/v1/catalog/products', 10)) {
    const ids = (await app.inject({ method: 'GET', url, headers })).json<{ data: { id: number }[] }>().data.map((p) => p.id);
    pageReads.push(handle.db.selectFrom('products').select(['stock', 'card_json']).where('id', 'in', ids).compile());
  }
  let nextPage = 0;
  bare.get('/bare-page', async () => {
    await handle.db.executeQuery(pageReads[nextPage++ % pageReads.length]!);
    return staticBody;
  });
  // The same payload after the listing's own statement (the repository's, pages 1–10 in turn),
  // without the app around it: what the cold listing costs beyond this row is the app's.
  const unfiltered: ProductFilters = {
    tenantAlias: 'demo',
    categoryId: undefined,
    group: undefined,
    pointsFrom: undefined,
    pointsTo: undefined,
    onlyAvailable: false,
    search: undefined,
  };
  const pageSize = sample.json<{ per_page: number }>().per_page;
  let nextWalk = 0;
  bare.get('/bare-listing', async () => {
    await listCards(handle.db, handle.dialect, unfiltered, pageSize, (nextWalk++ % 10) * pageSize);
    return staticBody;
  });
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const barePort = (bare.server.address() as { port: number }).port;

  const load = (p: number, paths: string[]) =>
    runLoad({ port: p, paths, headers, connections: CONNECTIONS, durationMs: DURATION_MS, warmupMs: 2000, maxRequests: 5_000_000 });
  const rows: Row[] = [];
  const scenario = async (name: string, p: number, paths: string[], budget: Row['budget']) => {
    if (ROWS && !ROWS.some((word) => name.includes(word))) return;
    const bareRps = (await load(barePort, ['/bare'])).rps;
    const profiling = flags.profile ? await startProfile() : null;
    rows.push({ name, result: await load(p, paths), bareRps, budget });
    if (profiling) printSummary(`${label} ${products} · ${name}`, await profiling.stop());
  };
  try {
    await scenario('listing (pages 1–10)', port, pages('/v1/catalog/products', 10), MEMO.listing);
    await scenario('search + points (pages 1–3)', port, pages(SEARCH, 3), MEMO.search);
    await scenario(FLOOR_ROW, barePort, ['/bare-db'], undefined);
    await scenario(PAGE_FLOOR_ROW, barePort, ['/bare-page'], undefined);
    await scenario(STATEMENT_FLOOR_ROW, barePort, ['/bare-listing'], undefined);
    await scenario(COLD_LISTING_ROW, coldPort, pages('/v1/catalog/products', 10), COLD[label].listing);
    await scenario('search + points, cold', coldPort, pages(SEARCH, 3), COLD[label].search);
  } finally {
    await cold.close();
    await bare.close();
    await app.close();
  }
  return rows;
}

function report(label: 'SQLite' | 'PostgreSQL', products: number, rows: Row[]): void {
  console.log(
    `\n${label}: ${products} products, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s each; load ${os.loadavg()[0]!.toFixed(2)}`,
  );
  console.log('scenario                      req/s    p50 ms  p99 ms  bytes  errors  bare req/s  ratio   budget');
  const floor = rows.find((row) => row.name === FLOOR_ROW)?.result.rps;
  const pageFloor = rows.find((row) => row.name === PAGE_FLOOR_ROW)?.result.rps;
  const statementFloor = rows.find((row) => row.name === STATEMENT_FLOOR_ROW)?.result.rps;
  for (const { name, result: r, bareRps, budget } of rows) {
    const ratio = r.rps / bareRps;
    let verdict = '';
    if (budget?.against === 'floor' && floor === undefined) verdict = '(no floor row in this run)';
    else if (budget) {
      const judged = budget.against === 'floor' ? r.rps / floor! : ratio;
      const of = budget.against === 'floor' ? `${judged.toFixed(2)} of floor, ` : '';
      verdict = `${of}${judged >= budget.ratio && r.p99 <= budget.p99 ? 'OK' : 'FAIL'} (≥ ${budget.ratio.toFixed(2)}, p99 ≤ ${budget.p99})`;
    }
    if (name === COLD_LISTING_ROW && pageFloor !== undefined) verdict += `; ${(r.rps / pageFloor).toFixed(2)} of the page by id`;
    if (name === COLD_LISTING_ROW && statementFloor !== undefined) verdict += `, ${(r.rps / statementFloor).toFixed(2)} of its statement`;
    console.log(
      `${name.padEnd(28)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(7)} ${String(r.bodyBytes).padStart(6)} ${String(r.errors).padStart(7)}  ${bareRps.toFixed(0).padStart(10)}  ${ratio.toFixed(2).padStart(5)}   ${verdict}`,
    );
  }
}

/** Each scenario's time per request, relative to the bare route measured beside it, largest size over smallest. */
function reportGrowth(label: string, runs: { products: number; rows: Row[] }[]): void {
  if (runs.length < 2) return;
  const [first, last] = [runs[0]!, runs[runs.length - 1]!];
  const relative = (rows: Row[], i: number) => rows[i]!.bareRps / rows[i]!.result.rps;
  console.log(`\n${label}: cost growth ${first.products} → ${last.products} prizes (budget for cold rows ≤ 1.5×)`);
  for (let i = 0; i < first.rows.length; i++) {
    const growth = relative(last.rows, i) / relative(first.rows, i);
    console.log(`${first.rows[i]!.name.padEnd(28)} ${growth.toFixed(2).padStart(6)}×`);
  }
}

/** Migrates and seeds once, then benchmarks each size in turn (the prizes are replaced each time). */
async function benchSizes(label: 'SQLite' | 'PostgreSQL', handle: DatabaseHandle, dataDir: string): Promise<void> {
  await migrateToLatest(handle);
  await runSeeders(handle, {
    tenants: ['demo', 'aurora'],
    demoTenants: ['demo', 'aurora'],
    demoData: true,
    log: { info: () => undefined },
  });
  const runs: { products: number; rows: Row[] }[] = [];
  for (const products of SIZES) {
    const rows = await bench(label, handle, dataDir, products);
    report(label, products, rows);
    runs.push({ products, rows });
  }
  reportGrowth(label, runs);
}

async function main(): Promise<void> {
  await onEachDatabase({ only: flags.only, postgresUrl: process.env.DATABASE_URL }, (label, handle, dataDir) =>
    benchSizes(label, handle, dataDir),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
