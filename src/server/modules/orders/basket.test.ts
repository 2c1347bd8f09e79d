import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { AURORA, call, DEMO, newCustomer } from '../catalog/test-helpers.js';

interface Wishlist {
  wishlist: number[];
  data: { product_id: number; product: { id: number; name: string } }[];
}
interface Cart {
  data: { product_id: number; quantity: number; points: number; subtotal: number }[];
  total_points: number;
  total_items: number;
}

let t: TestApp;
let products: { id: number; points: number; stock: number; available: boolean; name: string }[];

beforeAll(async () => {
  t = await buildTestApp();
  products = await t.app.db
    .selectFrom('products')
    .select(['id', 'points', 'stock', 'name', 'available'])
    .where('tenant_alias', '=', 'demo')
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, available: r.available === 1 })));
});
afterAll(() => t.close());

const inStock = () => products.filter((p) => p.available && p.stock >= 3);

describe('wishlist', () => {
  it('adds, lists and removes prizes, keyed by product id', async () => {
    const { token } = await newCustomer(t.app, 'demo', 0);
    const [a, b] = inStock();
    const post = (url: string, id: number) =>
      call(t.app, DEMO, token, { method: 'POST', url: `/v1/catalog/products/${url}`, payload: { product_id: id } });
    expect((await post('addtowishlist', a!.id)).json<Wishlist>().wishlist).toEqual([a!.id]);
    await post('addtowishlist', a!.id);
    const both = (await post('addtowishlist', b!.id)).json<Wishlist>();
    expect(both.wishlist).toEqual([a!.id, b!.id]);
    expect(both.data.map((d) => d.product.name)).toEqual([a!.name, b!.name]);
    const me = (await call(t.app, DEMO, token, { method: 'GET', url: '/v1/auth/me' })).json<{ wishlist: number[] }>();
    expect(me.wishlist).toEqual([a!.id, b!.id]);
    expect((await post('removefromwishlist', a!.id)).json<Wishlist>().wishlist).toEqual([b!.id]);
    const absent = await post('removefromwishlist', a!.id);
    expect(absent.statusCode).toBe(200);
    expect((await call(t.app, DEMO, token, { method: 'GET', url: '/v1/catalog/products/wishlist' })).json<Wishlist>().wishlist).toEqual([
      b!.id,
    ]);
  });

  it("refuses another tenant's product and a missing product_id", async () => {
    const { token } = await newCustomer(t.app, 'demo', 0);
    const foreign = await t.app.db.selectFrom('products').select('id').where('tenant_alias', '=', 'aurora').executeTakeFirstOrThrow();
    expect(
      (await call(t.app, DEMO, token, { method: 'POST', url: '/v1/catalog/products/addtowishlist', payload: { product_id: foreign.id } }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, DEMO, token, { method: 'POST', url: '/v1/catalog/products/addtowishlist', payload: {} })).statusCode).toBe(
      400,
    );
  });

  it('answers 404 where the tenant has no wishlist (aurora)', async () => {
    const { token } = await newCustomer(t.app, 'aurora', 0);
    expect((await call(t.app, AURORA, token, { method: 'GET', url: '/v1/catalog/products/wishlist' })).statusCode).toBe(404);
    expect((await call(t.app, AURORA, token, { method: 'GET', url: '/v1/catalog/products' })).statusCode).toBe(200);
  });
});

describe('cart', () => {
  it('adds quantities up, accepts multipart, removes lines', async () => {
    const { token } = await newCustomer(t.app, 'demo', 0);
    const [a, b] = inStock();
    const add = (payload: object) => call(t.app, DEMO, token, { method: 'POST', url: '/v1/catalog/products/addtocart', payload });
    expect((await add({ product_id: a!.id, quantity: 1 })).json<Cart>().total_items).toBe(1);
    const cart = (await add({ product_id: a!.id, quantity: 2 })).json<Cart>();
    expect(cart.data).toEqual([expect.objectContaining({ product_id: a!.id, quantity: 3, subtotal: a!.points * 3 })]);

    const boundary = 'premiaboundary';
    const multipart = [`--${boundary}`, 'Content-Disposition: form-data; name="product_id"', '', String(b!.id), `--${boundary}--`, ''].join(
      '\r\n',
    );
    const res = await call(t.app, DEMO, token, {
      method: 'POST',
      url: '/v1/catalog/products/addtocart',
      payload: multipart,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Cart>().total_points).toBe(a!.points * 3 + b!.points);

    const me = (await call(t.app, DEMO, token, { method: 'GET', url: '/v1/auth/me' })).json<{ cart: { product_id: number }[] }>();
    expect(me.cart.map((l) => l.product_id)).toEqual([a!.id, b!.id].sort((x, y) => x - y));

    const removed = await call(t.app, DEMO, token, {
      method: 'POST',
      url: '/v1/catalog/products/removefromcart',
      payload: { product_id: a!.id },
    });
    expect(removed.json<Cart>().data.map((l) => l.product_id)).toEqual([b!.id]);
    expect(
      (await call(t.app, DEMO, token, { method: 'POST', url: '/v1/catalog/products/removefromcart', payload: { product_id: a!.id } }))
        .statusCode,
    ).toBe(200);
  });

  it('sets a line to an exact quantity, down as well as up, within the stock', async () => {
    const { token } = await newCustomer(t.app, 'demo', 0);
    const [a] = inStock();
    const set = (product_id: number, quantity: number) =>
      call(t.app, DEMO, token, { method: 'POST', url: '/v1/catalog/products/setcartquantity', payload: { product_id, quantity } });
    await call(t.app, DEMO, token, { method: 'POST', url: '/v1/catalog/products/addtocart', payload: { product_id: a!.id, quantity: 3 } });
    const lowered = await set(a!.id, 1);
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json<Cart>()).toMatchObject({ total_items: 1, total_points: a!.points });
    expect((await set(a!.id, a!.stock + 1)).statusCode).toBe(409);
    expect((await set(a!.id, 0)).statusCode).toBe(400);
    const soldOut = products.find((p) => p.stock === 0)!;
    expect((await set(soldOut.id, 1)).statusCode).toBe(409);
    const cart = (await call(t.app, DEMO, token, { method: 'GET', url: '/v1/catalog/cart' })).json<Cart>();
    expect(cart.data).toEqual([expect.objectContaining({ product_id: a!.id, quantity: 1 })]);
  });

  it('refuses sold-out prizes and more pieces than in stock (409)', async () => {
    const { token } = await newCustomer(t.app, 'demo', 0);
    const soldOut = products.find((p) => p.stock === 0)!;
    const last = products.find((p) => p.stock === 1 && p.available)!;
    const add = (product_id: number, quantity = 1) =>
      call(t.app, DEMO, token, { method: 'POST', url: '/v1/catalog/products/addtocart', payload: { product_id, quantity } });
    const res = await add(soldOut.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toBe(`Il premio "${soldOut.name}" non è più disponibile`);
    expect((await add(last.id)).statusCode).toBe(200);
    expect((await add(last.id)).statusCode).toBe(409);
    expect((await add(last.id, 100)).statusCode).toBe(400);
  });
});
