import { sql } from 'kysely';
import type { PortableMigration } from './migration.js';

/**
 * SQLite's text index keyed in the listing's order. A search lists the cheapest matches first and
 * counts them up to a cap, but FTS5 hands its matches back in rowid order: keyed by the prize id,
 * every search built the whole list of a word's matches (10,000 for 'caffe' at 100,000 prizes)
 * and then walked the points index against it, 2.6 ms a page. Keyed by points·2^32 + id, the
 * matches come cheapest first and a points range is a rowid range the index seeks to: the same
 * page and its bounded count take 0.35 ms. Points are at most 10,000,000 and ids stay below 2^32,
 * so the key fits in 56 bits.
 *
 * Prefix indexes for 2 to 8 characters: a word's prefix is then an index entry of its own, read
 * from the seek point on, where FTS5 otherwise merges every word sharing the prefix in full
 * ('serie' in every prize: 2.4 ms against 0.14). Longer prefixes still merge, and are rarer.
 * Contentless (the text is products.search_text), with deletes, so the triggers remove a key.
 * PostgreSQL reads its own table of word prefixes in the same order (2026_12_13_0001).
 */
const KEY = (row: string) => `${row}.points * 4294967296 + ${row}.id`;

const OLD_TRIGGERS = ['products_fts_ai', 'products_fts_ad', 'products_fts_au'];
const NEW_TRIGGERS = ['products_search_ai', 'products_search_ad', 'products_search_au'];

export const searchInListingOrder: PortableMigration = {
  async up(db, dialect) {
    if (dialect !== 'sqlite') return;
    for (const name of OLD_TRIGGERS) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
    await sql`DROP TABLE IF EXISTS products_fts`.execute(db);
    await sql`CREATE VIRTUAL TABLE products_search USING fts5(
      search_text, content='', contentless_delete=1,
      tokenize='unicode61 remove_diacritics 2', prefix='2 3 4 5 6 7 8')`.execute(db);
    await sql.raw(`INSERT INTO products_search(rowid, search_text) SELECT ${KEY('products')}, search_text FROM products`).execute(db);
    await sql`INSERT INTO products_search(products_search) VALUES ('optimize')`.execute(db);
    // Stock moved by an order touches neither column: checkout's updates stay off the index.
    await sql
      .raw(
        `CREATE TRIGGER products_search_ai AFTER INSERT ON products BEGIN
      INSERT INTO products_search(rowid, search_text) VALUES (${KEY('new')}, new.search_text);
    END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER products_search_ad AFTER DELETE ON products BEGIN
      DELETE FROM products_search WHERE rowid = ${KEY('old')};
    END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER products_search_au AFTER UPDATE OF search_text, points ON products BEGIN
      DELETE FROM products_search WHERE rowid = ${KEY('old')};
      INSERT INTO products_search(rowid, search_text) VALUES (${KEY('new')}, new.search_text);
    END`,
      )
      .execute(db);
  },

  async down(db, dialect) {
    if (dialect !== 'sqlite') return;
    for (const name of NEW_TRIGGERS) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
    await sql`DROP TABLE IF EXISTS products_search`.execute(db);
    await sql`CREATE VIRTUAL TABLE products_fts USING fts5(
      name, description, code,
      content='products', content_rowid='id',
      tokenize='unicode61 remove_diacritics 2', prefix='2 3')`.execute(db);
    await sql`INSERT INTO products_fts(products_fts) VALUES ('rebuild')`.execute(db);
    await sql`CREATE TRIGGER products_fts_ai AFTER INSERT ON products BEGIN
      INSERT INTO products_fts(rowid, name, description, code) VALUES (new.id, new.name, new.description, new.code);
    END`.execute(db);
    await sql`CREATE TRIGGER products_fts_ad AFTER DELETE ON products BEGIN
      INSERT INTO products_fts(products_fts, rowid, name, description, code) VALUES ('delete', old.id, old.name, old.description, old.code);
    END`.execute(db);
    await sql`CREATE TRIGGER products_fts_au AFTER UPDATE OF name, description, code ON products BEGIN
      INSERT INTO products_fts(products_fts, rowid, name, description, code) VALUES ('delete', old.id, old.name, old.description, old.code);
      INSERT INTO products_fts(rowid, name, description, code) VALUES (new.id, new.name, new.description, new.code);
    END`.execute(db);
  },
};
