import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.js';
import { MIGRATIONS } from './migrations/index.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

describe('migrateToLatest', () => {
  it('creates the tables on an empty database, then has nothing to do', async () => {
    // Every listed migration, in order (modules keep adding theirs).
    expect(await migrateToLatest(testDb.handle)).toEqual(Object.keys(MIGRATIONS));
    expect(await migrateToLatest(testDb.handle)).toEqual([]);
    const tables = (await testDb.handle.db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(['app_meta', 'tenant_override', 'audit_log', 'error_log']));
  });

  it('gives auto-increment ids on both dialects', async () => {
    const db = testDb.handle.db;
    const row = {
      tenant_alias: 'demo',
      url: '/',
      endpoint: '/v1/x',
      code: 500,
      message: 'm',
      line: null,
      created_at: new Date().toISOString(),
    };
    await db.insertInto('error_log').values(row).execute();
    await db.insertInto('error_log').values(row).execute();
    const ids = (await db.selectFrom('error_log').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(ids).toEqual([1, 2]);
  });

  it('enforces one override per tenant and key', async () => {
    const db = testDb.handle.db;
    const row = {
      tenant_alias: 'demo',
      path: 'features.wishlist',
      value_json: 'false',
      updated_at: new Date().toISOString(),
      updated_by: 't',
    };
    await db.insertInto('tenant_override').values(row).execute();
    await expect(db.insertInto('tenant_override').values(row).execute()).rejects.toThrow();
  });
});

describe('the staff console migration', () => {
  it('moves the tenant override history into the audit log, and back down', async () => {
    const fresh = await createTestDatabase();
    try {
      const { db } = fresh.handle;
      const { Migrator } = await import('kysely');
      const { StaticMigrationProvider } = await import('./migrations/index.js');
      const migrator = new Migrator({ db, provider: new StaticMigrationProvider(fresh.handle.dialect) });
      expect((await migrator.migrateTo('2026_11_23_0002_form_win_limits')).error).toBeUndefined();
      const old = db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
      await old
        .insertInto('tenant_override_audit')
        .values({
          tenant_alias: 'demo',
          path: 'features.wishlist',
          before_json: null,
          after_json: 'false',
          actor: 'anna',
          at: '2026-11-20T10:00:00.000Z',
        })
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await db.selectFrom('audit_log').selectAll().execute()).toEqual([
        {
          id: 1,
          actor: 'anna',
          role: 'cli',
          tenant_alias: 'demo',
          action: 'tenant.override',
          target: 'features.wishlist',
          before_json: null,
          after_json: 'false',
          at: '2026-11-20T10:00:00.000Z',
          address: null,
        },
      ]);
      expect((await migrator.migrateTo('2026_11_23_0002_form_win_limits')).error).toBeUndefined();
      expect(await old.selectFrom('tenant_override_audit').select(['path', 'after_json', 'actor']).execute()).toEqual([
        { path: 'features.wishlist', after_json: 'false', actor: 'anna' },
      ]);
    } finally {
      await fresh.drop();
    }
  });
});
