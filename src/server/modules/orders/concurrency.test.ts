import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createDatabase, type DatabaseHandle } from '../../db/database.js';
import { loadEnv } from '../../env.js';
import { PROJECT_ROOT } from '../../paths.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { call, DEMO, NEW_ADDRESS, newCustomer, snapshot } from '../catalog/test-helpers.js';

/**
 * Exactly-once redemption under concurrency. Requests are split across two app instances with
 * their own connection to the same database (two SQLite connections on one file, or two
 * PostgreSQL pools): the database is the only thing they share, as with several processes.
 */
let t: TestApp;
let second: { app: FastifyInstance; handle: DatabaseHandle };
let product: { id: number; points: number; name: string };

beforeAll(async () => {
  t = await buildTestApp();
  const description = t.database.description;
  const handle =
    t.database.dialect === 'sqlite'
      ? createDatabase({ dataDir: path.dirname(description), sqliteFile: path.basename(description) })
      : createDatabase({ databaseUrl: description, dataDir: os.tmpdir(), poolSize: 4 });
  const app = await buildApp({
    env: { ...loadEnv({ NODE_ENV: 'test' }), DATA_DIR: t.dataDir },
    database: handle,
    tenantsDir: path.join(PROJECT_ROOT, 'tenants'),
    distDir: path.join(os.tmpdir(), 'premia-no-dist'),
    logger: false,
    overridesTtlMs: 0,
  });
  second = { app, handle };
  product = await t.app.db
    .selectFrom('products')
    .select(['id', 'points', 'name'])
    .where('tenant_alias', '=', 'demo')
    .where('available', '=', 1)
    .where('stock', '>=', 3)
    .orderBy('points', 'desc')
    .executeTakeFirstOrThrow();
});
afterAll(async () => {
  await second.app.close();
  await second.handle.destroy();
  await t.close();
});

/** Every other request goes to the second instance. */
const appFor = (i: number) => (i % 2 === 0 ? t.app : second.app);
const checkout = (i: number, token: string, headers: Record<string, string> = {}, payload: object = NEW_ADDRESS) =>
  call(appFor(i), DEMO, token, { method: 'POST', url: '/v1/catalog/checkout', payload, headers });
const addToCart = (i: number, token: string, productId: number) =>
  call(appFor(i), DEMO, token, { method: 'POST', url: '/v1/catalog/products/addtocart', payload: { product_id: productId, quantity: 1 } });

/** The running balance over the ledger in insertion order never dips below zero. */
async function lowestRunningBalance(userId: number): Promise<number> {
  const rows = await t.app.db.selectFrom('points_ledger').select('amount').where('user_id', '=', userId).orderBy('id').execute();
  let balance = 0;
  let lowest = 0;
  for (const r of rows) {
    balance += r.amount;
    lowest = Math.min(lowest, balance);
  }
  return lowest;
}

describe('concurrent checkouts', () => {
  it('50 checkouts (with cart refills racing them) of a customer whose points cover one order: exactly one order', async () => {
    const { id, token } = await newCustomer(t.app, 'demo', product.points);
    expect((await addToCart(0, token, product.id)).statusCode).toBe(200);
    const requests = Array.from({ length: 50 }, (_, i) => checkout(i, token));
    // Refills: after the first order the cart is full again, so later checkouts meet the balance check, not just an empty cart.
    const refills = Array.from({ length: 20 }, (_, i) => addToCart(i, token, product.id));
    const answers = await Promise.all(requests);
    await Promise.all(refills);
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 400 || c === 422)).toBe(true);
    const after = await snapshot(t.app, id);
    expect(after.orders).toBe(1);
    expect(after.balance).toBe(0);
    expect(after.debits).toEqual([-product.points]);
    expect(await lowestRunningBalance(id)).toBe(0);
  });

  it('a double click (two checkouts at once) makes one order', async () => {
    const { id, token } = await newCustomer(t.app, 'demo', 100_000);
    await addToCart(0, token, product.id);
    const [a, b] = await Promise.all([checkout(0, token), checkout(1, token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect((await snapshot(t.app, id)).orders).toBe(1);
  });

  it('the last piece with many buyers: one order, stock never negative', async () => {
    const last = await t.app.db
      .selectFrom('products')
      .select(['id', 'name'])
      .where('tenant_alias', '=', 'demo')
      .where('available', '=', 1)
      .where('id', '!=', product.id)
      .orderBy('points')
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('products').set({ stock: 1 }).where('id', '=', last.id).execute();
    const buyers = [];
    for (let i = 0; i < 16; i++) {
      const buyer = await newCustomer(t.app, 'demo', 100_000);
      expect((await addToCart(i, buyer.token, last.id)).statusCode).toBe(200);
      buyers.push(buyer);
    }
    const answers = await Promise.all(buyers.map((b, i) => checkout(i, b.token)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({ error: `Il premio "${last.name}" non è più disponibile` });
    const stock = await t.app.db.selectFrom('products').select('stock').where('id', '=', last.id).executeTakeFirstOrThrow();
    expect(stock.stock).toBe(0);
    const orders = await t.app.db.selectFrom('order_items').select('order_id').where('product_id', '=', last.id).execute();
    expect(orders).toHaveLength(1);
    // The losers keep their points and their cart.
    for (const b of buyers) {
      const s = await snapshot(t.app, b.id);
      const spent = s.orders
        ? (await t.app.db.selectFrom('orders').select('total_points').where('user_id', '=', b.id).executeTakeFirstOrThrow()).total_points
        : 0;
      expect(s.balance).toBe(100_000 - spent);
      expect(s.cart).toHaveLength(s.orders ? 0 : 1);
    }
  });

  it('the same Idempotency-Key 10 times in parallel: one order, identical answers', async () => {
    const { id, token } = await newCustomer(t.app, 'demo', 100_000);
    await addToCart(0, token, product.id);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => checkout(i, token, { 'idempotency-key': 'double-click-1' })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    const after = await snapshot(t.app, id);
    expect(after.orders).toBe(1);
    expect(after.balance).toBe(100_000 - product.points);
    expect(after.debits).toEqual([-product.points]);
  });
});
