import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { foundationSeeder } from './foundation.seed.js';
import { runSeeders, SEEDERS } from './index.js';
import type { Seeder } from './seeder.js';

let testDb: TestDatabase;
const log = { info: () => undefined };

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.handle);
});
afterAll(() => testDb.drop());

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
