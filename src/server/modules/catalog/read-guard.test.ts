import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../test/auth-helpers.js';
import { signAccessToken } from '../customers/tokens.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { call, DEMO, newCustomer } from './test-helpers.js';

/**
 * The catalogue's reads may reuse a customer's row for a second in one process
 * (authenticateActiveRead, userRowTtlMs); everything else reads it fresh. A change to the account
 * made anywhere reaches the catalogue's reads once that second has passed.
 */

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now, userRowTtlMs: 1000 });
});
afterAll(() => t.close());

/** A customer whose token is issued on the test clock, as a sign-in at that moment would issue it. */
async function customer(): Promise<{ id: number; token: string }> {
  const { id } = await newCustomer(t.app, 'demo', 0);
  return { id, token: await signAccessToken(await t.app.jwtKey(), id, 'demo', clock.now()) };
}

const listing = (token: string) => call(t.app, DEMO, token, { method: 'GET', url: '/v1/catalog/products' });
const cart = (token: string) => call(t.app, DEMO, token, { method: 'GET', url: '/v1/catalog/cart' });

describe('the catalogue’s reads of the signed-in customer', () => {
  it('see points switched off within a second, while routes that read the row fresh see it at once', async () => {
    const { id, token } = await customer();
    expect((await listing(token)).statusCode).toBe(200);
    await t.app.db.updateTable('users').set({ points_enabled: 0 }).where('id', '=', id).execute();
    expect((await cart(token)).statusCode).toBe(403);
    expect((await listing(token)).statusCode).toBe(200);
    clock.advance(1001);
    const refused = await listing(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Il catalogo premi non è abilitato per il tuo account' });
  });

  it('end a session ended elsewhere (password reset) once the second has passed', async () => {
    const { id, token } = await customer();
    clock.advance(1000);
    expect((await listing(token)).statusCode).toBe(200);
    await t.app.db.updateTable('users').set({ tokens_valid_after: clock.now().toISOString() }).where('id', '=', id).execute();
    expect((await cart(token)).statusCode).toBe(401);
    clock.advance(1001);
    expect((await listing(token)).statusCode).toBe(401);
  });

  it('read a fresh row on every request when the reuse is off', async () => {
    const fresh = await t.anotherProcess({ clock: clock.now, userRowTtlMs: 0 });
    const { id, token } = await customer();
    expect((await call(fresh, DEMO, token, { method: 'GET', url: '/v1/catalog/products' })).statusCode).toBe(200);
    await t.app.db.updateTable('users').set({ active: 0 }).where('id', '=', id).execute();
    expect((await call(fresh, DEMO, token, { method: 'GET', url: '/v1/catalog/products' })).statusCode).toBe(403);
  });
});
