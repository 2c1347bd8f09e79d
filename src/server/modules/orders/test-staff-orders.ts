import type { FastifyInstance } from 'fastify';
import { call, DEMO, NEW_ADDRESS, newCustomer } from '../catalog/test-helpers.js';

/** Orders placed as a customer does, for the console's order tests (not a test file itself). */

export interface PlacedOrder {
  orderNumber: string;
  userId: number;
  customerToken: string;
  username: string;
  email: string;
  points: number;
}

/** A prize of demo with stock to spare. */
export function demoPrize(app: FastifyInstance) {
  return app.db
    .selectFrom('products')
    .select(['id', 'code', 'name', 'points', 'stock'])
    .where('tenant_alias', '=', 'demo')
    .where('available', '=', 1)
    .where('stock', '>=', 20)
    .orderBy('points')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

/** A new customer of demo orders `quantity` of `productId` through the checkout, spending all their points. */
export async function placeOrder(app: FastifyInstance, productId: number, quantity = 1): Promise<PlacedOrder> {
  const product = await app.db.selectFrom('products').select('points').where('id', '=', productId).executeTakeFirstOrThrow();
  const points = product.points * quantity;
  const { id, token } = await newCustomer(app, 'demo', points);
  const add = await call(app, DEMO, token, {
    method: 'POST',
    url: '/v1/catalog/products/addtocart',
    payload: { product_id: productId, quantity },
  });
  if (add.statusCode !== 200) throw new Error(`addtocart: ${add.body}`);
  const res = await call(app, DEMO, token, { method: 'POST', url: '/v1/catalog/checkout', payload: NEW_ADDRESS });
  if (res.statusCode !== 200) throw new Error(`checkout: ${res.body}`);
  const user = await app.db.selectFrom('users').select(['username', 'email']).where('id', '=', id).executeTakeFirstOrThrow();
  return {
    orderNumber: res.json<{ order_number: string }>().order_number,
    userId: id,
    customerToken: token,
    username: user.username,
    email: user.email!,
    points,
  };
}
