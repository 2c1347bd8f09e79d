import { sql, type Kysely } from 'kysely';
import type { Database, SqlDialectName } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { insertProducts } from './product-repository.js';
import type { NewProduct } from './product.table.js';

/**
 * Writing a catalogue in bulk, for the demo data and the benchmarks' fixtures: categories and
 * prizes as rows, with the search text and the kept totals the module maintains itself.
 */
export { IMAGE_HEIGHT, IMAGE_WIDTH, imageUrl } from './images.js';
export { insertCategory as addCategory } from './import-repository.js';
export { insertProducts as addProducts } from './product-repository.js';
export type { NewProduct } from './product.table.js';

/** SQLite's trigger writing a new prize's search entries (2026_12_14_0001_sqlite_search_prefixes). */
const ENTRIES_TRIGGER = 'product_search_prefixes_ai';

/**
 * Many prizes at once, in one write transaction. On SQLite, a prize's ~100 search entries land
 * all over one B-tree, about 8 µs each when the trigger writes them row by row: 100,000 prizes took
 * 229 s. Here the trigger is set aside inside the transaction and the new prizes' entries are
 * written once, in key order, as the migration's backfill does (about 20 s for the same); other
 * processes never see the trigger missing, as nothing is visible before the commit.
 */
export async function loadProducts(db: Kysely<Database>, dialect: SqlDialectName, rows: Omit<NewProduct, 'search_text'>[]): Promise<void> {
  if (dialect !== 'sqlite') return insertProducts(db, rows);
  await writeTransaction(db, async (trx) => {
    const [trigger] = (
      await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ${ENTRIES_TRIGGER}`.execute(trx)
    ).rows;
    if (!trigger) throw new Error(`loadProducts: no trigger ${ENTRIES_TRIGGER}`);
    const { last } = await trx
      .selectFrom('products')
      .select((eb) => eb.fn.coalesce(eb.fn.max('id'), sql<number>`0`).as('last'))
      .executeTakeFirstOrThrow();
    await sql.raw(`DROP TRIGGER ${ENTRIES_TRIGGER}`).execute(trx);
    await insertProducts(trx, rows);
    // The words of search_text (folded: single spaces between letters and digits) as a JSON array,
    // each word's prefixes of 1 to 8 characters; a prefix two words share is kept once.
    await sql`INSERT OR IGNORE INTO product_search_prefixes (tenant_alias, prefix, points, product_id)
      SELECT r.tenant_alias, substr(w.value, 1, k.value), r.points, r.id
      FROM products AS r, json_each('["' || replace(r.search_text, ' ', '","') || '"]') AS w, json_each('[1,2,3,4,5,6,7,8]') AS k
      WHERE r.id > ${last} AND r.available = 1 AND length(w.value) >= k.value
      ORDER BY 1, 2, 3, 4`.execute(trx);
    await sql.raw(trigger.sql).execute(trx);
  });
}
