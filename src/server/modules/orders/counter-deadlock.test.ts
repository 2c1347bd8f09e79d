import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { insertProducts } from '../catalog/product-repository.js';
import { writeTransaction } from '../../db/write-transaction.js';

/**
 * PostgreSQL only (TEST_DATABASE_URL): the listing's counters are locked in the order products
 * empty, so two orders emptying prizes of crossed groups deadlock; writeTransaction runs the
 * victim again and both orders go through. SQLite has one writer at a time: nothing to cross.
 */
let fresh: TestDatabase;
beforeAll(async () => {
  fresh = await createTestDatabase();
  await migrateToLatest(fresh.handle);
});
afterAll(() => fresh.drop());

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe.runIf(process.env.TEST_DATABASE_URL)('a deadlock on the listing counters', { timeout: 30_000 }, () => {
  it('is run again: both transactions commit and the counters stay exact', async () => {
    const { db } = fresh.handle;
    const at = new Date().toISOString();
    const prize = (code: string, group_key: string) => ({
      tenant_alias: 'lock',
      code,
      name: code,
      description: '',
      points: 100,
      stock: 1,
      images_json: '[]',
      group_key,
      available: 1,
      featured: 0,
      created_at: at,
      updated_at: at,
    });
    await insertProducts(db, [prize('A', 'uno'), prize('B', 'due'), prize('C', 'uno'), prize('D', 'due')]);
    const empty = (trx: typeof db, code: string) => trx.updateTable('products').set({ stock: 0 }).where('code', '=', code).execute();
    const firstHolds = deferred();
    const secondHolds = deferred();
    let runs = 0;
    /** Empties one prize, says so, waits for the other order to have emptied its first, then empties the next. */
    const order = (first: string, then: string, holds: { resolve(): void }, other: Promise<void>) =>
      writeTransaction(db, async (trx) => {
        runs++;
        await empty(trx, first);
        holds.resolve();
        await other;
        await empty(trx, then);
      });
    // First empties A (group uno) then D (due); second empties B (due) then C (uno): crossed.
    await Promise.all([order('A', 'D', firstHolds, secondHolds.promise), order('B', 'C', secondHolds, firstHolds.promise)]);
    expect(runs).toBe(3);
    expect(await db.selectFrom('products').select('stock').where('tenant_alias', '=', 'lock').execute()).toEqual(
      [0, 0, 0, 0].map((stock) => ({ stock })),
    );
    const counts = await db
      .selectFrom('catalog_counts')
      .select(['group_key', 'in_stock', 'n'])
      .where('tenant_alias', '=', 'lock')
      .where('n', '<>', 0)
      .orderBy('group_key')
      .execute();
    expect(counts).toEqual([
      { group_key: 'due', in_stock: 0, n: 2 },
      { group_key: 'uno', in_stock: 0, n: 2 },
    ]);
  });
});
