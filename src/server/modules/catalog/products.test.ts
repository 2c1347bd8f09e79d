import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { AURORA, call, DEMO, tokenFor, userId } from './test-helpers.js';

interface Product {
  id: number;
  code: string;
  name: string;
  points: number;
  stock: number;
  available: boolean;
  category_id: number | null;
  group: string | null;
  image: { url: string; width: number; height: number } | null;
}
interface Page {
  data: Product[];
  total: number;
  per_page: number;
  page: number;
  last_page: number;
}
interface Category {
  id: number;
  name: string;
  subcategories: { id: number; name: string; parent_id: number }[];
}

let t: TestApp;
let demoToken: string;
let auroraToken: string;
const list = (query = '', token = demoToken, host = DEMO) =>
  call(t.app, host, token, { method: 'GET', url: `/v1/catalog/products${query}` });

beforeAll(async () => {
  t = await buildTestApp();
  demoToken = await tokenFor(t.app, 'demo', await userId(t.app, 'demo', 'DEMO0001'));
  auroraToken = await tokenFor(t.app, 'aurora', await userId(t.app, 'aurora', 'DEMO0001'));
});
afterAll(() => t.close());

describe('GET /v1/catalog/products', () => {
  it('answers the first page of 20, cheapest first, with the paging fields', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json<Page>();
    expect(body.data).toHaveLength(20);
    expect(body).toMatchObject({ per_page: 20, page: 1 });
    expect(body.total).toBeGreaterThanOrEqual(60);
    expect(body.last_page).toBe(Math.ceil(body.total / 20));
    const points = body.data.map((p) => p.points);
    expect(points).toEqual([...points].sort((a, b) => a - b));
    expect(body.data[0]!.image).toMatchObject({ width: 400, height: 300 });
  });

  it('pages through every product exactly once', async () => {
    const first = (await list('?limit=100')).json<Page>();
    const ids: number[] = [];
    for (let page = 1; page <= first.last_page * 5; page++) {
      const body = (await list(`?limit=15&page=${page}`)).json<Page>();
      if (!body.data.length) break;
      ids.push(...body.data.map((p) => p.id));
    }
    expect(ids).toHaveLength(first.total);
    expect(new Set(ids).size).toBe(first.total);
  });

  it('bounds page and limit', async () => {
    expect((await list('?limit=101')).statusCode).toBe(400);
    expect((await list('?limit=0')).statusCode).toBe(400);
    expect((await list('?page=0')).statusCode).toBe(400);
    expect((await list('?page=abc')).statusCode).toBe(400);
    const beyond = (await list('?page=999')).json<Page>();
    expect(beyond.data).toEqual([]);
    expect(beyond.page).toBe(999);
  });

  it('filters by points range, group and availability', async () => {
    const ranged = (await list('?pointsFrom=5000&pointsTo=10000&limit=100')).json<Page>();
    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.data.every((p) => p.points >= 5000 && p.points <= 10000)).toBe(true);
    const buoni = (await list('?group=buoni&limit=100')).json<Page>();
    expect(buoni.total).toBe(5);
    expect(buoni.data.every((p) => p.group === 'buoni')).toBe(true);
    const all = (await list('?limit=100')).json<Page>();
    const available = (await list('?onlyAvailable=true&limit=100')).json<Page>();
    expect(all.data.some((p) => !p.available)).toBe(true);
    expect(available.data.every((p) => p.available && p.stock > 0)).toBe(true);
    expect(available.total).toBe(all.data.filter((p) => p.available).length);
    expect((await list('?onlyAvailable=false&limit=100')).json<Page>().total).toBe(all.total);
  });

  it('filters by category, a top-level one including its subcategories', async () => {
    const categories = (await call(t.app, DEMO, demoToken, { method: 'GET', url: '/v1/catalog/categories' })).json<{ data: Category[] }>()
      .data;
    const tech = categories.find((c) => c.name === 'Tecnologia')!;
    const [audio, informatica] = tech.subcategories;
    const parent = (await list(`?category_id=${tech.id}&limit=100`)).json<Page>();
    const sub = (await list(`?category_id=${audio!.id}&limit=100`)).json<Page>();
    expect(sub.total).toBe(4);
    expect(sub.data.every((p) => p.category_id === audio!.id)).toBe(true);
    expect(parent.total).toBe(10);
    expect(new Set(parent.data.map((p) => p.category_id))).toEqual(new Set([audio!.id, informatica!.id]));
  });

  it('searches full text, ignoring accents and case, by word prefix', async () => {
    for (const search of ['caffe', 'CAFFÈ', 'caffè', 'caff']) {
      const body = (await list(`?search=${encodeURIComponent(search)}&limit=100`)).json<Page>();
      expect(
        body.data.map((p) => p.name),
        search,
      ).toContain('Macchina da caffè espresso');
    }
    const two = (await list(`?search=${encodeURIComponent('macchina espresso')}`)).json<Page>();
    expect(two.data.map((p) => p.name)).toEqual(['Macchina da caffè espresso']);
    const accentInData = (await list(`?search=${encodeURIComponent('perche liberta piu')}`)).json<Page>();
    expect(accentInData.total).toBe(0);
    expect((await list(`?search=${encodeURIComponent('città')}`)).json<Page>().data.map((p) => p.name)).toContain(
      'Bicicletta elettrica da città',
    );
    expect((await list(`?search=${encodeURIComponent('"*) OR (')}`)).statusCode).toBe(200);
    const combined = (await list(`?search=buono&pointsTo=6000`)).json<Page>();
    expect(combined.data.length).toBeGreaterThan(0);
    expect(combined.data.every((p) => p.points <= 6000 && /buono/i.test(p.name))).toBe(true);
  });

  it('keeps tenants apart', async () => {
    const demo = (await list('?limit=100')).json<Page>();
    const aurora = (await list('?limit=100', auroraToken, AURORA)).json<Page>();
    expect(demo.data.every((p) => p.code.startsWith('DEMO-'))).toBe(true);
    expect(aurora.data.every((p) => p.code.startsWith('AURO-'))).toBe(true);
    const auroraId = aurora.data[0]!.id;
    expect((await call(t.app, DEMO, demoToken, { method: 'GET', url: `/v1/catalog/products/${auroraId}` })).statusCode).toBe(404);
    // A token of one tenant is refused by the other.
    expect((await list('', auroraToken, DEMO)).statusCode).toBe(401);
  });

  it('needs an active customer with points_enabled', async () => {
    expect((await list('', '')).statusCode).toBe(401);
    const noPoints = await tokenFor(t.app, 'demo', await userId(t.app, 'demo', 'DEMO0003'));
    const res = await list('', noPoints);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: string }>().error).toMatch(/catalogo/i);
    const inactive = await tokenFor(t.app, 'demo', await userId(t.app, 'demo', 'DEMO0002'));
    expect((await list('', inactive)).statusCode).toBe(403);
  });

  it('answers 404 when the tenant switches the catalogue off', async () => {
    await t.app.db
      .insertInto('tenant_override')
      .values({
        tenant_alias: 'demo',
        path: 'features.pointsCatalogue',
        value_json: 'false',
        updated_at: new Date().toISOString(),
        updated_by: 'test',
      })
      .execute();
    try {
      expect((await list()).statusCode).toBe(404);
    } finally {
      await t.app.db.deleteFrom('tenant_override').where('tenant_alias', '=', 'demo').execute();
    }
    expect((await list()).statusCode).toBe(200);
  });
});

