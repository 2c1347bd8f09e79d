import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EarningRules } from '../../../shared/types/generated/tenant.js';
import { testClock } from '../../test/auth-helpers.js';
import { buildTestApp, copyTenants, removeDir, type TestApp } from '../../test/build-app.js';
import { partnerCall, partnerKey } from '../../test/partner-helpers.js';
import { call, newCustomer } from '../catalog/test-helpers.js';
import { balanceOf } from '../points/service.js';

/** Sales posted through the partner API earn points by the demo tenant's earning rules (set here). */

const RULES: EarningRules = [
  { id: 'base', label: 'Punti sugli acquisti', type: 'rate', per: 'euro', points: 1 },
  { id: 'viti', label: 'Linea viti', type: 'rate', per: 'unit', points: 2, match: { prefixes: ['VITI-'] } },
  { id: 'obiettivo', label: 'Obiettivo mensile', type: 'target', measure: 'amount', target: 1000, bonus: 100, period: 'month' },
  { id: 'tetto', label: 'Tetto mensile', type: 'cap', points: 1500, period: 'month' },
];

const clock = testClock(new Date('2026-11-05T09:00:00Z'));
let t: TestApp;
let tenantsDir: string;
let key: string;

beforeAll(async () => {
  tenantsDir = await copyTenants();
  const file = path.join(tenantsDir, 'demo', 'tenant.json');
  await writeFile(file, JSON.stringify({ ...JSON.parse(await readFile(file, 'utf8')), earningRules: RULES }, null, 2));
  t = await buildTestApp({ clock: clock.now, tenantsDir });
  ({ key } = await partnerKey(t.app, 'demo', ['sales:write']));
});
afterAll(async () => {
  await t.close();
  await removeDir(tenantsDir);
});

async function customer() {
  const { id, token } = await newCustomer(t.app, 'demo', 0);
  const { username } = await t.app.db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, code: username, token };
}

const post = (body: object) => partnerCall(t.app, key, 'POST', '/v1/partner/sales', body);
const sale = (code: string, date: string, product: string, quantity: number, amount: number) => ({
  user_code: code,
  date,
  product_code: product,
  quantity,
  amount,
});
const ledgerOf = (userId: number) =>
  t.app.db.selectFrom('points_ledger').select(['amount', 'kind', 'external_ref']).where('user_id', '=', userId).orderBy('id').execute();

describe('sales earn points by the earning rules', () => {
  it('credits each line by rule, with a bonus on reaching the target and a cap per month; a re-post credits nothing; the undo takes them back', async () => {
    const a = await customer();
    const b = await customer();
    const first = await post({
      batch_id: 'ottobre-1',
      lines: [
        // a: 1.240 € → base 1240; October reaches 1.000 € on this line → bonus 100
        sale(a.code, '2026-10-12', 'TAS-6', 1, 1240),
        // a: 100 € → base 100; 10 screws × 2 = 20
        sale(a.code, '2026-10-14', 'VITI-M8', 10, 100),
        // b: 30,50 € → base 30 (rounded down); 3 × 2 = 6
        sale(b.code, '2026-10-20', 'VITI-M10', 3, 30.5),
      ],
    });
    expect(first.statusCode).toBe(200);
    // a: 1240 + 100 + 100 + 20 = 1460; b: 36.
    expect(first.json()).toMatchObject({ accepted: 3, points_credited: 1496 });
    expect([await balanceOf(t.app.db, a.id), await balanceOf(t.app.db, b.id)]).toEqual([1460, 36]);
    expect((await ledgerOf(a.id)).map((r) => r.external_ref)).toEqual([
      'sale:ottobre-1:0:base',
      'sale:ottobre-1:0:obiettivo',
      'sale:ottobre-1:1:base',
      'sale:ottobre-1:1:viti',
    ]);

    // a's October already earned 1460 of 1500: a 200 € line earns the 40 left; November starts again (50).
    const second = await post({
      batch_id: 'ottobre-2',
      lines: [sale(a.code, '2026-10-25', 'TAS-6', 1, 200), sale(a.code, '2026-11-02', 'TAS-6', 1, 50)],
    });
    expect(second.json()).toMatchObject({ points_credited: 90 });
    expect(await balanceOf(t.app.db, a.id)).toBe(1550);

    // The same batch again: the first report, nothing credited twice.
    const again = await post({ batch_id: 'ottobre-2', lines: [sale(a.code, '2026-10-25', 'TAS-6', 1, 200)] });
    expect(again.json()).toMatchObject({ duplicate: true, points_credited: 90 });
    expect(await balanceOf(t.app.db, a.id)).toBe(1550);

    // Undo the first batch: its six credits are reversed by new rows; the second batch's stay.
    const undo = await partnerCall(t.app, key, 'DELETE', '/v1/partner/sales/ottobre-1');
    expect(undo.json()).toMatchObject({ duplicate: false, points_reversed: 1496, not_reversed: 0 });
    expect([await balanceOf(t.app.db, a.id), await balanceOf(t.app.db, b.id)]).toEqual([90, 0]);
    expect((await ledgerOf(b.id)).map((r) => [r.amount, r.kind, r.external_ref])).toEqual([
      [30, 'credit', 'sale:ottobre-1:2:base'],
      [6, 'credit', 'sale:ottobre-1:2:viti'],
      [-30, 'reversal', 'reversal:sale:ottobre-1:2:base'],
      [-6, 'reversal', 'reversal:sale:ottobre-1:2:viti'],
    ]);

    // The undone lines no longer count: October now holds 200 € (ottobre-2), so 900 € more reach the
    // target again (1.100 €): base 900 + bonus 100 = 1000, within the cap (200 + 1000 = 1200 ≤ 1500).
    const third = await post({ batch_id: 'ottobre-3', lines: [sale(a.code, '2026-10-30', 'TAS-6', 1, 900)] });
    expect(third.json()).toMatchObject({ points_credited: 1000 });
    expect(await balanceOf(t.app.db, a.id)).toBe(1090);
  });

  it('shows the customer why each credit was earned in their points detail', async () => {
    const a = await customer();
    await post({ batch_id: 'perche-1', lines: [sale(a.code, '2026-10-12', 'TAS-6', 1, 1240)] });
    const res = await call(t.app, 'demo.localhost', a.token, { method: 'GET', url: '/v1/points?page=1' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ balance: number; data: { amount: number; kind: string; reason: string }[] }>();
    expect(body.balance).toBe(1340);
    // Newest first: the bonus was credited after the line's rate.
    expect(body.data.map((r) => [r.amount, r.kind, r.reason])).toEqual([
      [100, 'credit', 'Obiettivo mensile: obiettivo di 1.000 € raggiunto (ottobre 2026)'],
      [1240, 'credit', 'Acquisti di ottobre (TAS-6): 1.240 € × 1 punto/€ · Punti sugli acquisti'],
    ]);
  });

  it('keeps another batch whose id extends this one out of its undo', async () => {
    const a = await customer();
    await post({ batch_id: 'x', lines: [sale(a.code, '2026-11-01', 'TAS-6', 1, 10)] });
    await post({ batch_id: 'x:1', lines: [sale(a.code, '2026-11-01', 'TAS-6', 1, 20)] });
    await post({ batch_id: 'X', lines: [sale(a.code, '2026-11-01', 'TAS-6', 1, 40)] });
    expect((await partnerCall(t.app, key, 'DELETE', '/v1/partner/sales/x')).json()).toMatchObject({ points_reversed: 10 });
    expect(await balanceOf(t.app.db, a.id)).toBe(60);
  });
});
