import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffPrize } from '../../../shared/types/generated/api/staff-catalog.js';
import { staffSignIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { call, DEMO, newCustomer } from './test-helpers.js';
import { listCards } from './product-repository.js';
import { loadProducts } from './provisioning-service.js';
import { textQuery } from './search.js';
import { catalogUrl, staffCall } from './test-staff-catalog.js';

/**
 * A search lists its matches cheapest first and keeps up with the console: a prize whose points,
 * name or availability change moves, leaves or joins the results at once, and a points range
 * includes both of its ends.
 */

const clock = testClock(new Date('2026-11-29T10:00:00Z'));
let t: TestApp;
let operator: string;
let customer: string;
const prizes = new Map<string, StaffPrize>();

const NO_FILTERS = {
  tenantAlias: 'demo',
  categoryId: undefined,
  group: undefined,
  pointsFrom: undefined,
  pointsTo: undefined,
  onlyAvailable: false,
};
const PRIZE = { description: 'Con cinturino in pelle.', stock: 5, category_id: null, available: true, featured: false };

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  customer = (await newCustomer(t.app, 'demo', 1000)).token;
  for (const [code, points, alias] of [
    ['ORO-3000', 3000, 'demo'],
    ['ORO-1000', 1000, 'demo'],
    ['ORO-2000', 2000, 'demo'],
    ['ORO-AURORA', 1500, 'aurora'],
  ] as const) {
    const res = await staffCall(t.app, operator, 'POST', catalogUrl('/prizes', alias), {
      ...PRIZE,
      code,
      name: 'Orologio da polso',
      points,
    });
    expect(res.statusCode).toBe(201);
    prizes.set(code, res.json<StaffPrize>());
  }
});
afterAll(() => t.close());

