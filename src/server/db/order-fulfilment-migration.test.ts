import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { StaticMigrationProvider } from './migrations/index.js';

const BEFORE = '2026_11_25_0001_import_jobs';
const FULFILMENT = '2026_11_26_0001_order_fulfilment';

let fresh: TestDatabase;
beforeAll(async () => {
  fresh = await createTestDatabase();
});
afterAll(() => fresh.drop());

describe('the order fulfilment migration', () => {
  it('renames the stored statuses to the Italian ones, adds tracking and a history, and goes back down', async () => {
    const { db } = fresh.handle;
    const migrator = new Migrator({ db, provider: new StaticMigrationProvider(fresh.handle.dialect) });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const at = '2026-11-20T10:00:00.000Z';
    const user = await old
      .insertInto('users')
      .values({ tenant_alias: 'demo', username: 'M1', active: 1, points_enabled: 1, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const statuses = ['confirmed', 'shipped', 'delivered', 'cancelled'];
    for (const [i, status] of statuses.entries())
      await old
        .insertInto('orders')
        .values({
          tenant_alias: 'demo',
          user_id: user.id,
          order_number: `DEMO-2026-00000${i + 1}`,
          status,
          total_points: 100,
          shipping_json: '{}',
          created_at: at,
        })
        .execute();

    expect((await migrator.migrateTo(FULFILMENT)).error).toBeUndefined();
    const after = await db.selectFrom('orders').select(['status', 'carrier', 'tracking_code', 'tracking_url']).orderBy('id').execute();
    expect(after).toEqual(
      ['ricevuto', 'spedito', 'consegnato', 'annullato'].map((status) => ({
        status,
        carrier: null,
        tracking_code: null,
        tracking_url: null,
      })),
    );
    expect(await db.selectFrom('order_status_history').selectAll().execute()).toEqual([]);

    await db.updateTable('orders').set({ status: 'in_lavorazione' }).where('order_number', '=', 'DEMO-2026-000001').execute();
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const back = await old.selectFrom('orders').select('status').orderBy('id').execute();
    // An order in progress had no status of its own before: it goes back to confirmed.
    expect(back.map((r) => r.status)).toEqual(statuses);
  });
});
