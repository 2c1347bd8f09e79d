import type { Db } from '../../db/database.js';

/** Voucher code pools: the codes imported for a voucher and who got each. */

const CHUNK = 500;

export interface PoolCounts {
  total: number;
  handedOut: number;
}

export async function poolCounts(db: Db, voucherId: number): Promise<PoolCounts> {
  const row = await db
    .selectFrom('voucher_codes')
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.count<number>('user_id').as('handed')])
    .where('voucher_id', '=', voucherId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), handedOut: Number(row.handed) };
}

/** Adds the codes not in the pool yet (a code already there is left as it is); answers how many were added. */
export async function addCodes(db: Db, voucherId: number, codes: readonly string[], now: string): Promise<number> {
  let added = 0;
  for (let i = 0; i < codes.length; i += CHUNK) {
    const result = await db
      .insertInto('voucher_codes')
      .values(codes.slice(i, i + CHUNK).map((code) => ({ voucher_id: voucherId, code, imported_at: now })))
      .onConflict((oc) => oc.columns(['voucher_id', 'code']).doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}

/**
 * Takes the next free code of the pool for the customer (in the caller's transaction): a
 * conditional UPDATE (still free), so of concurrent claims only one takes a given code and the
 * others try the next one (PostgreSQL re-reads the row the winner changed; SQLite runs one write
 * transaction at a time). Answers the code, or null when the pool has none left.
 */
export async function takeFreeCode(trx: Db, voucherId: number, userId: number, now: string): Promise<string | null> {
  for (;;) {
    const free = await trx
      .selectFrom('voucher_codes')
      .select(['id', 'code'])
      .where('voucher_id', '=', voucherId)
      .where('user_id', 'is', null)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!free) return null;
    const taken = await trx
      .updateTable('voucher_codes')
      .set({ user_id: userId, assigned_at: now })
      .where('id', '=', free.id)
      .where('user_id', 'is', null)
      .executeTakeFirst();
    if (taken.numUpdatedRows !== 0n) return free.code;
  }
}
