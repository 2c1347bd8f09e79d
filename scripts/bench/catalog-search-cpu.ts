/**
 * Server CPU per cold catalogue search, measured in-process (the machine is shared, so throughput
 * moves with the neighbours' load; the CPU one request costs this process does not):
 * `npx tsx scripts/bench/catalog-search-cpu.ts --data-dir DIR [--database-url URL] [--products 100000]
 * [--requests 300]`. Seeds the prizes once into the SQLite file in DIR (or the PostgreSQL database
 * URL names: a scratch database, its demo prizes are replaced) and keeps them for the next run, then
 * injects searches with a points range into the app with its listing memo off, varying words,
 * ranges and pages (1–3), and prints this process's CPU (user + system) and the wall time per
 * request. On PostgreSQL the database's own CPU is not in the figure: read the wall time beside it.
 * A benchmark, never a timed test.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../src/server/app.js';
import { createDatabase } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { runSeeders } from '../../src/server/demo/index.js';
import { loadEnv } from '../../src/server/env.js';
import { signAccessToken } from '../../src/server/modules/customers/tokens.js';
import { PROJECT_ROOT } from '../../src/server/paths.js';
import { seedProducts } from './catalog-seed.js';

const { values: flags } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    products: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '300' },
    baseline: { type: 'boolean' },
  },
});
if (!flags['data-dir']) throw new Error('--data-dir: obbligatorio');
const dataDir = path.resolve(flags['data-dir']);
const PRODUCTS = Number(flags.products);
const REQUESTS = Number(flags.requests);

/** Broad words (thousands of matches), middling ones, and a two-word search. */
const WORDS = ['caffe', 'caff', 'cuffie', 'elegante', 'premio', 'zaino leggero', 'serie', 'tazzine'];
const RANGES = [
  [1000, 30000],
  [500, 60000],
  [5000, 20000],
  [20000, 40000],
  [1000, 5000],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

async function main(): Promise<void> {
  const handle = createDatabase({ dataDir, ...(flags['database-url'] && { databaseUrl: flags['database-url'] }) });
  try {
    await migrateToLatest(handle);
    const demoUser = () =>
      handle.db.selectFrom('users').select('id').where('tenant_alias', '=', 'demo').where('username', '=', 'DEMO0001').executeTakeFirst();
    if (!(await demoUser())) {
      await runSeeders(handle, {
        tenants: ['demo', 'aurora'],
        demoTenants: ['demo', 'aurora'],
        demoData: true,
        log: { info: () => undefined },
      });
    }
    const { n } = await handle.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_alias', '=', 'demo')
      .executeTakeFirstOrThrow();
    if (Number(n) !== PRODUCTS) await seedProducts(handle, PRODUCTS);

    const env = { ...loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', MAX_EVENT_LOOP_DELAY_MS: '0' }), DATA_DIR: dataDir };
    const app = await buildApp({
      env,
      database: handle,
      tenantsDir: path.join(PROJECT_ROOT, 'tenants'),
      distDir: path.join(dataDir, 'no-dist'),
      logger: false,
      catalogMemoMs: 0,
    });
    try {
      const user = (await demoUser())!;
      const headers = {
        host: 'demo.localhost',
        authorization: `Bearer ${await signAccessToken(await app.jwtKey(), user.id, 'demo', new Date())}`,
      };
      const urls: string[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const word = WORDS[i % WORDS.length]!;
        const [from, to] = RANGES[Math.floor(i / WORDS.length) % RANGES.length]!;
        const page = (Math.floor(i / (WORDS.length * RANGES.length)) % 3) + 1;
        if (flags.baseline) urls.push(`/v1/catalog/products?page=${page}`);
        else urls.push(`/v1/catalog/products?search=${encodeURIComponent(word)}&pointsFrom=${from}&pointsTo=${to}&page=${page}`);
      }
      const run = async (url: string) => {
        const cpu = process.cpuUsage();
        const wall = performance.now();
        const res = await app.inject({ method: 'GET', url, headers });
        const spent = process.cpuUsage(cpu);
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        return {
          cpu: (spent.user + spent.system) / 1000,
          wall: performance.now() - wall,
          total: res.json<{ total: number; total_exact: boolean }>(),
        };
      };
      for (const url of urls.slice(0, 40)) await run(url); // warm-up: statements prepared, JIT settled
      const cpu: number[] = [];
      const wall: number[] = [];
      const byWord = new Map<string, number[]>();
      const caffe = await run('/v1/catalog/products?search=caffe&pointsFrom=1000&pointsTo=30000');
      for (const url of urls) {
        const r = await run(url);
        cpu.push(r.cpu);
        wall.push(r.wall);
        const word = new URL(url, 'http://x').searchParams.get('search') ?? '(no search)';
        byWord.set(word, [...(byWord.get(word) ?? []), r.cpu]);
      }
      cpu.sort((a, b) => a - b);
      wall.sort((a, b) => a - b);
      const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
      console.log(
        `${handle.dialect}, ${PRODUCTS} prizes, ${REQUESTS} cold searches with points (caffe 1000–30000: total ${caffe.total.total}, exact ${caffe.total.total_exact})`,
      );
      console.log(
        `CPU ms/request: mean ${mean(cpu).toFixed(2)}, p50 ${percentile(cpu, 0.5).toFixed(2)}, p90 ${percentile(cpu, 0.9).toFixed(2)}`,
      );
      for (const [word, xs] of byWord) console.log(`  ${word.padEnd(14)} CPU ms mean ${mean(xs).toFixed(2)}`);
      console.log(
        `wall ms/request: mean ${mean(wall).toFixed(2)}, p50 ${percentile(wall, 0.5).toFixed(2)}, p90 ${percentile(wall, 0.9).toFixed(2)}`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await handle.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
