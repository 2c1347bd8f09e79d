import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Seeder } from './seed/seeder.js';
import { migrateToLatest } from './migrate.js';
import { MIGRATIONS } from './migrations/index.js';
import { runSeeders, SEEDERS } from './seed/index.js';
import { foundationSeeder } from './seed/foundation.seed.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';

let testDb: TestDatabase;
const log = { info: () => undefined };

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

describe('runSeeders', () => {
  it('runs every seeder once per database, and per-tenant seeders once per tenant', async () => {
    const calls: string[] = [];
    const perTenant: Seeder = {
      name: 'per-tenant',
      perTenant: true,
      run: async (_trx, ctx) => void calls.push(`per-tenant:${ctx.tenant}`),
    };
    const once: Seeder = { name: 'once', run: async () => void calls.push('once') };
    const seeders = [foundationSeeder, once, perTenant];
    const ctx = (tenants: string[]) => ({ tenants, demoTenants: [], demoData: false, log });

    expect(await runSeeders(testDb.handle, ctx(['demo']), seeders)).toEqual(['seed:foundation', 'seed:once', 'seed:per-tenant:demo']);
    expect(await runSeeders(testDb.handle, ctx(['demo', 'aurora']), seeders)).toEqual(['seed:per-tenant:aurora']);
    expect(await runSeeders(testDb.handle, ctx(['demo', 'aurora']), seeders)).toEqual([]);
    expect(calls).toEqual(['once', 'per-tenant:demo', 'per-tenant:aurora']);
    const seeded = await testDb.handle.db.selectFrom('app_meta').select('value').where('key', '=', 'seeded_at').executeTakeFirst();
    expect(seeded?.value).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('runs demo seeders only in demo mode, and per tenant only for the tenants that ask for demo data', async () => {
    const calls: string[] = [];
    const demoPerTenant: Seeder = {
      name: 'd-tenant',
      perTenant: true,
      demo: true,
      run: async (_t, c) => void calls.push(`d-tenant:${c.tenant}`),
    };
    const demoOnce: Seeder = { name: 'd-once', demo: true, run: async () => void calls.push('d-once') };
    const seeders = [demoOnce, demoPerTenant];
    const tenants = ['demo', 'acme'];

    expect(await runSeeders(testDb.handle, { tenants, demoTenants: ['demo'], demoData: false, log }, seeders)).toEqual([]);
    expect(await runSeeders(testDb.handle, { tenants, demoTenants: [], demoData: true, log }, seeders)).toEqual([]);
    expect(await runSeeders(testDb.handle, { tenants, demoTenants: ['demo'], demoData: true, log }, seeders)).toEqual([
      'seed:d-once',
      'seed:d-tenant:demo',
    ]);
    expect(calls).toEqual(['d-once', 'd-tenant:demo']);
  });

  it('declares every seeder that writes demo data as demo', () => {
    // Only the foundation marker may run outside demo mode: everything else is the README's demo.
    expect(SEEDERS.filter((s) => !s.demo).map((s) => s.name)).toEqual(['foundation']);
  });

  it('rolls a failed seeder back, marker included, so the next start retries it', async () => {
    let fail = true;
    const flaky: Seeder = {
      name: 'flaky',
      run: async (trx) => {
        await trx.insertInto('app_meta').values({ key: 'flaky-data', value: 'x' }).execute();
        if (fail) throw new Error('boom');
      },
    };
    await expect(runSeeders(testDb.handle, { tenants: [], demoTenants: [], demoData: false, log }, [flaky])).rejects.toThrow('boom');
    const leftovers = await testDb.handle.db
      .selectFrom('app_meta')
      .select('key')
      .where('key', 'in', ['flaky-data', 'seed:flaky'])
      .execute();
    expect(leftovers).toEqual([]);
    fail = false;
    expect(await runSeeders(testDb.handle, { tenants: [], demoTenants: [], demoData: false, log }, [flaky])).toEqual(['seed:flaky']);
  });

  it('never seeds twice when two processes start at once', async () => {
    const calls: string[] = [];
    const slow: Seeder = { name: 'race', run: async () => void calls.push('race') };
    const results = await Promise.all([
      runSeeders(testDb.handle, { tenants: [], demoTenants: [], demoData: false, log }, [slow]),
      runSeeders(testDb.handle, { tenants: [], demoTenants: [], demoData: false, log }, [slow]),
    ]);
    expect(results.flat()).toEqual(['seed:race']);
    expect(calls).toEqual(['race']);
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
