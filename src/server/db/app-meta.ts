import type { Kysely, Transaction } from 'kysely';
import type { Database } from './database.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Records a fact about the database under `key` unless one is there already; answers whether
 * this call wrote it, so of several processes racing to claim the same key exactly one wins.
 */
export async function claimMeta(db: Executor, key: string, value: string): Promise<boolean> {
  const result = await db
    .insertInto('app_meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The values recorded under keys that start with `prefix`. */
export async function metaValuesUnder(db: Executor, prefix: string): Promise<string[]> {
  const rows = await db.selectFrom('app_meta').select('value').where('key', 'like', `${prefix}%`).execute();
  return rows.map((r) => r.value);
}
