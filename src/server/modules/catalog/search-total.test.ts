import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { SEARCH_TOTAL_CAP } from './listing-count.js';
import { insertProducts } from './product-repository.js';
import { call, DEMO, tokenFor, userId } from './test-helpers.js';

interface Page {
  data: { id: number; name: string; points: number }[];
  total: number;
  total_exact: boolean;
  per_page: number;
  page: number;
  last_page: number;
}

/** More 'zaffiro' prizes than the cap; 30 of them cost exactly 777 points, 40 cost 888. */
const ZAFFIRI = SEARCH_TOTAL_CAP + 70;

let t: TestApp;
let token: string;
const list = async (query: string) => {
  const res = await call(t.app, DEMO, token, { method: 'GET', url: `/v1/catalog/products${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};

beforeAll(async () => {
  t = await buildTestApp();
  token = await tokenFor(t.app, 'demo', await userId(t.app, 'demo', 'DEMO0001'));
  const now = new Date().toISOString();
  await insertProducts(
    t.app.db,
    Array.from({ length: ZAFFIRI }, (_, i) => ({
      tenant_alias: 'demo',
      code: `ZAF-${i}`,
      name: `Anello zaffiro ${i}`,
      description: 'Un premio da provare.',
      points: i < 30 ? 777 : i < 70 ? 888 : 100_000 + i,
      stock: 5,
      image_url: null,
      image_width: null,
      image_height: null,
      images_json: '[]',
      category_id: null,
      group_key: 'premi',
      available: 1,
      featured: 0,
      created_at: now,
      updated_at: now,
    })),
  );
});
afterAll(() => t.close());

describe('GET /v1/catalog/products: a search total is exact up to a cap', () => {
  it('past 1,000 matches says 1,000 and total_exact false, with the pages known to exist', async () => {
    const first = await list('?search=zaffiro');
    expect(first).toMatchObject({ total: 1000, total_exact: false, per_page: 20, page: 1, last_page: 50 });
    expect(first.data).toHaveLength(20);
    // The last page offered exists: it is full, as there are more matches than the cap.
    const last = await list('?search=zaffiro&page=50');
    expect(last.data).toHaveLength(20);
    expect(last).toMatchObject({ total: 1000, total_exact: false });
    // A points range alone is capped the same way.
    expect(await list('?pointsFrom=888')).toMatchObject({ total: 1000, total_exact: false });
  });

  it('counts exactly up to the cap, whether the page proves the total or a count is needed', async () => {
    // 70 matches: page 1 is full, so the total is counted.
    expect(await list('?search=zaffiro&pointsTo=888')).toMatchObject({ total: 70, total_exact: true, last_page: 4 });
    // Page 4 holds the last 10: the page itself proves the total.
    const tail = await list('?search=zaffiro&pointsTo=888&page=4');
    expect(tail.data).toHaveLength(10);
    expect(tail).toMatchObject({ total: 70, total_exact: true });
    // Past the end there is no row to prove anything: counted.
    const beyond = await list('?search=zaffiro&pointsTo=888&page=9');
    expect(beyond).toMatchObject({ data: [], total: 70, total_exact: true });
    // Fewer than a page.
    const few = await list('?search=zaffiro&pointsFrom=777&pointsTo=777&limit=50');
    expect(few).toMatchObject({ total: 30, total_exact: true, last_page: 1 });
    expect(few.data.every((p) => p.points === 777 && p.name.startsWith('Anello zaffiro'))).toBe(true);
    // Exactly the cap is still exact.
    const cap = await list(`?search=zaffiro&pointsFrom=${100_000 + 70}&pointsTo=${100_000 + 70 + SEARCH_TOTAL_CAP - 1}`);
    expect(cap).toMatchObject({ total: SEARCH_TOTAL_CAP, total_exact: true });
  });

  it('keeps the listing without a search exact beyond the cap (kept counters)', async () => {
    const all = await list('');
    expect(all.total_exact).toBe(true);
    const counted = await t.app.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_alias', '=', 'demo')
      .where('available', '=', 1)
      .executeTakeFirstOrThrow();
    expect(all.total).toBe(Number(counted.n));
    expect(all.total).toBeGreaterThan(SEARCH_TOTAL_CAP);
  });
});
