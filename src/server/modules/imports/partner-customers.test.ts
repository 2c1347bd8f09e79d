import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { partnerCall, partnerKey } from '../../test/partner-helpers.js';

let t: TestApp;
let key: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ key } = await partnerKey(t.app, 'demo', ['customers:write']));
});
afterAll(() => t.close());

const PASSWORD = 'Prima!Pass2026';
const send = (customers: object[]) => partnerCall(t.app, key, 'POST', '/v1/partner/customers', { customers });

describe('POST /v1/partner/customers', () => {
  it('creates a batch of 1,000 with a report row per customer: new created, an existing one with nothing new unchanged, bad rows rejected with the CSV import’s reasons', async () => {
    const customers: Record<string, unknown>[] = Array.from({ length: 1000 }, (_, i) => ({
      user_code: `api${String(i).padStart(4, '0')}`,
      password: PASSWORD,
      firstname: 'Anna',
      email: `anna${i}@neri.example`,
      points_enabled: i % 2 === 0,
    }));
    customers[3] = { user_code: 'DEMO0001', password: PASSWORD }; // seeded already
    customers[10] = { ...customers[10], email: 'anna@' };
    customers[20] = { ...customers[20], password: 'corta' };
    customers[30] = { ...customers[30], user_code: 'API 0030' };
    customers[40] = { ...customers[40], user_code: 'api0041' }; // repeats row 41's code, which comes later: the first wins
    const res = await send(customers);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ received: 1000, created: 995, updated: 0, unchanged: 1, rejected: 4 });
    expect(report.rows).toHaveLength(1000);
    expect(report.rows[0]).toEqual({ index: 0, user_code: 'API0000', outcome: 'created', reason: null, changed: [], kept: [] });
    expect(report.rows[3]).toEqual({ index: 3, user_code: 'DEMO0001', outcome: 'unchanged', reason: null, changed: [], kept: [] });
    expect(report.rows[10]).toMatchObject({ outcome: 'rejected', reason: 'email: "anna@" non è un indirizzo valido' });
    expect(report.rows[20]).toMatchObject({ outcome: 'rejected', reason: expect.stringMatching(/^password: /) });
    expect(report.rows[30]).toMatchObject({ outcome: 'rejected', reason: expect.stringMatching(/contiene spazi/) });
    expect(report.rows[41]).toMatchObject({ outcome: 'rejected', reason: 'user_code ripetuto: già alla riga 40 (vale solo la prima)' });

    const stored = await t.app.db
      .selectFrom('users')
      .select(['username', 'active', 'points_enabled', 'email'])
      .where('tenant_alias', '=', 'demo')
      .where('username', 'like', 'API%')
      .execute();
    expect(stored).toHaveLength(995);
    expect(stored.find((u) => u.username === 'API0002')).toEqual({
      username: 'API0002',
      active: 0,
      points_enabled: 1,
      email: 'anna2@neri.example',
    });

    // Sent again, the same batch creates nothing and changes nobody.
    const again = (await send(customers)).json();
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 996, rejected: 4 });
    const audit = await t.app.db.selectFrom('audit_log').select(['after_json', 'role']).where('action', '=', 'partner.customers').execute();
    expect(audit.map((a) => [a.role, JSON.parse(a.after_json!)])).toEqual([
      ['partner', { received: 1000, created: 995, updated: 0, unchanged: 1, rejected: 4 }],
      ['partner', { received: 1000, created: 0, updated: 0, unchanged: 996, rejected: 4 }],
    ]);
  });

  it('refuses more than 1,000 customers, and extra fields the initiative does not have', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => ({ user_code: `MANY${i}`, password: PASSWORD }));
    expect((await send(many)).statusCode).toBe(400);
    const res = await send([{ user_code: 'EXTRA1', password: PASSWORD, extra: { scarpe: '42' } }]);
    expect(res.json().rows[0]).toMatchObject({ outcome: 'rejected', reason: "extra: campi non previsti dall'iniziativa: scarpe" });
  });
});
