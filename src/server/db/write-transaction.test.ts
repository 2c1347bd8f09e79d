import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle, type Db } from './database.js';
import { migrateToLatest } from './migrate.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { writeTransaction } from './write-transaction.js';

/**
 * SQLite only: two connections to one file stand for two server processes. On PostgreSQL a
 * transaction takes row locks as it goes (SELECT … FOR UPDATE), which the order tests cover.
 */
let testDb: TestDatabase;
let other: DatabaseHandle;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.handle);
  other = createDatabase(testDb.options);
});
afterAll(async () => {
  await other.destroy();
  await testDb.drop();
});
beforeEach(async () => {
  await testDb.handle.db.deleteFrom('app_meta').where('key', '=', 'counter').execute();
  await testDb.handle.db.insertInto('app_meta').values({ key: 'counter', value: '0' }).execute();
});

const read = async (db: Db) =>
  Number((await db.selectFrom('app_meta').select('value').where('key', '=', 'counter').executeTakeFirstOrThrow()).value);
const write = (db: Db, value: number) =>
  db
    .updateTable('app_meta')
    .set({ value: String(value) })
    .where('key', '=', 'counter')
    .execute();

describe.skipIf(process.env.TEST_DATABASE_URL)('transactions shared by processes on one SQLite file', () => {
  it('a deferred transaction that read before another process committed cannot write: why the server never opens one', async () => {
    let failure: unknown;
    await other.db
      .transaction()
      .execute(async (trx) => {
        const seen = await read(trx);
        await write(testDb.handle.db, 10);
        await write(trx, seen + 1);
      })
      .catch((err: unknown) => (failure = err));
    expect((failure as { code?: string }).code).toBe('SQLITE_BUSY_SNAPSHOT');
    expect(await read(testDb.handle.db)).toBe(10);
  });

  it('a read-then-write started while another process holds the lock waits for its commit, and reads what it wrote', async () => {
    let second: Promise<number> | undefined;
    await writeTransaction(testDb.handle.db, async (trx) => {
      const seen = await read(trx);
      second = writeTransaction(other.db, async (otherTrx) => {
        const otherSeen = await read(otherTrx);
        await write(otherTrx, otherSeen + 1);
        return otherSeen;
      });
      await write(trx, seen + 1);
    });
    expect(await second).toBe(1);
    expect(await read(testDb.handle.db)).toBe(2);
  });

  it('a statement on its own waits for the lock without stalling the process, and lands after the commit', async () => {
    let plain: Promise<unknown> | undefined;
    await writeTransaction(testDb.handle.db, async (trx) => {
      await write(trx, 5);
      plain = write(other.db, 7);
      // The holder goes on meanwhile: a wait on the event loop would stop it here until the other gave up.
      expect(await read(trx)).toBe(5);
    });
    await plain;
    expect(await read(testDb.handle.db)).toBe(7);
  });
});
