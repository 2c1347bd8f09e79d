import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { StaticMigrationProvider } from './migrations/index.js';

const BEFORE = '2026_12_06_0001_product_cards';
const CONSENTS = '2026_12_07_0002_consent_records';

let fresh: TestDatabase;
beforeAll(async () => {
  fresh = await createTestDatabase();
});
afterAll(() => fresh.drop());

describe('the consent records migration', () => {
  it('turns the consent columns into records by purpose, keeps gdpr_profiling as data, and goes back down', async () => {
    const { db } = fresh.handle;
    const migrator = new Migrator({ db, provider: new StaticMigrationProvider(fresh.handle.dialect) });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const user = async (username: string, flags: Record<string, number>, extra_json = '{}') =>
      Number(
        (
          await old
            .insertInto('users')
            .values({
              tenant_alias: 'demo',
              username,
              created_at: '2026-01-01T00:00:00.000Z',
              updated_at: `2026-02-0${username.at(-1)}T09:00:00.000Z`,
              extra_json,
              ...flags,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    // Registered with everything ticked, the representative declaration under gdpr_profiling.
    const all = await user('C1', { gdpr_marketing: 1, gdpr_profiling: 1, gdpr_privacy: 1 }, '{"shop_code":"NEG-1"}');
    const privacyOnly = await user('C2', { gdpr_privacy: 1 });
    const never = await user('C3', {});

    expect((await migrator.migrateTo(CONSENTS)).error).toBeUndefined();
    const records = await db
      .selectFrom('consent_records')
      .select(['user_id', 'tenant_alias', 'purpose', 'given', 'version', 'text_hash', 'channel', 'recorded_at'])
      .orderBy('user_id')
      .orderBy('purpose')
      .execute();
    const row = (user_id: number, purpose: string, day: number) => ({
      user_id,
      tenant_alias: 'demo',
      purpose,
      given: 1,
      version: null,
      text_hash: null,
      channel: 'migration',
      recorded_at: `2026-02-0${day}T09:00:00.000Z`,
    });
    expect(records).toEqual([row(all, 'marketing', 1), row(all, 'privacy', 1), row(privacyOnly, 'privacy', 2)]);
    const users = await db.selectFrom('users').selectAll().orderBy('id').execute();
    expect(users.map((u) => JSON.parse(u.extra_json))).toEqual([{ shop_code: 'NEG-1', gdpr_profiling: 1 }, {}, {}]);
    for (const column of ['gdpr_marketing', 'gdpr_profiling', 'gdpr_privacy']) expect(users[0]).not.toHaveProperty(column);

    // A later answer wins on the way back: C2 withdrew privacy.
    await db
      .insertInto('consent_records')
      .values({
        tenant_alias: 'demo',
        user_id: privacyOnly,
        purpose: 'privacy',
        given: 0,
        version: '2026-01',
        text_hash: null,
        channel: 'signup',
        recorded_at: '2026-03-01T00:00:00.000Z',
      })
      .execute();
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const back = await old
      .selectFrom('users')
      .select(['id', 'gdpr_marketing', 'gdpr_profiling', 'gdpr_privacy', 'extra_json'])
      .orderBy('id')
      .execute();
    expect(back).toEqual([
      { id: all, gdpr_marketing: 1, gdpr_profiling: 1, gdpr_privacy: 1, extra_json: '{"shop_code":"NEG-1"}' },
      { id: privacyOnly, gdpr_marketing: 0, gdpr_profiling: 0, gdpr_privacy: 0, extra_json: '{}' },
      { id: never, gdpr_marketing: 0, gdpr_profiling: 0, gdpr_privacy: 0, extra_json: '{}' },
    ]);
  });
});
