import { sql } from 'kysely';
import type { PortableMigration } from './migration.js';

/**
 * PostgreSQL: the catalogue search's word prefixes in (points, id) order, the counterpart of
 * SQLite's FTS5 table keyed by points·2^32 + id. One row per prize switched on and distinct
 * prefix of 2 to 8 characters of its words (the lexemes of `search_vector`), keyed
 * (tenant_alias, prefix, points, product_id): a search's cheapest matches in a points range are
 * an index range read in order, its page the first 12 entries and its count stopped at 1,001
 * entries (SEARCH_TOTAL_CAP), with no heap visit. The GIN index cannot do this: it yields every
 * match of the word in no order, so the bounded count built the whole bitmap of 'caffe' (10,000
 * prizes of 100,000) and read the heap to filter the points: 6.7 ms, against 0.3 ms here.
 *
 * Longer terms are looked up by their first 8 characters and checked against `search_vector`,
 * as are searches of several words (search-prefixes.ts). Prefixes of one character are not
 * kept: a one-letter search goes through the GIN index as before.
 *
 * Triggers keep it, as they keep catalog_counts (2026_12_05_0001/0002): statement triggers for
 * INSERT and DELETE, so a bulk import writes its prefixes in one statement; a row trigger for
 * UPDATE that runs only when the words, the points, the switch or the tenant change, so a
 * checkout's stock update does not run it. Cost: about 83 rows per prize at 100,000 prizes.
 */
const PREFIXES = `CREATE FUNCTION search_prefixes(v tsvector) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT left(l, k) FROM unnest(tsvector_to_array(v)) AS l, generate_series(2, 8) AS k WHERE length(l) >= k
$$`;

const fn = (name: string, body: string) =>
  `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$`;

const INSERT_ROWS = `INSERT INTO product_search_prefixes (tenant_alias, prefix, points, product_id)
  SELECT r.tenant_alias, p, r.points, r.id FROM new_rows AS r, search_prefixes(r.search_vector) AS p WHERE r.available = 1;`;

const DELETE_ROWS = `DELETE FROM product_search_prefixes AS s USING old_rows AS r, search_prefixes(r.search_vector) AS p
  WHERE r.available = 1 AND s.tenant_alias = r.tenant_alias AND s.prefix = p AND s.points = r.points AND s.product_id = r.id;`;

const UPDATE_ROW = `
  IF OLD.available = 1 THEN
    DELETE FROM product_search_prefixes WHERE tenant_alias = OLD.tenant_alias AND points = OLD.points
      AND product_id = OLD.id AND prefix IN (SELECT search_prefixes(OLD.search_vector));
  END IF;
  IF NEW.available = 1 THEN
    INSERT INTO product_search_prefixes (tenant_alias, prefix, points, product_id)
      SELECT NEW.tenant_alias, p, NEW.points, NEW.id FROM search_prefixes(NEW.search_vector) AS p;
  END IF;`;

export const searchPrefixes: PortableMigration = {
  async up(db, dialect) {
    if (dialect !== 'postgres') return;
    await sql`CREATE TABLE product_search_prefixes (
      tenant_alias varchar(64) NOT NULL,
      prefix text NOT NULL,
      points integer NOT NULL,
      product_id integer NOT NULL,
      CONSTRAINT product_search_prefixes_pk PRIMARY KEY (tenant_alias, prefix, points, product_id))`.execute(db);
    // Over 100,000 distinct prefixes at 100,000 prizes: with the default sample the planner took
    // 'leggero' (4,000 entries in a range) for 500 and read the GIN index instead.
    await sql`ALTER TABLE product_search_prefixes ALTER COLUMN prefix SET STATISTICS 1000`.execute(db);
    await sql.raw(PREFIXES).execute(db);
    for (const statement of [
      fn('product_search_prefixes_ai', INSERT_ROWS),
      fn('product_search_prefixes_ad', DELETE_ROWS),
      fn('product_search_prefixes_au', UPDATE_ROW),
      `CREATE TRIGGER product_search_prefixes_ai AFTER INSERT ON products
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_prefixes_ai()`,
      `CREATE TRIGGER product_search_prefixes_ad AFTER DELETE ON products
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_prefixes_ad()`,
      `CREATE TRIGGER product_search_prefixes_au AFTER UPDATE ON products FOR EACH ROW
        WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.points IS DISTINCT FROM NEW.points
          OR OLD.available IS DISTINCT FROM NEW.available OR OLD.tenant_alias IS DISTINCT FROM NEW.tenant_alias)
        EXECUTE FUNCTION product_search_prefixes_au()`,
    ]) {
      await sql.raw(statement).execute(db);
    }
    await sql`INSERT INTO product_search_prefixes (tenant_alias, prefix, points, product_id)
      SELECT r.tenant_alias, p, r.points, r.id FROM products AS r, search_prefixes(r.search_vector) AS p WHERE r.available = 1`.execute(db);
  },

  async down(db, dialect) {
    if (dialect !== 'postgres') return;
    for (const op of ['ai', 'ad', 'au']) {
      await sql.raw(`DROP TRIGGER product_search_prefixes_${op} ON products`).execute(db);
      await sql.raw(`DROP FUNCTION product_search_prefixes_${op}()`).execute(db);
    }
    await sql`DROP FUNCTION search_prefixes(tsvector)`.execute(db);
    await sql`DROP TABLE product_search_prefixes`.execute(db);
  },
};
