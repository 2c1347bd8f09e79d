import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { partnerCall, partnerKey } from '../../test/partner-helpers.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { newCustomer } from '../catalog/test-helpers.js';
import { adjust, balanceOf, credit } from '../points/service.js';
import { linesOfBatch, saleRef } from './service.js';

const clock = testClock(new Date('2026-04-10T09:00:00Z'));
let t: TestApp;
let key: string;

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  ({ key } = await partnerKey(t.app, 'demo', ['sales:write']));
});
afterAll(() => t.close());

async function customer(points = 0) {
  const { id } = await newCustomer(t.app, 'demo', points);
  const { username } = await t.app.db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, code: username };
}

const post = (body: object) => partnerCall(t.app, key, 'POST', '/v1/partner/sales', body);
const undo = (batchId: string) => partnerCall(t.app, key, 'DELETE', `/v1/partner/sales/${batchId}`);
const line = (code: string, extra: object = {}) => ({
  user_code: code,
  date: '2026-04-01',
  product_code: 'VITI-M8',
  quantity: 40,
  amount: 118.5,
  ...extra,
});

describe('POST /v1/partner/sales', () => {
  it('stores the good lines, reports unknown customers and bad lines, and credits nothing while no earning rules exist', async () => {
    const a = await customer();
    const res = await post({
      batch_id: 'vendite-1',
      lines: [
        line(a.code),
        line('NESSUNO'),
        line(a.code, { date: '2026-04-11' }),
        line(a.code, { date: '2026-02-30' }),
        line(a.code, { amount: 1.005 }),
        line(a.code.toLowerCase(), { quantity: 2, amount: 7 }),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      batch_id: 'vendite-1',
      status: 'posted',
      duplicate: false,
      received: 6,
      accepted: 2,
      rejected: 4,
      points_credited: 0,
      rows: [
        { index: 0, outcome: 'accepted', reason: null },
        { index: 1, outcome: 'rejected', reason: 'user_code: cliente NESSUNO non trovato' },
        { index: 2, outcome: 'rejected', reason: 'date: 2026-04-11 è nel futuro' },
        { index: 3, outcome: 'rejected', reason: 'date: "2026-02-30" non è una data valida' },
        { index: 4, outcome: 'rejected', reason: 'amount: 1.005 ha più di due decimali' },
        { index: 5, outcome: 'accepted', reason: null },
      ],
    });
    expect(await linesOfBatch(t.app.db, 'demo', 'vendite-1')).toEqual([
      { lineNo: 0, userId: a.id, date: '2026-04-01', productCode: 'VITI-M8', quantity: 40, amountCents: 11850 },
      { lineNo: 5, userId: a.id, date: '2026-04-01', productCode: 'VITI-M8', quantity: 2, amountCents: 700 },
    ]);
    expect(await balanceOf(t.app.db, a.id)).toBe(0);
  });

  it('is idempotent on batch_id, also for concurrent posts: one batch, the first report answered again', async () => {
    const a = await customer();
    const body = { batch_id: 'vendite-conc', lines: [line(a.code), line(a.code, { amount: 3 })] };
    const answers = (await Promise.all(Array.from({ length: 5 }, () => post(body)))).map((r) => r.json());
    expect(answers.filter((x) => x.duplicate === false)).toHaveLength(1);
    for (const x of answers) expect(x).toMatchObject({ accepted: 2, rejected: 0 });
    const batches = await t.app.db.selectFrom('sales_batches').select('id').where('batch_id', '=', 'vendite-conc').execute();
    expect(batches).toHaveLength(1);
    const lines = await t.app.db.selectFrom('sales_lines').select('id').where('batch_row_id', '=', batches[0]!.id).execute();
    expect(lines).toHaveLength(2);
  });

  it('undoes a batch: marked undone, its credits reversed by new ledger rows (never below zero), and its id no longer usable', async () => {
    const a = await customer();
    const b = await customer();
    const posted = await post({ batch_id: 'vendite-undo', lines: [line(a.code), line(b.code)] });
    expect(posted.json().accepted).toBe(2);
    // What the earning rules do (the demo tenant has none): credit each line under its sale key.
    for (const [lineNo, c] of [
      [0, a],
      [1, b],
    ] as const)
      await credit(t.app.db, {
        tenantAlias: 'demo',
        userId: c.id,
        amount: 100,
        reason: 'Vendite',
        externalRef: saleRef('vendite-undo', lineNo, 'base'),
      });
    // b spends 70 of them before the undo.
    await writeTransaction(t.app.db, (trx) =>
      adjust(trx, { tenantAlias: 'demo', userId: b.id, delta: -70, reason: 'Speso', at: clock.now() }),
    );

    const res = await undo('vendite-undo');
    expect(res.json()).toEqual({
      batch_id: 'vendite-undo',
      status: 'undone',
      duplicate: false,
      lines: 2,
      points_reversed: 130,
      not_reversed: 70,
    });
    expect([await balanceOf(t.app.db, a.id), await balanceOf(t.app.db, b.id)]).toEqual([0, 0]);
    const ledger = await t.app.db
      .selectFrom('points_ledger')
      .select(['user_id', 'amount', 'kind', 'external_ref'])
      .where('external_ref', 'like', '%sale:vendite-undo:%')
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { user_id: a.id, amount: 100, kind: 'credit', external_ref: 'sale:vendite-undo:0:base' },
      { user_id: b.id, amount: 100, kind: 'credit', external_ref: 'sale:vendite-undo:1:base' },
      { user_id: a.id, amount: -100, kind: 'reversal', external_ref: 'reversal:sale:vendite-undo:0:base' },
      { user_id: b.id, amount: -30, kind: 'reversal', external_ref: 'reversal:sale:vendite-undo:1:base' },
    ]);
    const batch = await t.app.db
      .selectFrom('sales_batches')
      .select(['status', 'undone_by'])
      .where('batch_id', '=', 'vendite-undo')
      .executeTakeFirstOrThrow();
    expect(batch).toEqual({ status: 'undone', undone_by: expect.stringMatching(/^apikey:/) });
    expect(await linesOfBatch(t.app.db, 'demo', 'vendite-undo')).toEqual([]);

    expect((await undo('vendite-undo')).json()).toMatchObject({ duplicate: true, points_reversed: 0 });
    const reused = await post({ batch_id: 'vendite-undo', lines: [line(a.code)] });
    expect(reused.statusCode).toBe(409);
    expect((await undo('mai-visto')).statusCode).toBe(404);
    const audit = await t.app.db.selectFrom('audit_log').select('after_json').where('action', '=', 'partner.sales_undo').execute();
    expect(audit.map((x) => JSON.parse(x.after_json!))).toEqual([{ lines: 2, points_reversed: 130, not_reversed: 70 }]);
  });

  it('keeps batches per tenant: the same batch_id of another initiative is its own', async () => {
    const { key: auroraKey } = await partnerKey(t.app, 'aurora', ['sales:write']);
    const res = await partnerCall(t.app, auroraKey, 'POST', '/v1/partner/sales', { batch_id: 'vendite-1', lines: [line('NESSUNO')] });
    expect(res.json()).toMatchObject({ duplicate: false, received: 1, accepted: 0, rejected: 1 });
  });
});
