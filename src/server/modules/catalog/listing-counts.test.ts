import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffCategoryTree, StaffPrize } from '../../../shared/types/generated/api/staff-catalog.js';
import { staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { catalogUrl, staffCall } from './test-staff-catalog.js';
import { upload, whenOver } from '../imports/test-staff-imports.js';
import { placeOrder } from '../orders/test-staff-orders.js';
import { catalogZip } from '../imports/catalog-test-files.js';
import { insertProducts } from './product-repository.js';
import { AURORA, call, DEMO, tokenFor, userId } from './test-helpers.js';

/**
 * The listing's totals come from counters kept by triggers (catalog_counts, migration
 * 2026_12_05_0001) when there is no search and no points range. After every kind of write —
 * orders, cancellations, imports, console edits, switching off and on, deletions, a deleted
 * category — the counters must equal a fresh count, and every listing's total the number of
 * prizes it pages through. The memo is off: every answer comes from the database.
 */

let t: TestApp;
let operator: string;
let customer: string;
let parentId: number;
let subId: number;

beforeAll(async () => {
  t = await buildTestApp({ catalogMemoMs: 0 });
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  customer = await tokenFor(t.app, 'demo', await userId(t.app, 'demo', 'DEMO0001'));
  const tree = (await staffCall(t.app, operator, 'GET', catalogUrl('/categories'))).json<StaffCategoryTree>();
  const parent = tree.items.find((c) => c.subcategories.length > 1)!;
  parentId = parent.id;
  subId = parent.subcategories[0]!.id;
});
afterAll(() => t.close());

/** What the counters would hold if counted now: prizes switched on per tenant, category, group, stock. */
async function freshCounts() {
  const { rows } = await sql<{ key: string; n: number }>`
    select tenant_alias || '/' || coalesce(category_id, 0) || '/' || coalesce(group_key, '') || '/' || (case when stock > 0 then 1 else 0 end) as key,
      count(*) as n
    from products where available = 1
    group by tenant_alias, coalesce(category_id, 0), coalesce(group_key, ''), case when stock > 0 then 1 else 0 end`.execute(t.app.db);
  return Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]));
}

async function keptCounts() {
  const rows = await t.app.db.selectFrom('catalog_counts').selectAll().where('n', '<>', 0).execute();
  return Object.fromEntries(rows.map((r) => [`${r.tenant_alias}/${r.category_id}/${r.group_key}/${r.in_stock}`, Number(r.n)]));
}

/** Every listing the counters answer, its total against the prizes it pages through (≤ 100 in the demo). */
async function expectExactTotals(): Promise<void> {
  expect(await keptCounts()).toEqual(await freshCounts());
  const groups = await t.app.db.selectFrom('products').select('group_key').distinct().where('tenant_alias', '=', 'demo').execute();
  const queries = ['', 'onlyAvailable=true', `category_id=${parentId}`, `category_id=${subId}&onlyAvailable=1`, 'category_id=999999'];
  for (const { group_key } of groups)
    if (group_key) queries.push(`group=${group_key}`, `group=${group_key}&category_id=${parentId}&onlyAvailable=1`);
  for (const query of queries) {
    const res = await call(t.app, DEMO, customer, { method: 'GET', url: `/v1/catalog/products?limit=100&${query}` });
    const body = res.json<{ data: unknown[]; total: number; last_page: number }>();
    expect(body.last_page, query).toBe(1);
    expect(body.total, query).toBe(body.data.length);
  }
}

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  staffCall(t.app, operator, method, catalogUrl(path), payload);

