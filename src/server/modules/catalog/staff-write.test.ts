import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { CatalogChanges } from './catalog-changes-service.js';
import { catalogWrite, type CatalogDeps } from './staff-write.js';

let fresh: TestDatabase;
let deps: CatalogDeps;
beforeAll(async () => {
  fresh = await createTestDatabase();
  await migrateToLatest(fresh.handle);
  const { db, dialect } = fresh.handle;
  deps = { db, dialect, now: () => new Date(), changes: new CatalogChanges(db) };
});
afterAll(() => fresh.drop());

const act = { who: { actor: 'operator@premia.example', role: 'operator' as const, address: null }, alias: 'scrittura' };

describe('a console catalogue write', () => {
  it('commits its change, its audit entry and the catalogue counter together, or none of them', async () => {
    const { db } = fresh.handle;
    await expect(
      catalogWrite(deps, act, async (trx) => {
        await trx
          .insertInto('categories')
          .values({ tenant_alias: 'scrittura', parent_id: null, name: 'Annullata', slug: 'annullata', sort_order: 0 })
          .execute();
        throw new Error('rifiutata');
      }),
    ).rejects.toThrow('rifiutata');
    expect(await db.selectFrom('categories').select('name').where('tenant_alias', '=', 'scrittura').execute()).toEqual([]);
    expect(await db.selectFrom('catalog_revisions').selectAll().where('tenant_alias', '=', 'scrittura').execute()).toEqual([]);
  });

  // PostgreSQL picks a victim when two writers cross on the listing counters (see
  // counter-deadlock.test.ts); an operator's edit must then go through, not answer 500.
  it.runIf(process.env.TEST_DATABASE_URL)('is run again when PostgreSQL picks it as a deadlock victim, and audited once', async () => {
    const { db } = fresh.handle;
    let runs = 0;
    const result = await catalogWrite(deps, act, async (trx) => {
      runs++;
      await trx
        .insertInto('categories')
        .values({ tenant_alias: 'scrittura', parent_id: null, name: 'Ritentata', slug: 'ritentata', sort_order: 0 })
        .execute();
      if (runs === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      return { result: 'fatto', audit: { action: 'catalog.category.create', target: 'Ritentata' } };
    });
    expect(result).toBe('fatto');
    expect(runs).toBe(2);
    expect(await db.selectFrom('categories').select('name').where('tenant_alias', '=', 'scrittura').execute()).toEqual([
      { name: 'Ritentata' },
    ]);
    const audited = await db.selectFrom('audit_log').select('target').where('tenant_alias', '=', 'scrittura').execute();
    expect(audited).toEqual([{ target: 'Ritentata' }]);
  });
});
