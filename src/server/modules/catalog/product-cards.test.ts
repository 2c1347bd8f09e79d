import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/types/generated/api/catalog.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { demoPrize, placeOrder } from '../orders/test-staff-orders.js';
import { findProduct, insertProducts } from './product-repository.js';
import { AURORA, call, DEMO, tokenFor, userId } from './test-helpers.js';
import { productView } from './views.js';

/**
 * The listing answers from cards the database writes (products.card_json, migration
 * 2026_12_06_0001), while the prize's page, the cart and the wishlist answer through productView.
 * A customer must see the same prize in both: after every kind of write, each listed prize must
 * equal productView of its row, odd and damaged values included. The memo is off.
 */

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({ catalogMemoMs: 0 });
  token = await tokenFor(t.app, 'aurora', await userId(t.app, 'aurora', 'DEMO0001'));
});
afterAll(() => t.close());

/** Every prize a customer of the tenant sees, page after page. */
async function allListed(host = AURORA, bearer = token): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; ; page++) {
    const res = await call(t.app, host, bearer, { method: 'GET', url: `/v1/catalog/products?limit=100&page=${page}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json<{ data: Product[]; last_page: number }>();
    all.push(...body.data);
    if (page >= body.last_page) return all;
  }
}

/** Every listed prize of aurora against its row through productView. */
/**
 * Every listed prize against productView of its row, and against the prize's own route, which
 * goes through the contract's response schema (the listing's text does not).
 */
async function expectListingAsProductView(): Promise<number> {
  const all = await allListed();
  for (const prize of all) {
    expect(prize).toEqual(productView((await findProduct(t.app.db, 'aurora', prize.id))!));
    const own = await call(t.app, AURORA, token, { method: 'GET', url: `/v1/catalog/products/${prize.id}` });
    expect(own.json(), prize.code).toEqual(prize);
  }
  return all.length;
}

const now = new Date().toISOString();
const base = {
  tenant_alias: 'aurora',
  description: '',
  points: 1,
  stock: 2,
  images_json: '[]',
  available: 1,
  featured: 0,
  created_at: now,
  updated_at: now,
};
// As the import stores a picture (ProductImage): a srcset string and sources in better formats.
const variants = JSON.stringify({
  url: '/v1/catalog/files/a-800.jpg',
  width: 800,
  height: 600,
  srcset: '/v1/catalog/files/a-400.jpg 400w, /v1/catalog/files/a-800.jpg 800w',
  sources: [{ type: 'image/webp', srcset: '/v1/catalog/files/a-400.webp 400w, /v1/catalog/files/a-800.webp 800w' }],
});

describe('the listing’s stored prize cards', { timeout: 60_000 }, () => {
  it('answer every seeded prize as its own page does', async () => {
    expect(await expectListingAsProductView()).toBeGreaterThan(50);
  });

  it('keep odd and damaged values as productView reads them', async () => {
    await insertProducts(t.app.db, [
      {
        ...base,
        code: 'CARD-1',
        name: 'Virgolette "doppie", \\ barra e a capo\nqui\ttab \u0001 ☕ è',
        image_json: variants,
        images_json: `[${variants}]`,
      },
      {
        ...base,
        code: 'CARD-2',
        name: 'Immagine rovinata',
        image_json: '{non json',
        image_url: '/img/x.svg',
        image_width: null,
        image_height: 90,
      },
      { ...base, code: 'CARD-3', name: 'Immagine vuota', image_json: '', image_url: '/img/y.svg', image_width: 10, image_height: 20 },
      { ...base, code: 'CARD-4', name: 'Senza immagine', image_json: null, image_url: null, images_json: '{"non":"un elenco"}' },
      { ...base, code: 'CARD-5', name: 'Galleria rovinata', image_url: '', images_json: '[1, 2' },
      { ...base, code: 'CARD-6', name: 'Esaurito', stock: 0, category_id: null, group_key: null, description: 'Con descrizione' },
    ]);
    await expectListingAsProductView();
    const byCode = new Map((await allListed()).map((p) => [p.code, p]));
    expect(byCode.get('CARD-1')!.name).toContain('☕');
    expect(byCode.get('CARD-2')!.image).toEqual({ url: '/img/x.svg', width: 400, height: 90 });
    expect(byCode.get('CARD-4')!.image).toBeNull();
    expect(byCode.get('CARD-5')!.images).toEqual([]);
    expect(byCode.get('CARD-6')!.available).toBe(false);
  });

  it('follow updates of every column they show, from any writer, and leave stock to its own column', async () => {
    const id = (await t.app.db.selectFrom('products').select('id').where('code', '=', 'CARD-3').executeTakeFirstOrThrow()).id;
    await t.app.db
      .updateTable('products')
      .set({ name: 'Rinominato', points: 4321, description: 'Nuova', image_json: variants, images_json: '[]', group_key: 'buoni' })
      .where('id', '=', id)
      .execute();
    const renamed = (await allListed()).find((p) => p.id === id);
    expect(renamed).toMatchObject({
      id,
      name: 'Rinominato',
      points: 4321,
      description: 'Nuova',
      group: 'buoni',
      image: JSON.parse(variants),
    });
    // A category deleted under its prizes (ON DELETE SET NULL) is a writer too.
    const category = await t.app.db
      .selectFrom('products')
      .select('category_id')
      .where('tenant_alias', '=', 'aurora')
      .where('category_id', 'is not', null)
      .executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('categories').where('id', '=', category.category_id!).execute();
    await expectListingAsProductView();
  });

  it('show the stock an order left, on the same page that lists the prize', async () => {
    const demoToken = await tokenFor(t.app, 'demo', await userId(t.app, 'demo', 'DEMO0001'));
    const prize = await demoPrize(t.app);
    await placeOrder(t.app, prize.id);
    const all = await allListed(DEMO, demoToken);
    expect(all.find((p) => p.id === prize.id)).toMatchObject({ stock: prize.stock - 1, available: true });
  });
});
