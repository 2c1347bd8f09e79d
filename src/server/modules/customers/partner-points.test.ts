import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { partnerCall, partnerKey } from '../../test/partner-helpers.js';
import { KEY_OTHER_TENANT, KEY_REFUSED, keyLacksScope } from '../apikeys/partner-guard.js';
import { revokeApiKey } from '../apikeys/service.js';
import { newCustomer } from '../catalog/test-helpers.js';
import { balanceOf } from '../points/service.js';
import { PARTNER_POINTS_MSG } from './partner-service.js';

const clock = testClock();
let t: TestApp;
let key: string;
let keyName: string;

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  ({ key, name: keyName } = await partnerKey(t.app));
});
afterAll(() => t.close());

/** A fresh demo customer with `points` and their user code. */
async function customer(points: number) {
  const { id } = await newCustomer(t.app, 'demo', points);
  const { username } = await t.app.db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, code: username };
}

const move = (body: object, withKey = key, host?: string) => partnerCall(t.app, withKey, 'POST', '/v1/partner/points', body, host);

const ledgerRows = (ref: string) =>
  t.app.db
    .selectFrom('points_ledger')
    .select(['id', 'amount'])
    .where('tenant_alias', '=', 'demo')
    .where('external_ref', '=', ref)
    .execute();

describe('POST /v1/partner/points: who may call', () => {
  it('refuses a key of another tenant on this tenant’s host, a key without points:write, an expired and a revoked key', async () => {
    const { code } = await customer(0);
    const body = { user_code: code, delta: 10, reason: 'Prova accesso', external_id: 'acc-1' };
    const aurora = await partnerKey(t.app, 'aurora');
    const reader = await partnerKey(t.app, 'demo', ['orders:read']);
    const expiring = await partnerKey(t.app, 'demo', ['points:write'], new Date(clock.now().getTime() + 60_000));
    const revoked = await partnerKey(t.app, 'demo', ['points:write']);
    await revokeApiKey(t.app.db, 'demo', revoked.name, { actor: 'test', role: 'cli', address: null }, clock.now());
    clock.advance(60_000);

    const answers = await Promise.all([
      move(body, aurora.key, 'demo.localhost'),
      move(body, reader.key),
      move(body, expiring.key),
      move(body, revoked.key),
      t.app.inject({ method: 'POST', url: '/v1/partner/points', payload: { nonsense: true }, headers: { host: 'localhost' } }),
    ]);
    expect(answers.map((r) => [r.statusCode, r.json().error])).toEqual([
      [403, KEY_OTHER_TENANT],
      [403, keyLacksScope('points:write')],
      [401, KEY_REFUSED],
      [401, KEY_REFUSED],
      [401, KEY_REFUSED],
    ]);
    expect(await ledgerRows('partner:acc-1')).toEqual([]);
    // The same aurora key on its own tenant's host reaches aurora, where the demo code is unknown.
    expect((await move(body, aurora.key, 'aurora.localhost')).statusCode).toBe(404);
  });
});

describe('POST /v1/partner/points: movements', () => {
  it('credits once per external_id: the same again answers the first movement, changes nothing and says duplicate', async () => {
    const { id, code } = await customer(0);
    const body = { user_code: code.toLowerCase(), delta: 250, reason: 'Acquisti di marzo', external_id: 'erp-0001' };
    const first = await move(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ balance: 250, movement_id: expect.any(Number), duplicate: false });
    const again = await move(body);
    expect(again.json()).toEqual({ balance: 250, movement_id: first.json().movement_id, duplicate: true });
    expect(await ledgerRows('partner:erp-0001')).toEqual([{ id: first.json().movement_id, amount: 250 }]);
    expect(await balanceOf(t.app.db, id)).toBe(250);

    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'partner.points')
      .where('target', '=', 'erp-0001')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: `apikey:${keyName}`, role: 'partner', tenant_alias: 'demo' });
  });

  it('answers 409 for an external_id already used for another customer or amount', async () => {
    const a = await customer(0);
    const b = await customer(0);
    expect((await move({ user_code: a.code, delta: 5, reason: 'Bonus', external_id: 'erp-x' })).statusCode).toBe(200);
    for (const body of [
      { user_code: b.code, delta: 5, reason: 'Bonus', external_id: 'erp-x' },
      { user_code: a.code, delta: 6, reason: 'Bonus', external_id: 'erp-x' },
    ]) {
      const res = await move(body);
      expect([res.statusCode, res.json().error]).toEqual([409, PARTNER_POINTS_MSG.otherMovement('erp-x')]);
    }
    expect(await balanceOf(t.app.db, b.id)).toBe(0);
  });

  it('never takes a balance below zero: the debit that would is 409 in Italian and writes nothing', async () => {
    const { id, code } = await customer(100);
    const over = await move({ user_code: code, delta: -101, reason: 'Reso', external_id: 'deb-1' });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatch(/^Saldo insufficiente: il cliente ha 100 punti/);
    expect(await ledgerRows('partner:deb-1')).toEqual([]);
    const exact = await move({ user_code: code, delta: -100, reason: 'Reso', external_id: 'deb-2' });
    expect(exact.json()).toMatchObject({ balance: 0, duplicate: false });
    expect(await balanceOf(t.app.db, id)).toBe(0);
  });

  it('writes one movement for concurrent duplicates, and concurrent debits never overdraw', async () => {
    const { id, code } = await customer(100);
    const same = { user_code: code, delta: 40, reason: 'Premio fedeltà', external_id: 'conc-1' };
    const answers = (await Promise.all(Array.from({ length: 8 }, () => move(same)))).map((r) => r.json());
    expect(answers.filter((a) => a.duplicate === false)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.movement_id)).size).toBe(1);
    expect(await ledgerRows('partner:conc-1')).toHaveLength(1);
    expect(await balanceOf(t.app.db, id)).toBe(140);

    const debits = await Promise.all(
      Array.from({ length: 5 }, (_, i) => move({ user_code: code, delta: -30, reason: 'Addebito', external_id: `conc-d${i}` })),
    );
    expect(debits.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 409]);
    expect(await balanceOf(t.app.db, id)).toBe(20);
  });

  it('answers 404 for an unknown customer and 400 for a zero delta or a short reason', async () => {
    expect((await move({ user_code: 'NESSUNO', delta: 5, reason: 'Bonus', external_id: 'u-1' })).statusCode).toBe(404);
    const { code } = await customer(0);
    expect((await move({ user_code: code, delta: 0, reason: 'Bonus', external_id: 'u-2' })).statusCode).toBe(400);
    expect((await move({ user_code: code, delta: 5, reason: '  a ', external_id: 'u-3' })).statusCode).toBe(400);
  });
});
