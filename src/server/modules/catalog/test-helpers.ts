import { acceptAtSignup } from '../regolamento/service.js';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { signAccessToken } from '../customers/tokens.js';
import { credit } from '../points/service.js';
import { balanceOf } from '../points/service.js';

/** Test helpers of the catalogue suites (not a test file itself). */

export const DEMO = 'demo.localhost';
export const AURORA = 'aurora.localhost';

export async function tokenFor(app: FastifyInstance, tenant: string, userId: number): Promise<string> {
  return signAccessToken(await app.jwtKey(), userId, tenant, new Date());
}

export async function userId(app: FastifyInstance, tenant: string, username: string): Promise<number> {
  const row = await app.db
    .selectFrom('users')
    .select('id')
    .where('tenant_alias', '=', tenant)
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

let serial = 0;

/** An active customer with points_enabled and `points` points; returns id and bearer token. */
export async function newCustomer(app: FastifyInstance, tenant: string, points: number): Promise<{ id: number; token: string }> {
  serial += 1;
  const now = new Date().toISOString();
  const user = await app.db
    .insertInto('users')
    .values({
      tenant_alias: tenant,
      username: `T${process.pid}X${serial}`,
      password_hash: null,
      active: 1,
      points_enabled: 1,
      firstname: 'Luca',
      lastname: 'Verdi',
      email: `cliente${serial}@negozio.example`,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (points > 0) await credit(app.db, { tenantAlias: tenant, userId: user.id, amount: points, reason: 'Saldo di prova' });
  // A registered customer accepted the regolamento in force (the demo tenants have one).
  await acceptAtSignup(app.db, { tenantAlias: tenant, userId: user.id, address: null, now: new Date() });
  return { id: user.id, token: await tokenFor(app, tenant, user.id) };
}

/** app.inject with the tenant's host and the bearer token. */
export function call(app: FastifyInstance, host: string, token: string | null, options: InjectOptions) {
  return app.inject({ ...options, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers } });
}

/** Balance, the debits (oldest first) and orders of a customer, their cart and the stock: what a failed checkout must leave alone. */
export async function snapshot(app: FastifyInstance, user: number) {
  const [balance, ledger, orders, cart, stock] = await Promise.all([
    balanceOf(app.db, user),
    app.db.selectFrom('points_ledger').select(['amount']).where('user_id', '=', user).where('kind', '=', 'debit').orderBy('id').execute(),
    app.db.selectFrom('orders').select('id').where('user_id', '=', user).execute(),
    app.db.selectFrom('cart_items').select(['product_id', 'quantity']).where('user_id', '=', user).orderBy('product_id').execute(),
    app.db.selectFrom('products').select(['id', 'stock']).orderBy('id').execute(),
  ]);
  return { balance, debits: ledger.map((r) => r.amount), orders: orders.length, cart, stock };
}

/** A valid new-address checkout form. */
export const NEW_ADDRESS = {
  firstname: 'Anna',
  lastname: 'Ferri',
  address: 'Corso Vittorio Emanuele II',
  address_number: '45',
  district: 'TO',
  city: 'Torino',
  zipcode: '10123',
  phone: '011 456 7890',
  repeatphone: '011 456 7890',
  notes: 'Insegna "Tabacchi Ferri", aperto 8–19',
  accept_rules_checkout: 1,
};
