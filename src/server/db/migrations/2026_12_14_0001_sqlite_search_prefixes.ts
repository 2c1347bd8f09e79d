import { sql } from 'kysely';
import type { PortableMigration } from './migration.js';

/**
 * SQLite: the catalogue search reads word prefixes in (points, id) order from a B-tree, as
 * PostgreSQL does (2026_12_13_0001), in place of the FTS5 table keyed points·2^32 + id
 * (2026_12_12_0101). FTS5 keys carry neither the tenant nor the switch, so a bounded count looked
 * up every match's prize (0.6 ms for 1,001 of 'caffe' at 100,000 prizes), and it cannot seek
 * within a word's matches, so a range starting deep in a broad word walked the matches below it
 * first (3.8 ms for 'premio' from 20,000 points). Keyed (tenant_alias, prefix, points, product_id)
 * and holding only prizes switched on, the same count is a range of the key: 0.15 ms for either.
 *
 * One row per prize switched on and distinct prefix of 1 to 8 characters of the words of
 * `search_text` (folded by the app: letters and digits separated by single spaces, so the words
 * are a JSON array once the spaces are quote-comma-quote). One-letter prefixes are kept too, so
 * every search reads this table; a longer term is looked up by its first 8 characters and checked
 * against `search_text`. About 97 rows a prize: 203 MB at 100,000 prizes, where the FTS5 table
 * took 54 MB; an initiative's few thousand prizes take a few MB.
 *
 * Triggers keep it. Updates run it only when the words, the points, the switch or the tenant
 * change, so checkout's stock updates and an unchanged re-import leave it alone.
 */
const WORDS = (row: string) => `json_each('["' || replace(${row}.search_text, ' ', '","') || '"]')`;
const LENGTHS = `json_each('[1,2,3,4,5,6,7,8]') AS k`;
/** A trigger row's distinct words (a prize's words repeat between name and description), and the lengths of their prefixes. */
const WORDS_AND_LENGTHS = (row: string) => `(SELECT DISTINCT value FROM ${WORDS(row)}) AS w, ${LENGTHS}`;
const PREFIX = 'substr(w.value, 1, k.value)';
const LONG_ENOUGH = 'length(w.value) >= k.value';

/**
 * Writes a trigger row's entries. Two words may share a prefix: the key keeps one entry (OR
 * IGNORE), 16 % cheaper for an import than a DISTINCT over the prefixes.
 */
const INSERT = (row: string) => `INSERT OR IGNORE INTO product_search_prefixes (tenant_alias, prefix, points, product_id)
  SELECT ${row}.tenant_alias, ${PREFIX}, ${row}.points, ${row}.id FROM ${WORDS_AND_LENGTHS(row)}
  WHERE ${row}.available = 1 AND ${LONG_ENOUGH}`;

const DELETE = (row: string) => `DELETE FROM product_search_prefixes WHERE ${row}.available = 1
  AND tenant_alias = ${row}.tenant_alias AND points = ${row}.points AND product_id = ${row}.id
  AND prefix IN (SELECT ${PREFIX} FROM ${WORDS_AND_LENGTHS(row)} WHERE ${LONG_ENOUGH});`;

const CHANGED = ['search_text', 'points', 'available', 'tenant_alias'];

const TRIGGERS = [
  `CREATE TRIGGER product_search_prefixes_ai AFTER INSERT ON products BEGIN ${INSERT('new')}; END`,
  `CREATE TRIGGER product_search_prefixes_ad AFTER DELETE ON products BEGIN ${DELETE('old')} END`,
  `CREATE TRIGGER product_search_prefixes_au AFTER UPDATE OF ${CHANGED.join(', ')} ON products
    WHEN ${CHANGED.map((c) => `old.${c} IS NOT new.${c}`).join(' OR ')}
    BEGIN ${DELETE('old')} ${INSERT('new')}; END`,
];

const FTS_KEY = (row: string) => `${row}.points * 4294967296 + ${row}.id`;

/** The FTS5 table and its triggers as 2026_12_12_0101 made them, for going back down. */
const FTS = [
  `CREATE VIRTUAL TABLE products_search USING fts5(search_text, content='', contentless_delete=1,
    tokenize='unicode61 remove_diacritics 2', prefix='2 3 4 5 6 7 8')`,
  `INSERT INTO products_search(rowid, search_text) SELECT ${FTS_KEY('products')}, search_text FROM products`,
  `CREATE TRIGGER products_search_ai AFTER INSERT ON products BEGIN
    INSERT INTO products_search(rowid, search_text) VALUES (${FTS_KEY('new')}, new.search_text); END`,
  `CREATE TRIGGER products_search_ad AFTER DELETE ON products BEGIN
    DELETE FROM products_search WHERE rowid = ${FTS_KEY('old')}; END`,
  `CREATE TRIGGER products_search_au AFTER UPDATE OF search_text, points ON products BEGIN
    DELETE FROM products_search WHERE rowid = ${FTS_KEY('old')};
    INSERT INTO products_search(rowid, search_text) VALUES (${FTS_KEY('new')}, new.search_text); END`,
];

export const sqliteSearchPrefixes: PortableMigration = {
  async up(db, dialect) {
    if (dialect !== 'sqlite') return;
    await sql`CREATE TABLE product_search_prefixes (
      tenant_alias text NOT NULL,
      prefix text NOT NULL,
      points integer NOT NULL,
      product_id integer NOT NULL,
      PRIMARY KEY (tenant_alias, prefix, points, product_id)) WITHOUT ROWID`.execute(db);
    // In key order: appending to the B-tree rather than inserting all over it.
    await sql
      .raw(
        `INSERT OR IGNORE INTO product_search_prefixes (tenant_alias, prefix, points, product_id)
      SELECT r.tenant_alias, ${PREFIX}, r.points, r.id FROM products AS r, ${WORDS('r')} AS w, ${LENGTHS}
      WHERE r.available = 1 AND ${LONG_ENOUGH} ORDER BY 1, 2, 3, 4`,
      )
      .execute(db);
    for (const statement of TRIGGERS) await sql.raw(statement).execute(db);
    for (const op of ['ai', 'ad', 'au']) await sql.raw(`DROP TRIGGER products_search_${op}`).execute(db);
    await sql`DROP TABLE products_search`.execute(db);
  },

  async down(db, dialect) {
    if (dialect !== 'sqlite') return;
    for (const op of ['ai', 'ad', 'au']) await sql.raw(`DROP TRIGGER product_search_prefixes_${op}`).execute(db);
    await sql`DROP TABLE product_search_prefixes`.execute(db);
    for (const statement of FTS) await sql.raw(statement).execute(db);
  },
};
