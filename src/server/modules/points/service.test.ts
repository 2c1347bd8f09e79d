import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { balanceOf, credit } from './service.js';

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await buildTestApp();
  userId = (
    await t.app.db
      .selectFrom('users')
      .select('id')
      .where('tenant_alias', '=', 'aurora')
      .where('username', '=', 'DEMO0003')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

describe('points ledger', () => {
  it("seeds DEMO0001's 25 000 points as one 'Saldo iniziale' credit per tenant", async () => {
    const rows = await t.app.db
      .selectFrom('points_ledger')
      .innerJoin('users', 'users.id', 'points_ledger.user_id')
      .select(['points_ledger.tenant_alias', 'amount', 'kind', 'reason', 'username'])
      .orderBy('points_ledger.tenant_alias')
      .execute();
    expect(rows).toEqual([
      { tenant_alias: 'aurora', amount: 25000, kind: 'credit', reason: 'Saldo iniziale', username: 'DEMO0001' },
      { tenant_alias: 'demo', amount: 25000, kind: 'credit', reason: 'Saldo iniziale', username: 'DEMO0001' },
    ]);
  });

  it('derives the balance from the rows; 0 without any', async () => {
    expect(await balanceOf(t.app.db, userId)).toBe(0);
    await credit(t.app.db, { tenantAlias: 'aurora', userId, amount: 120, reason: 'Bonus' });
    await t.app.db.transaction().execute((trx) => credit(trx, { tenantAlias: 'aurora', userId, amount: 30, reason: 'Bonus 2' }));
    expect(await balanceOf(t.app.db, userId)).toBe(150);
  });

  it('credits an external_ref once per tenant (idempotent imports)', async () => {
    const first = await credit(t.app.db, {
      tenantAlias: 'aurora',
      userId,
      amount: 500,
      reason: 'Import',
      externalRef: 'import-2026-11.csv:7',
    });
    const again = await credit(t.app.db, {
      tenantAlias: 'aurora',
      userId,
      amount: 500,
      reason: 'Import',
      externalRef: 'import-2026-11.csv:7',
    });
    expect(first).toMatchObject({ amount: 500, kind: 'credit', external_ref: 'import-2026-11.csv:7' });
    expect(again).toBeNull();
    expect(await balanceOf(t.app.db, userId)).toBe(650);
  });

  it('refuses non-positive or fractional credits', async () => {
    for (const amount of [0, -5, 1.5]) {
      await expect(credit(t.app.db, { tenantAlias: 'aurora', userId, amount, reason: 'x' })).rejects.toThrow(RangeError);
    }
  });
});