describe('other catalogue reads', () => {
  it('lists categories with subcategories', async () => {
    const res = await call(t.app, DEMO, demoToken, { method: 'GET', url: '/v1/catalog/categories' });
    const data = res.json<{ data: Category[] }>().data;
    expect(data.length).toBeGreaterThanOrEqual(6);
    expect(data.every((c) => c.subcategories.length > 0 && c.subcategories.every((s) => s.parent_id === c.id))).toBe(true);
  });

  it('answers one product, and 404 for an unknown id', async () => {
    const first = (await list()).json<Page>().data[0]!;
    const res = await call(t.app, DEMO, demoToken, { method: 'GET', url: `/v1/catalog/products/${first.id}` });
    expect(res.json<Product>()).toMatchObject({ id: first.id, name: first.name });
    expect((await call(t.app, DEMO, demoToken, { method: 'GET', url: '/v1/catalog/products/999999' })).statusCode).toBe(404);
  });

  it('answers home products, featured and different per tenant', async () => {
    const demo = (await call(t.app, DEMO, demoToken, { method: 'GET', url: '/v1/catalog/products/home' })).json<{ data: Product[] }>().data;
    const aurora = (await call(t.app, AURORA, auroraToken, { method: 'GET', url: '/v1/catalog/products/home' })).json<{ data: Product[] }>()
      .data;
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.map((p) => p.name)).not.toEqual(aurora.map((p) => p.name));
  });

  it('serves the placeholder pictures without login', async () => {
    const first = (await list()).json<Page>().data[0]!;
    const res = await t.app.inject({ method: 'GET', url: first.image!.url, headers: { host: DEMO } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toContain('viewBox="0 0 400 300"');
    expect((await t.app.inject({ method: 'GET', url: '/v1/catalog/images/nope/ffffff.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/v1/catalog/images/casa/zz.svg' })).statusCode).toBe(404);
  });
});
