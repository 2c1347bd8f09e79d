import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { StaticMigrationProvider } from './migrations/index.js';

const BEFORE = '2026_12_07_0002_consent_records';
const CLEAN = '2026_12_08_0501_clean_prize_descriptions';

let fresh: TestDatabase;
beforeAll(async () => {
  fresh = await createTestDatabase();
});
afterAll(() => fresh.drop());

describe('the prize descriptions clean-up', () => {
  it('takes scripts, event handlers and javascript: links out of stored descriptions and their listing cards', async () => {
    const { db } = fresh.handle;
    const migrator = new Migrator({ db, provider: new StaticMigrationProvider(fresh.handle.dialect) });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const at = '2026-11-20T10:00:00.000Z';
    const prize = (code: string, description: string) => ({
      tenant_alias: 'demo',
      code,
      name: code,
      description,
      points: 100,
      stock: 1,
      available: 1,
      created_at: at,
      updated_at: at,
    });
    await old
      .insertInto('products')
      .values([
        prize('RAW', '<i>Bella</i><script>alert(1)</script><a href="javascript:alert(2)" onclick="x()">clic</a>'),
        prize('PLAIN', 'Solo testo & basta'),
      ])
      .execute();

    expect((await migrator.migrateTo(CLEAN)).error).toBeUndefined();
    const rows = await old.selectFrom('products').select(['code', 'description', 'card_json']).orderBy('code').execute();
    expect(rows.map((r) => [r.code, r.description])).toEqual([
      ['PLAIN', 'Solo testo & basta'],
      ['RAW', '<i>Bella</i><a>clic</a>'],
    ]);
    expect(JSON.parse(String(rows[1]!.card_json)).description).toBe('<i>Bella</i><a>clic</a>');
  });
});
