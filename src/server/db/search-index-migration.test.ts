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

const PREFIXES_ON_POSTGRES = '2026_12_13_0001_search_prefixes';
const SQLITE_PREFIXES = '2026_12_14_0001_sqlite_search_prefixes';

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the migration moving SQLite’s search to word prefixes', () => {
  it('keeps the prizes already there, follows every write that changes a search, and goes back down to the text index', async () => {
    const scratch = await createTestDatabase();
    try {
      const { db } = scratch.handle;
      const migrator = new Migrator({ db, provider: new StaticMigrationProvider(scratch.handle.dialect) });
      expect((await migrator.migrateTo(PREFIXES_ON_POSTGRES)).error).toBeUndefined();
      const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const at = '2026-11-20T10:00:00.000Z';
      const prize = (code: string, searchText: string, points: number, available = 1, tenant = 'demo') => ({
        tenant_alias: tenant,
        code,
        name: code,
        description: '',
        search_text: searchText,
        points,
        stock: 1,
        available,
        created_at: at,
        updated_at: at,
      });
      await old
        .insertInto('products')
        .values([
          prize('A', 'lampada alta a', 900),
          prize('B', 'lampada bassa b', 300),
          prize('C', 'lampione spento c', 100, 0),
          prize('D', 'lampada aurora d', 200, 1, 'aurora'),
        ])
        .execute();
      const codeOf = new Map<number, string>();
      for (const r of await old.selectFrom('products').select(['id', 'code']).execute()) codeOf.set(Number(r.id), String(r.code));
      const entries = async (prefix: string, tenant = 'demo') =>
        (
          await sql<{ id: number; points: number }>`select product_id as id, points from product_search_prefixes
            where tenant_alias = ${tenant} and prefix = ${prefix} order by points, product_id`.execute(db)
        ).rows.map((r) => `${codeOf.get(r.id) ?? r.id}@${r.points}`);

      expect((await migrator.migrateTo(SQLITE_PREFIXES)).error).toBeUndefined();
      expect(await entries('lampada')).toEqual(['B@300', 'A@900']);
      expect(await entries('l')).toEqual(['B@300', 'A@900']);
      expect(await entries('lampi')).toEqual([]);
      expect(await entries('lamp', 'aurora')).toEqual(['D@200']);

      await old
        .insertInto('products')
        .values(prize('E', 'lampadario x', 50))
        .execute();
      for (const r of await old.selectFrom('products').select(['id', 'code']).execute()) codeOf.set(Number(r.id), String(r.code));
      await old.updateTable('products').set({ points: 1000 }).where('code', '=', 'B').execute();
      await old.updateTable('products').set({ search_text: 'sgabello alto a' }).where('code', '=', 'A').execute();
      await old.updateTable('products').set({ available: 1 }).where('code', '=', 'C').execute();
      await old.updateTable('products').set({ stock: 0 }).where('code', '=', 'E').execute();
      expect(await entries('lamp')).toEqual(['E@50', 'C@100', 'B@1000']);
      expect(await entries('lampada')).toEqual(['E@50', 'B@1000']);
      expect(await entries('sgab')).toEqual(['A@900']);
      expect(await entries('alt')).toEqual(['A@900']);

      await old.updateTable('products').set({ available: 0 }).where('code', '=', 'B').execute();
      await old.deleteFrom('products').where('code', '=', 'E').execute();
      expect(await entries('lamp')).toEqual(['C@100']);
      const left = await sql<{ n: number }>`select count(*) as n from product_search_prefixes where product_id in
        (select id from products where code in ('B')) or product_id not in (select id from products)`.execute(db);
      expect(Number(left.rows[0]!.n)).toBe(0);

      expect((await migrator.migrateTo(PREFIXES_ON_POSTGRES)).error).toBeUndefined();
      const matches = (
        await sql<{
          id: number;
        }>`select rowid & 4294967295 as id from products_search where products_search match ${'"lamp"*'} order by rowid`.execute(db)
      ).rows.map((r) => codeOf.get(Number(r.id)));
      expect(matches).toEqual(['C', 'D', 'B']);
    } finally {
      await scratch.drop();
    }
  });
});
