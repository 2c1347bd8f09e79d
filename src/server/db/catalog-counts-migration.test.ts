import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { StaticMigrationProvider } from './migrations/index.js';

const BEFORE = '2026_12_02_0004_voucher_codes';
const COUNTS = '2026_12_05_0001_catalog_counts';
const ROW_UPDATE = '2026_12_05_0002_catalog_counts_row_update';

let fresh: TestDatabase;
beforeAll(async () => {
  fresh = await createTestDatabase();
});
afterAll(() => fresh.drop());

describe('the catalogue counts migration', () => {
  it('counts the prizes already there, keeps counting after, and goes back down', async () => {
    const { db } = fresh.handle;
    const migrator = new Migrator({ db, provider: new StaticMigrationProvider(fresh.handle.dialect) });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const at = '2026-11-20T10:00:00.000Z';
    const prize = (code: string, stock: number, available: number, group_key: string | null) => ({
      tenant_alias: 'demo',
      code,
      name: code,
      points: 100,
      stock,
      available,
      group_key,
      created_at: at,
      updated_at: at,
    });
    await old
      .insertInto('products')
      .values([prize('A', 3, 1, 'premi'), prize('B', 0, 1, 'premi'), prize('C', 5, 0, null), prize('D', 1, 1, null)])
      .execute();

    expect((await migrator.migrateTo(COUNTS)).error).toBeUndefined();
    const counts = () =>
      db
        .selectFrom('catalog_counts')
        .select(['category_id', 'group_key', 'in_stock', 'n'])
        .where('n', '<>', 0)
        .orderBy('group_key')
        .orderBy('in_stock')
        .execute();
    expect(await counts()).toEqual([
      { category_id: 0, group_key: '', in_stock: 1, n: 1 },
      { category_id: 0, group_key: 'premi', in_stock: 0, n: 1 },
      { category_id: 0, group_key: 'premi', in_stock: 1, n: 1 },
    ]);
    await db.updateTable('products').set({ available: 1 }).where('code', '=', 'C').execute();
    await db.updateTable('products').set({ stock: 0 }).where('code', '=', 'D').execute();
    const changed = [
      { category_id: 0, group_key: '', in_stock: 0, n: 1 },
      { category_id: 0, group_key: '', in_stock: 1, n: 1 },
      { category_id: 0, group_key: 'premi', in_stock: 0, n: 1 },
      { category_id: 0, group_key: 'premi', in_stock: 1, n: 1 },
    ];
    expect(await counts()).toEqual(changed);

    // The UPDATE trigger as a row trigger (PostgreSQL), and back to the statement one: both keep counting.
    expect((await migrator.migrateTo(ROW_UPDATE)).error).toBeUndefined();
    await db.updateTable('products').set({ stock: 2 }).where('code', '=', 'D').execute();
    await db.updateTable('products').set({ stock: 4 }).where('code', '=', 'A').execute();
    await db.updateTable('products').set({ group_key: null }).where('code', '=', 'B').execute();
    const moved = [
      { category_id: 0, group_key: '', in_stock: 0, n: 1 },
      { category_id: 0, group_key: '', in_stock: 1, n: 2 },
      { category_id: 0, group_key: 'premi', in_stock: 1, n: 1 },
    ];
    expect(await counts()).toEqual(moved);
    expect((await migrator.migrateTo(COUNTS)).error).toBeUndefined();
    await db.updateTable('products').set({ available: 0 }).where('code', '=', 'A').execute();
    expect(await counts()).toEqual(moved.slice(0, 2));

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    // Gone with its triggers: products are written as before.
    await old.updateTable('products').set({ stock: 9 }).execute();
    const left = await sql<{ n: number }>`select count(*) as n from products`.execute(db);
    expect(Number(left.rows[0]!.n)).toBe(4);
    await expect(db.selectFrom('catalog_counts').selectAll().execute()).rejects.toThrow();
  });
});
