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

describe('GET /v1/catalog/products: the page beside a capped count', () => {
  /** The 'zaffiro' prizes as the listing must order them: points, then id. */
  const expected = async (from = 0, to = 2_147_483_647) =>
    (
      await t.app.db
        .selectFrom('products')
        .select('id')
        .where('tenant_alias', '=', 'demo')
        .where('code', 'like', 'ZAF-%')
        .where('points', '>=', from)
        .where('points', '<=', to)
        .orderBy('points')
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
  const ids = (page: Page) => page.data.map((p) => p.id);

  it('is exact at 999 and 1,000 matches and capped at 1,001', async () => {
    // The 40 prizes at 888 points and the first of those from 100,070 on.
    const to = (matches: number) => 100_000 + 70 + matches - 41;
    const at = (matches: number) => list(`?search=zaffiro&pointsFrom=888&pointsTo=${to(matches)}&page=50`);
    const under = await at(999);
    expect(under).toMatchObject({ total: 999, total_exact: true, last_page: 50 });
    expect(ids(under)).toEqual((await expected(888, to(999))).slice(980));
    expect(await at(1000)).toMatchObject({ total: 1000, total_exact: true, last_page: 50 });
    const over = await at(1001);
    expect(over).toMatchObject({ total: 1000, total_exact: false, last_page: 50 });
    expect(ids(over)).toEqual((await expected(888, to(1001))).slice(980, 1000));
  });

  it('pages in points then id order, the same on both sides of the cap', async () => {
    const all = await expected();
    expect(all).toHaveLength(ZAFFIRI);
    // Equal points (30 at 777, 40 at 888) are ordered by id, and pages neither repeat nor skip a prize.
    const firstFour = [];
    for (let page = 1; page <= 4; page++) firstFour.push(...ids(await list(`?search=zaffiro&page=${page}`)));
    expect(firstFour).toEqual(all.slice(0, 80));
    // The last page within the cap and the first one past it (beyond last_page, still answered).
    const within = await list('?search=zaffiro&limit=100&page=10');
    expect(ids(within)).toEqual(all.slice(900, 1000));
    expect(within).toMatchObject({ total: 1000, total_exact: false });
    const past = await list('?search=zaffiro&limit=100&page=11');
    expect(ids(past)).toEqual(all.slice(1000, 1100));
    expect(past).toMatchObject({ total: 1000, total_exact: false });
  });

  it('answers no prizes and a zero total when nothing matches', async () => {
    expect(await list('?search=zaffiro&pointsFrom=1&pointsTo=2')).toMatchObject({ data: [], total: 0, total_exact: true, last_page: 1 });
    expect(await list('?search=zaffiro&pointsFrom=1&pointsTo=2&page=3')).toMatchObject({ data: [], total: 0, total_exact: true });
  });
});