async function stock(id: number): Promise<number> {
  return (await t.app.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
}

describe('the listing totals kept by the database', { timeout: 60_000 }, () => {
  it('start equal to a fresh count of the seeded catalogue', async () => {
    expect(Object.keys(await keptCounts()).length).toBeGreaterThan(4);
    await expectExactTotals();
  });

  it('follow an order that takes the last piece, and its cancellation that puts it back', async () => {
    const last = await t.app.db
      .selectFrom('products')
      .select(['id', 'stock'])
      .where('tenant_alias', '=', 'demo')
      .where('available', '=', 1)
      .where('stock', '=', 1)
      .executeTakeFirstOrThrow();
    const inStock = async () =>
      (await call(t.app, DEMO, customer, { method: 'GET', url: '/v1/catalog/products?onlyAvailable=true' })).json<{ total: number }>()
        .total;
    const before = await inStock();
    const placed = await placeOrder(t.app, last.id);
    expect(await stock(last.id)).toBe(0);
    expect(await inStock()).toBe(before - 1);
    await expectExactTotals();

    const support = (await staffSignIn(t.app, 'support@premia.example')).token;
    const cancel = await staffCall(t.app, support, 'POST', `/v1/console/tenants/demo/orders/${placed.orderNumber}/status`, {
      status: 'annullato',
    });
    expect(cancel.statusCode).toBe(200);
    expect(await inStock()).toBe(before);
    await expectExactTotals();
  });

  it('follow an order that leaves stock, without writing a counter', async () => {
    const roomy = await t.app.db
      .selectFrom('products')
      .select('id')
      .where('tenant_alias', '=', 'demo')
      .where('available', '=', 1)
      .where('stock', '>', 5)
      .executeTakeFirstOrThrow();
    const before = await t.app.db.selectFrom('catalog_counts').selectAll().orderBy('tenant_alias').orderBy('category_id').execute();
    await placeOrder(t.app, roomy.id);
    expect(await t.app.db.selectFrom('catalog_counts').selectAll().orderBy('tenant_alias').orderBy('category_id').execute()).toEqual(
      before,
    );
    await expectExactTotals();
  });

  it('follow console edits: a new prize, a move to another category, out of stock, switched off and on', async () => {
    const created = await send('POST', '/prizes', {
      code: 'CNT-001',
      name: 'Lanterna da campeggio',
      description: 'Ricaricabile',
      points: 2100,
      stock: 3,
      category_id: subId,
      available: true,
      featured: false,
    });
    expect(created.statusCode).toBe(201);
    await expectExactTotals();
    let prize = created.json<StaffPrize>();
    const edit = async (change: object) => {
      const res = await send('PUT', `/prizes/${prize.id}`, {
        code: prize.code,
        name: prize.name,
        description: prize.description,
        points: prize.points,
        stock: prize.stock,
        category_id: prize.category_id,
        available: prize.available,
        featured: prize.featured,
        revision: prize.revision,
        ...change,
      });
      expect(res.statusCode).toBe(200);
      prize = res.json<StaffPrize>();
      await expectExactTotals();
    };
    const other = (await send('GET', '/categories')).json<StaffCategoryTree>().items.find((c) => c.id !== parentId)!;
    await edit({ category_id: other.subcategories[0]?.id ?? other.id });
    await edit({ stock: 0 });
    await edit({ category_id: null, stock: 9 });
    const off = await send('POST', `/prizes/${prize.id}/availability`, { available: false, revision: prize.revision });
    expect(off.statusCode).toBe(200);
    await expectExactTotals();
    const copy = await send('POST', `/prizes/${prize.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    await expectExactTotals();
    const on = await send('POST', `/prizes/${prize.id}/availability`, { available: true, revision: off.json<StaffPrize>().revision });
    expect(on.statusCode).toBe(200);
    await expectExactTotals();
  });

  it('follow an import that adds prizes and then changes their stock, category and switch', async () => {
    const run = async (rows: string[]) => {
      const res = await upload(t.app, 'catalog', operator, catalogZip(rows, {}), { fileName: 'catalogo.zip' });
      expect(res.statusCode).toBe(202);
      const job = await whenOver(t.app, 'catalog', res.json<{ id: number }>().id, operator);
      expect(job.state).toBe('done');
      await expectExactTotals();
    };
    await run(['CNT-I1;Tenda da spiaggia;;1500;4;Estate;Mare;1;0;', 'CNT-I2;Ombrellone;;2500;0;Estate;Mare;1;0;']);
    await run(['CNT-I1;Tenda da spiaggia;;1500;0;Estate;Piscina;1;0;', 'CNT-I2;Ombrellone;;2500;6;Estate;Mare;0;0;']);
  });

  it('follow deletions of prizes and of a category whose prizes are left without one', async () => {
    await t.app.db.deleteFrom('products').where('code', '=', 'CNT-001-COPIA').execute();
    await t.app.db.deleteFrom('products').where('code', 'in', ['CNT-I1', 'CNT-I2']).execute();
    await expectExactTotals();
    // The console refuses to delete a category with prizes; the schema's ON DELETE SET NULL is still a writer.
    await t.app.db.deleteFrom('categories').where('id', '=', subId).execute();
    expect(await t.app.db.selectFrom('products').select('id').where('category_id', '=', subId).execute()).toEqual([]);
    await expectExactTotals();
  });

  it('follow bulk updates of many prizes at once, as a seeder or a script writes', async () => {
    await t.app.db.updateTable('products').set({ stock: 0 }).where('tenant_alias', '=', 'demo').where('points', '<', 3000).execute();
    await t.app.db.updateTable('products').set({ available: 0 }).where('tenant_alias', '=', 'demo').where('points', '>', 20000).execute();
    await expectExactTotals();
    await t.app.db.updateTable('products').set({ available: 1, stock: 5 }).where('tenant_alias', '=', 'demo').execute();
    await expectExactTotals();
  });
});

describe('pages deep in a large catalogue', { timeout: 60_000 }, () => {
  it('answer the same prizes in the same order whether read straight from the index walk or by ids first', async () => {
    const now = new Date().toISOString();
    // Many equal points, so the order rests on the id as well.
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      tenant_alias: 'aurora',
      code: `DEEP-${i}`,
      name: `Premio profondo ${i}`,
      description: '',
      points: 100 + (i % 37) * 10,
      stock: i % 5,
      images_json: '[]',
      available: 1,
      featured: 0,
      created_at: now,
      updated_at: now,
    }));
    await t.app.db.transaction().execute((trx) => insertProducts(trx, rows));
    const expected = (
      await t.app.db
        .selectFrom('products')
        .select('id')
        .where('tenant_alias', '=', 'aurora')
        .where('available', '=', 1)
        .orderBy('points')
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    const token = await tokenFor(t.app, 'aurora', await userId(t.app, 'aurora', 'DEMO0001'));
    const seen: number[] = [];
    // Offsets 940–1160 cross the switch at 1000 (product-repository.ts, DIRECT_PAGE_MAX_OFFSET).
    for (let page = 48; page <= 59; page++) {
      const body = (await call(t.app, AURORA, token, { method: 'GET', url: `/v1/catalog/products?limit=20&page=${page}` })).json<{
        data: { id: number }[];
        total: number;
      }>();
      expect(body.total).toBe(expected.length);
      seen.push(...body.data.map((p) => p.id));
    }
    expect(seen).toEqual(expected.slice(940, 1180));
    await expectExactTotals();
  });
});
