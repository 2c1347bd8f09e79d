import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { StaticMigrationProvider } from './migrations/index.js';

const BEFORE = '2026_12_11_0401_clean_stored_html';
const SEARCH_IN_ORDER = '2026_12_12_0101_search_in_listing_order';

let fresh: TestDatabase;
beforeAll(async () => {
  fresh = await createTestDatabase();
});
afterAll(() => fresh.drop());

/** SQLite's text index only: PostgreSQL's search_vector is untouched by this migration. */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the migration keying the text index by points', () => {
  it('indexes the prizes already there cheapest first, keeps the index after writes, and goes back down', async () => {
    const { db } = fresh.handle;
    const migrator = new Migrator({ db, provider: new StaticMigrationProvider(fresh.handle.dialect) });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const at = '2026-11-20T10:00:00.000Z';
    const prize = (code: string, name: string, points: number) => ({
      tenant_alias: 'demo',
      code,
      name,
      description: '',
      search_text: `${name.toLowerCase()} ${code.toLowerCase()}`,
      points,
      stock: 1,
      available: 1,
      created_at: at,
      updated_at: at,
    });
    await old
      .insertInto('products')
      .values([prize('A', 'Lampada alta', 900), prize('B', 'Lampada bassa', 300), prize('C', 'Zaino', 600)])
      .execute();
    const idOf = async (code: string) =>
      (await old.selectFrom('products').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    const codes = async (rows: { id: unknown }[]) => {
      const byId = new Map<unknown, string>();
      for (const code of ['A', 'B', 'C', 'D']) byId.set(await idOf(code).catch(() => null), code);
      return rows.map((r) => byId.get(r.id));
    };

    expect((await migrator.migrateTo(SEARCH_IN_ORDER)).error).toBeUndefined();
    const matches = async (query: string) =>
      codes(
        (
          await sql<{
            id: number;
          }>`select rowid & 4294967295 as id from products_search where products_search match ${query} order by rowid`.execute(db)
        ).rows,
      );
    expect(await matches('"lamp"*')).toEqual(['B', 'A']);
    await old
      .insertInto('products')
      .values(prize('D', 'Lampada da tavolo', 100))
      .execute();
    await old.updateTable('products').set({ points: 50 }).where('code', '=', 'A').execute();
    await old.deleteFrom('products').where('code', '=', 'B').execute();
    await old.updateTable('products').set({ search_text: 'zaino lampada c' }).where('code', '=', 'C').execute();
    expect(await matches('"lamp"*')).toEqual(['A', 'D', 'C']);
    expect(await matches('"alta"*')).toEqual(['A']);

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const byId = (
      await sql<{ id: number }>`select rowid as id from products_fts where products_fts match ${'"lamp"*'} order by rowid`.execute(db)
    ).rows;
    expect((await codes(byId)).sort()).toEqual(['A', 'D']);
  });
});
