import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { StaticMigrationProvider } from './migrations/index.js';

const BEFORE = '2026_12_07_0002_consent_records';
const DAY_ONLY = '2026_12_08_0301_ledger_day_only';

let fresh: TestDatabase;
beforeAll(async () => {
  fresh = await createTestDatabase();
});
afterAll(() => fresh.drop());

describe('the ledger day-only migration', () => {
  it('marks the movements an import wrote for a date alone, and no other, and goes back down', async () => {
    const { db } = fresh.handle;
    const migrator = new Migrator({ db, provider: new StaticMigrationProvider(fresh.handle.dialect) });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const userId = Number(
      (
        await old
          .insertInto('users')
          .values({ tenant_alias: 'demo', username: 'C1', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const movement = (reason: string, created_at: string, external_ref: string | null, order_id: number | null = null) => ({
      tenant_alias: 'demo',
      user_id: userId,
      amount: 10,
      kind: 'credit',
      reason,
      external_ref,
      order_id,
      created_at,
    });
    await old
      .insertInto('points_ledger')
      .values([
        // What the points import wrote for '2026-11-30' or '30/11/2026'.
        movement('imported day', '2026-11-30T00:00:00.000Z', 'fiera:1'),
        movement('imported time', '2026-11-30T09:15:00.000Z', 'fiera:2'),
        movement('welcome', '2026-11-30T00:00:00.000Z', null),
        movement('order', '2026-11-30T00:00:00.000Z', 'order:1', 1),
      ])
      .execute();

    expect((await migrator.migrateTo(DAY_ONLY)).error).toBeUndefined();
    const rows = await db.selectFrom('points_ledger').select(['reason', 'day_only']).orderBy('id').execute();
    expect(rows.map((r) => [r.reason, Number(r.day_only)])).toEqual([
      ['imported day', 1],
      ['imported time', 0],
      ['welcome', 0],
      ['order', 0],
    ]);

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const back = await old.selectFrom('points_ledger').selectAll().executeTakeFirstOrThrow();
    expect(back).not.toHaveProperty('day_only');
  });
});
