import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, CONSOLE_HOST, nextIp, staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { newCustomer } from '../catalog/test-helpers.js';
import { multipart } from '../content/test-fixtures.js';
import { POOL_MSG } from './voucher-codes-service.js';
import { ROLE_FORBIDDEN } from '../../plugins/staff-guard.js';

/**
 * Voucher code pools, on the database the suite runs on (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL). The claims are split across two app instances with their own connections
 * to the same database, as customers on two server processes would send them.
 */
let t: TestApp;
let other: FastifyInstance;
let operator: string;

beforeAll(async () => {
  t = await buildTestApp();
  other = await t.anotherProcess();
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
});
afterAll(async () => {
  await other.close();
  await t.close();
});

async function newVoucher(alias = 'demo'): Promise<number> {
  const row = await t.app.db
    .insertInto('vouchers')
    .values({
      tenant_alias: alias,
      title: 'Buono carburante',
      description: 'Un pieno',
      body_html: '<p>Al distributore.</p>',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const codesUrl = (id: number, alias = 'demo') => `/v1/console/tenants/${alias}/vouchers/${id}/codes`;

function importCsv(id: number, csv: string, token = operator, alias = 'demo') {
  const form = multipart({}, [{ name: 'file', filename: 'codici.csv', contentType: 'text/csv', data: Buffer.from(csv) }]);
  return t.app.inject({
    method: 'POST',
    url: codesUrl(id, alias),
    payload: form.payload,
    headers: { host: CONSOLE_HOST, 'content-type': form.contentType, ...bearer(token) },
    remoteAddress: nextIp(),
  });
}

const claim = (app: FastifyInstance, id: number, token: string) =>
  app.inject({
    method: 'POST',
    url: `/v1/vouchers/${id}/code`,
    headers: { host: 'demo.localhost', ...bearer(token) },
    remoteAddress: nextIp(),
  });

describe('voucher code pools', { timeout: 60_000 }, () => {
  it('imports a CSV (repeats once, bad codes listed, audited); a customer gets one code, the same one again; an empty pool says so', async () => {
    const id = await newVoucher();
    const res = await importCsv(id, '\ufeffcode;note\r\nBENZ-001;a\r\nBENZ-002;\r\nBENZ-001;doppio\r\nCON SPAZIO;\r\n');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ total: 2, handedOut: 0, left: 2, added: 2, repeated: 1, refused: ['CON SPAZIO'], refusedTotal: 1 });
    // The same file again adds nothing: a code in the pool is never replaced nor given twice.
    expect((await importCsv(id, 'BENZ-002\nBENZ-003\n')).json()).toMatchObject({ total: 3, added: 1, repeated: 1 });
    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'voucher.codes').execute();
    expect(JSON.parse(audit.at(-1)!.after_json!)).toEqual({ righe: 2, aggiunti: 1, scartati: 0 });

    const a = await newCustomer(t.app, 'demo', 0);
    const first = await claim(t.app, id, a.token);
    expect([first.statusCode, first.json().code]).toEqual([200, 'BENZ-001']);
    expect((await claim(other, id, a.token)).json().code).toBe('BENZ-001');
    const seen = await t.app.inject({ method: 'GET', url: `/v1/vouchers/${id}`, headers: { host: 'demo.localhost', ...bearer(a.token) } });
    expect(seen.json().code).toBe('BENZ-001');

    for (const expected of ['BENZ-002', 'BENZ-003'])
      expect((await claim(t.app, id, (await newCustomer(t.app, 'demo', 0)).token)).json().code).toBe(expected);
    const late = await claim(t.app, id, (await newCustomer(t.app, 'demo', 0)).token);
    expect([late.statusCode, late.json().error]).toEqual([409, POOL_MSG.empty]);
    const counts = await t.app.inject({ method: 'GET', url: codesUrl(id), headers: { host: CONSOLE_HOST, ...bearer(operator) } });
    expect(counts.json()).toEqual({ total: 3, handedOut: 3, left: 0 });
  });

  it('hands each code to one customer only under concurrent claims: a pool of 5, 12 customers at once', async () => {
    const id = await newVoucher();
    await importCsv(id, ['code', 'P1', 'P2', 'P3', 'P4', 'P5'].join('\n'));
    const customers = await Promise.all(Array.from({ length: 12 }, () => newCustomer(t.app, 'demo', 0)));
    // Each customer twice (a double click), half on each process: 24 requests at once.
    const answers = await Promise.all(
      customers.flatMap((c, i) => [claim(i % 2 ? t.app : other, id, c.token), claim(i % 2 ? other : t.app, id, c.token)]),
    );
    const rows = await t.app.db.selectFrom('user_vouchers').select(['user_id', 'code']).where('voucher_id', '=', id).execute();
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.code))).toEqual(new Set(['P1', 'P2', 'P3', 'P4', 'P5']));
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(5);
    // A customer's two requests got the same code; the others were told the pool is empty.
    for (const [i, c] of customers.entries()) {
      const mine = rows.find((r) => r.user_id === c.id)?.code;
      const pair = [answers[2 * i]!, answers[2 * i + 1]!];
      if (mine) expect(pair.map((r) => r.json().code)).toEqual([mine, mine]);
      else
        expect(pair.map((r) => [r.statusCode, r.json().error])).toEqual([
          [409, POOL_MSG.empty],
          [409, POOL_MSG.empty],
        ]);
    }
    const pool = await t.app.db.selectFrom('voucher_codes').selectAll().where('voucher_id', '=', id).execute();
    expect(pool.every((p) => p.user_id !== null && rows.some((r) => r.user_id === p.user_id && r.code === p.code))).toBe(true);
  });

  it('is for operators of the tenant: support is refused, another tenant’s voucher is not found, a file without codes is said so', async () => {
    const id = await newVoucher('aurora');
    const support = (await staffSignIn(t.app, 'support@premia.example')).token;
    const mine = await newVoucher();
    expect((await importCsv(mine, 'X1\n', support)).json()).toEqual({ error: ROLE_FORBIDDEN });
    expect((await importCsv(id, 'X1\n')).statusCode).toBe(404);
    expect((await importCsv(mine, 'code\n\n')).json()).toMatchObject({ error: POOL_MSG.noCodes });
  });
});