async function found(query: string): Promise<string[]> {
  const res = await call(t.app, DEMO, customer, { method: 'GET', url: `/v1/catalog/products?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { code: string }[] }>().data.map((p) => p.code);
}

async function edit(code: string, change: Partial<typeof PRIZE & { name: string; points: number }>): Promise<void> {
  const prize = prizes.get(code)!;
  const res = await staffCall(t.app, operator, 'PUT', catalogUrl(`/prizes/${prize.id}`), {
    ...PRIZE,
    code,
    name: prize.name,
    points: prize.points,
    ...change,
    revision: prize.revision,
  });
  expect(res.statusCode).toBe(200);
  prizes.set(code, res.json<StaffPrize>());
}

describe('GET /v1/catalog/products?search: the matches in the listing order', () => {
  it('lists the tenant’s matches cheapest first, by word prefix, and a points range with both ends', async () => {
    expect(await found('search=orologio')).toEqual(['ORO-1000', 'ORO-2000', 'ORO-3000']);
    expect(await found('search=orol')).toEqual(['ORO-1000', 'ORO-2000', 'ORO-3000']);
    expect(await found('search=orologio%20polso&pointsFrom=1000&pointsTo=2000')).toEqual(['ORO-1000', 'ORO-2000']);
    expect(await found('search=orologio&pointsFrom=2001')).toEqual(['ORO-3000']);
    expect(await found('search=orologio&pointsTo=999')).toEqual([]);
    expect(await found('search=orologio&pointsFrom=0&pointsTo=2147483647')).toEqual(['ORO-1000', 'ORO-2000', 'ORO-3000']);
  });

  it('follows the console: new points move a prize, a new name changes its words, switched off it is gone', async () => {
    await edit('ORO-3000', { points: 500 });
    expect(await found('search=orologio')).toEqual(['ORO-3000', 'ORO-1000', 'ORO-2000']);
    expect(await found('search=orologio&pointsFrom=1000')).toEqual(['ORO-1000', 'ORO-2000']);

    await edit('ORO-2000', { name: 'Sveglia da comodino' });
    expect(await found('search=orologio')).toEqual(['ORO-3000', 'ORO-1000']);
    expect(await found('search=sveglia')).toEqual(['ORO-2000']);

    // A write of the points alone (a fix made in SQL, say) moves the prize as well.
    await t.app.db.updateTable('products').set({ points: 2500 }).where('id', '=', prizes.get('ORO-3000')!.id).execute();
    const direct = await listCards(t.app.db, t.app.dbDialect, { ...NO_FILTERS, search: textQuery(t.app.dbDialect, ['orologio']) }, 20, 0);
    expect(direct.cards.map((c) => JSON.parse(c.card_json!).code)).toEqual(['ORO-1000', 'ORO-3000']);

    await edit('ORO-1000', { available: false });
    expect(await found('search=orologio')).toEqual(['ORO-3000']);
    await edit('ORO-1000', { available: true });
    expect(await found('search=orologio')).toEqual(['ORO-1000', 'ORO-3000']);
  });

  it('finds a one-letter word start, a term longer than the kept prefixes by its whole word, and every word of a long search', async () => {
    for (const [code, name, points] of [
      ['CRONO-O', 'Cronografo subacqueo', 4000],
      ['CRONO-I', 'Cronografi in coppia', 4100],
      ['ZAINO', 'Zaino leggero da polso', 4217],
    ] as const) {
      const res = await staffCall(t.app, operator, 'POST', catalogUrl('/prizes'), { ...PRIZE, code, name, points });
      expect(res.statusCode).toBe(201);
    }
    // 'cronografo' and 'cronografi' share their first 8 characters: the rest of the word decides.
    expect(await found('search=cronografo')).toEqual(['CRONO-O']);
    expect(await found('search=Cronografi')).toEqual(['CRONO-I']);
    expect(await found('search=cronografx')).toEqual([]);
    expect(await found('search=z&pointsFrom=4217&pointsTo=4217')).toEqual(['ZAINO']);
    expect(await found('search=da%20polso%20orologio')).toEqual(['ORO-1000', 'ORO-3000']);
    expect(await found('search=polso%20da%20zaino%20leggero')).toEqual(['ZAINO']);
    expect(await found('search=polso%20leggero%20cinturino%20pelle%20con&pointsFrom=4100')).toEqual(['ZAINO']);
    expect(await found('search=crono%20subacqueo%20coppia')).toEqual([]);
  });

  it('finds prizes loaded in bulk as it finds those the console writes, and keeps following the console afterwards', async () => {
    const at = clock.now().toISOString();
    const loaded = (code: string, points: number) => ({
      tenant_alias: 'demo',
      code,
      name: 'Lanterna da campeggio',
      description: 'Luce calda, ricaricabile.',
      points,
      stock: 3,
      images_json: '[]',
      category_id: null,
      group_key: 'premi',
      available: 1,
      featured: 0,
      created_at: at,
      updated_at: at,
    });
    await loadProducts(t.app.db, t.app.dbDialect, [loaded('LANT-B', 5200), loaded('LANT-A', 5100)]);
    const res = await staffCall(t.app, operator, 'POST', catalogUrl('/prizes'), {
      ...PRIZE,
      code: 'LANT-C',
      name: 'Lanterna da campeggio',
      description: 'Luce calda, ricaricabile.',
      points: 5300,
    });
    expect(res.statusCode).toBe(201);
    expect(await found('search=lanterna%20ricaric')).toEqual(['LANT-A', 'LANT-B', 'LANT-C']);
    expect(await found('search=campeggio%20luce&pointsTo=5250')).toEqual(['LANT-A', 'LANT-B']);
    // Each word's beginnings of 1 to 8 letters, whether the load or the console wrote them.
    const entries = async (code: string) =>
      (
        await t.app.db
          .selectFrom('product_search_prefixes')
          .innerJoin('products', 'products.id', 'product_search_prefixes.product_id')
          .select('product_search_prefixes.prefix')
          .where('products.code', '=', code)
          .execute()
      )
        .map((r) => r.prefix)
        .sort();
    const beginnings = (words: string) =>
      [...new Set(words.split(' ').flatMap((w) => [...w].slice(0, 8).map((_, i) => w.slice(0, i + 1))))].sort();
    const text = 'lanterna da campeggio luce calda ricaricabile lant';
    const [bulk, written] = [await entries('LANT-A'), await entries('LANT-C')];
    expect(bulk).toEqual(t.app.dbDialect === 'sqlite' ? beginnings(`${text} a`) : beginnings(`${text} a`).filter((p) => p.length > 1));
    expect(written).toEqual(t.app.dbDialect === 'sqlite' ? beginnings(`${text} c`) : beginnings(`${text} c`).filter((p) => p.length > 1));
  });
});
