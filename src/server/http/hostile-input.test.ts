import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '../../shared/control-characters.js';
import { PASSWORD_POLICY_MESSAGE } from '../../shared/password-policy.js';
import { nextIp } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-app.js';
import { call, DEMO, NEW_ADDRESS, newCustomer, tokenFor, userId } from '../modules/catalog/test-helpers.js';

/**
 * What an outside security test sent: integers beyond 32 bits and strings with NUL bytes. They
 * must stop at the schema with a 400 in the `{error}` shape, never reach the database (where
 * PostgreSQL refuses them and the API answered 500).
 */
let t: TestApp;
let token: string;
/** DEMO0001, whose profile is complete: a profile update fails only for what it sends. */
let profileToken: string;
let productId: number;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await newCustomer(t.app, 'demo', 50_000)).token;
  profileToken = await tokenFor(t.app, 'demo', await userId(t.app, 'demo', 'DEMO0001'));
  productId = (
    await t.app.db
      .selectFrom('products')
      .select('id')
      .where('tenant_alias', '=', 'demo')
      .where('available', '=', 1)
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const TOO_BIG = 'Il valore deve essere al massimo 2147483647';

/** A 400 in the API's error shape whose details name `field` with `message`. */
function expectRefused(res: LightMyRequestResponse, field: string, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<{ error: string; details?: { field: string; message: string }[] }>();
  expect(typeof body.error).toBe('string');
  expect(body.details).toContainEqual({ field, message });
}

const get = (url: string) => call(t.app, DEMO, token, { method: 'GET', url });
const post = (url: string, payload: object) => call(t.app, DEMO, token, { method: 'POST', url, payload, remoteAddress: nextIp() });
const updateProfile = (payload: object) => call(t.app, DEMO, profileToken, { method: 'POST', url: '/v1/auth/me', payload });
const anonymous = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { host: DEMO }, remoteAddress: nextIp() });

describe('integers beyond 32 bits', () => {
  it('category_id=2147483648 in the catalogue answers 400', async () => {
    expectRefused(await get('/v1/catalog/products?category_id=2147483648'), 'category_id', TOO_BIG);
  });

  it('/v1/catalog/products/2147483648 answers 400', async () => {
    expectRefused(await get('/v1/catalog/products/2147483648'), 'id', TOO_BIG);
  });

  it('product_id 2147483648 in addtocart answers 400', async () => {
    expectRefused(await post('/v1/catalog/products/addtocart', { product_id: 2147483648 }), 'product_id', TOO_BIG);
  });

  it('pointsTo with 20 digits answers 400', async () => {
    expectRefused(await get('/v1/catalog/products?pointsTo=99999999999999999999'), 'pointsTo', TOO_BIG);
  });

  it('select_address 2147483648 at checkout answers 400, as a number or as multipart text', async () => {
    const { token: buyer } = await newCustomer(t.app, 'demo', 50_000);
    expect(
      (await call(t.app, DEMO, buyer, { method: 'POST', url: '/v1/catalog/products/addtocart', payload: { product_id: productId } }))
        .statusCode,
    ).toBe(200);
    for (const select_address of [2147483648, '2147483648']) {
      const res = await call(t.app, DEMO, buyer, {
        method: 'POST',
        url: '/v1/catalog/checkout',
        payload: { ...NEW_ADDRESS, select_address },
      });
      expectRefused(res, 'select_address', TOO_BIG);
    }
  });
});

describe('strings with control characters', () => {
  it('a NUL in the user code at sign-in answers 400', async () => {
    expectRefused(
      await anonymous('/v1/auth/signin', { username: 'DEMO\u00000001', password: 'Demo!2025x' }),
      'username',
      CONTROL_CHARACTERS_MESSAGE,
    );
  });

  it('a NUL in the user code of a password recovery answers 400', async () => {
    expectRefused(await anonymous('/v1/auth/forgot/recovery', { username: 'DEMO0001\u0000' }), 'username', CONTROL_CHARACTERS_MESSAGE);
  });

  it('a NUL in a profile field answers 400 under that field', async () => {
    expectRefused(await updateProfile({ firstname: 'Ma\u0000rio' }), 'firstname', CONTROL_CHARACTERS_MESSAGE);
  });

  it("a NUL in a field only the tenant's profile form declares answers 400 under that field", async () => {
    expectRefused(await updateProfile({ company: 'Bar\u0007 Sport' }), 'company', CONTROL_CHARACTERS_MESSAGE);
  });

  it('a NUL in the contact message answers 400; tabs and line breaks are welcome', async () => {
    expectRefused(
      await post('/v1/contact', { topic: 'punti', message: 'Buongiorno,\u0000 vorrei sapere' }),
      'message',
      CONTROL_CHARACTERS_MESSAGE,
    );
    const ok = await post('/v1/contact', { topic: 'punti', message: 'Buongiorno,\r\n\tvorrei sapere quando arrivano i punti.' });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('a NUL in the catalogue group filter answers 400', async () => {
    expectRefused(await get('/v1/catalog/products?group=%00'), 'group', CONTROL_CHARACTERS_MESSAGE);
  });

  it('a NUL in an initiative slug answers 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/initiatives/promo%00natale', headers: { host: DEMO } });
    expectRefused(res, 'slug', CONTROL_CHARACTERS_MESSAGE);
  });
});

describe('password policy', () => {
  // Tab is allowed in text (multi-line fields) but not in a password: the policy itself refuses it.
  it('a new password with a control character is refused with the policy message', async () => {
    const { token: owner } = await newCustomer(t.app, 'demo', 0);
    const res = await call(t.app, DEMO, owner, {
      method: 'POST',
      url: '/v1/auth/me/changepassword',
      payload: { old: 'x', new: 'Demo!2025\tx', confirm: 'Demo!2025\tx' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ details: { field: string; message: string }[] }>().details).toContainEqual({
      field: 'new',
      message: PASSWORD_POLICY_MESSAGE,
    });
  });
});
