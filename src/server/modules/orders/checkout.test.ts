import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { call, DEMO, NEW_ADDRESS, newCustomer, snapshot, tokenFor, userId } from '../catalog/test-helpers.js';

interface OrderBody {
  id: number;
  order_number: string;
  status: string;
  points: number;
  items: { product_id: number; quantity: number; name: string }[];
  shipping: Record<string, string>;
}

let t: TestApp;
let cheap: { id: number; points: number; stock: number; name: string }[];

beforeAll(async () => {
  t = await buildTestApp();
  cheap = await t.app.db
    .selectFrom('products')
    .select(['id', 'points', 'stock', 'name'])
    .where('tenant_alias', '=', 'demo')
    .where('available', '=', 1)
    .where('stock', '>=', 5)
    .orderBy('points')
    .limit(4)
    .execute();
});
afterAll(() => t.close());

async function addToCart(token: string, productId: number, quantity = 1) {
  const res = await call(t.app, DEMO, token, {
    method: 'POST',
    url: '/v1/catalog/products/addtocart',
    payload: { product_id: productId, quantity },
  });
  expect(res.statusCode).toBe(200);
}
const checkout = (token: string, payload: object = NEW_ADDRESS, headers: Record<string, string> = {}) =>
  call(t.app, DEMO, token, { method: 'POST', url: '/v1/catalog/checkout', payload, headers });

describe('POST /v1/catalog/checkout', () => {
  it('orders the cart: points, stock, cart, order history, ledger, address and mail', async () => {
    const token = await tokenFor(t.app, 'demo', await userId(t.app, 'demo', 'DEMO0001'));
    const user = await userId(t.app, 'demo', 'DEMO0001');
    const [a, b] = cheap;
    await addToCart(token, a!.id, 2);
    await addToCart(token, b!.id);
    const before = await snapshot(t.app, user);
    const addressesBefore = await t.app.db.selectFrom('addresses').select('id').where('user_id', '=', user).execute();

    const res = await checkout(token);
    expect(res.statusCode).toBe(200);
    const order = res.json<OrderBody>();
    const total = a!.points * 2 + b!.points;
    expect(order).toMatchObject({
      status: 'ricevuto',
      points: total,
      shipping: expect.objectContaining({ city: 'Torino', zipcode: '10123' }),
    });
    expect(order.order_number).toMatch(/^DEMO-\d{4}-\d{6}$/);

    const after = await snapshot(t.app, user);
    expect(after.balance).toBe(before.balance - total);
    // One debit of exactly the order's points, and no other movement.
    expect(after.debits.slice(before.debits.length)).toEqual([-total]);
    expect(after.cart).toEqual([]);
    const stockOf = (s: typeof after, id: number) => s.stock.find((p) => p.id === id)!.stock;
    expect(stockOf(after, a!.id)).toBe(stockOf(before, a!.id) - 2);
    expect(stockOf(after, b!.id)).toBe(stockOf(before, b!.id) - 1);

    const orders = (await call(t.app, DEMO, token, { method: 'GET', url: '/v1/catalog/orders?page=1' })).json<{
      data: OrderBody[];
      total: number;
      last_page: number;
    }>();
    expect(orders.data[0]).toEqual(order);
    expect(orders).toMatchObject({ total: 1, last_page: 1 });

    const points = (await call(t.app, DEMO, token, { method: 'GET', url: '/v1/points' })).json<{
      balance: number;
      data: { amount: number; kind: string; reason: string; order_number: string | null }[];
    }>();
    expect(points.balance).toBe(after.balance);
    expect(points.data[0]).toMatchObject({
      amount: -total,
      kind: 'debit',
      reason: `Ordine ${order.order_number}`,
      order_number: order.order_number,
    });

    const addresses = await t.app.db.selectFrom('addresses').selectAll().where('user_id', '=', user).execute();
    expect(addresses).toHaveLength(addressesBefore.length + 1);
    expect(addresses.at(-1)).toMatchObject({ name: 'Anna', surname: 'Ferri', city: 'Torino' });

    const mails = await outbox(t);
    const mail = mails.find((m) => m.name.includes('-order-'));
    expect(mail?.text).toContain(order.order_number);
    expect(mail?.text).toContain('marco.bianchi@ferramenta-bianchi.example');
  });

  it('ships to a saved address chosen by id', async () => {
    const { id, token } = await newCustomer(t.app, 'demo', 50_000);
    await addToCart(token, cheap[0]!.id);
    await checkout(token);
    const saved = await t.app.db.selectFrom('addresses').select('id').where('user_id', '=', id).executeTakeFirstOrThrow();
    await addToCart(token, cheap[1]!.id);
    const res = await checkout(token, { select_address: String(saved.id), accept_rules_checkout: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.json<OrderBody>().shipping).toMatchObject({ firstname: 'Anna', address: 'Corso Vittorio Emanuele II' });
    expect(await t.app.db.selectFrom('addresses').select('id').where('user_id', '=', id).execute()).toHaveLength(1);
  });

  it("refuses another customer's saved address and an invalid form, in Italian", async () => {
    const { token } = await newCustomer(t.app, 'demo', 50_000);
    await addToCart(token, cheap[0]!.id);
    const other = await t.app.db.selectFrom('addresses').select('id').executeTakeFirstOrThrow();
    expect((await checkout(token, { select_address: other.id, accept_rules_checkout: 1 })).statusCode).toBe(400);
    const res = await checkout(token, { ...NEW_ADDRESS, zipcode: '1012', repeatphone: '011 000', accept_rules_checkout: 0, city: '' });
    expect(res.statusCode).toBe(400);
    const details = res.json<{ details: { field: string; message: string }[] }>().details;
    expect(details).toEqual(
      expect.arrayContaining([
        { field: 'zipcode', message: 'Formato non valido' },
        { field: 'repeatphone', message: 'I numeri di telefono devono coincidere' },
        { field: 'accept_rules_checkout', message: 'CAMPO OBBLIGATORIO' },
        { field: 'city', message: 'CAMPO OBBLIGATORIO' },
      ]),
    );
  });

  it('refuses overspending with 422 and changes nothing', async () => {
    const { id, token } = await newCustomer(t.app, 'demo', cheap[0]!.points);
    await addToCart(token, cheap[0]!.id);
    await addToCart(token, cheap[1]!.id);
    const before = await snapshot(t.app, id);
    const res = await checkout(token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: "Punti insufficienti per completare l'ordine" });
    expect(await snapshot(t.app, id)).toEqual(before);
  });

  it('refuses a prize sold out since it was put in the cart (409) and changes nothing', async () => {
    const { id, token } = await newCustomer(t.app, 'demo', 100_000);
    const [a, b] = cheap;
    await addToCart(token, a!.id);
    await addToCart(token, b!.id);
    // Someone else bought the last pieces of b meanwhile.
    await t.app.db.updateTable('products').set({ stock: 0 }).where('id', '=', b!.id).execute();
    const before = await snapshot(t.app, id);
    const res = await checkout(token);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toBe(`Il premio "${b!.name}" non è più disponibile`);
    expect(await snapshot(t.app, id)).toEqual(before);
    await t.app.db.updateTable('products').set({ stock: b!.stock }).where('id', '=', b!.id).execute();
  });

  it('answers 400 for an empty cart', async () => {
    const { token } = await newCustomer(t.app, 'demo', 1000);
    const res = await checkout(token);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe('Il carrello è vuoto');
  });

  it('replays the same order for a retried Idempotency-Key and refuses it with another body', async () => {
    const { id, token } = await newCustomer(t.app, 'demo', 100_000);
    await addToCart(token, cheap[2]!.id);
    const first = await checkout(token, NEW_ADDRESS, { 'idempotency-key': 'k-123' });
    const again = await checkout(token, NEW_ADDRESS, { 'idempotency-key': 'k-123' });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    const other = await checkout(token, { ...NEW_ADDRESS, notes: 'altro' }, { 'idempotency-key': 'k-123' });
    expect(other.statusCode).toBe(422);
    expect(other.json<{ error: string }>().error).toMatch(/già stata usata/);
    expect((await snapshot(t.app, id)).orders).toBe(1);
  });

  it('shows the stock an order took on the very next listing (the listing memo is cleared)', async () => {
    const token = await tokenFor(t.app, 'demo', await userId(t.app, 'demo', 'DEMO0001'));
    const prize = cheap[3]!;
    const url = `/v1/catalog/products?pointsFrom=${prize.points}&pointsTo=${prize.points}`;
    const stockListed = async () =>
      (await call(t.app, DEMO, token, { method: 'GET', url }))
        .json<{ data: { id: number; stock: number }[] }>()
        .data.find((p) => p.id === prize.id)!.stock;
    const before = await stockListed();
    await addToCart(token, prize.id);
    expect((await checkout(token)).statusCode).toBe(200);
    expect(await stockListed()).toBe(before - 1);
  });
});
