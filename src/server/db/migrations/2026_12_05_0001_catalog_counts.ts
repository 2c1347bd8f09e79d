import { sql } from 'kysely';
import type { PortableMigration } from './migration.js';

/**
 * Exact totals of the customer listing: how many prizes a customer sees per
 * (tenant, category, group, in stock or not). Counting every match with count(*) cost 5 ms on
 * SQLite and 50 ms on PostgreSQL at 100,000 prizes, on every page of every listing without a memo
 * hit; summing these rows costs a few dozen index entries whatever the catalogue's size.
 *
 * Triggers on `products` keep them, so every writer (checkout taking stock, a cancelled order
 * returning it, imports, console edits, seeders, a deleted category's ON DELETE SET NULL) changes
 * them in its own transaction without knowing they exist. Only prizes switched on count (the
 * listing never shows the others). A stock update touches a counter only when the stock crosses
 * zero, so checkouts do not queue on one counter row. NULLs are stored as 0 (no category: ids
 * start at 1) and '' (no group: the listing never filters on an empty group), so the primary key
 * can serve the upsert on both databases.
 */
const KEY = ['tenant_alias', 'category_id', 'group_key', 'in_stock'] as const;

function sqliteTriggers() {
  const key = (row: 'new' | 'old') =>
    `${row}.tenant_alias, coalesce(${row}.category_id, 0), coalesce(${row}.group_key, ''), ${row}.stock > 0`;
  const match = (row: 'new' | 'old') =>
    `tenant_alias = ${row}.tenant_alias AND category_id = coalesce(${row}.category_id, 0) AND group_key = coalesce(${row}.group_key, '') AND in_stock = (${row}.stock > 0)`;
  // SQLite needs a WHERE in an upsert's SELECT (a parsing ambiguity with ON CONFLICT).
  const add = `INSERT INTO catalog_counts (${KEY.join(', ')}, n) SELECT ${key('new')}, 1 WHERE new.available = 1
    ON CONFLICT (${KEY.join(', ')}) DO UPDATE SET n = n + 1;`;
  const remove = `UPDATE catalog_counts SET n = n - 1 WHERE old.available = 1 AND ${match('old')};`;
  return [
    `CREATE TRIGGER catalog_counts_ai AFTER INSERT ON products WHEN new.available = 1 BEGIN ${add} END`,
    `CREATE TRIGGER catalog_counts_ad AFTER DELETE ON products WHEN old.available = 1 BEGIN ${remove} END`,
    `CREATE TRIGGER catalog_counts_au AFTER UPDATE OF tenant_alias, category_id, group_key, available, stock ON products
      WHEN old.tenant_alias IS NOT new.tenant_alias OR old.category_id IS NOT new.category_id OR old.group_key IS NOT new.group_key
        OR old.available IS NOT new.available OR (old.stock > 0) IS NOT (new.stock > 0)
      BEGIN ${remove} ${add} END`,
  ];
}

/**
 * PostgreSQL: statement triggers over transition tables, so a bulk import writes each counter
 * once per statement instead of once per prize (row triggers left one dead row version per
 * prize: 20,000 of them behind a 60-row table after a 100,000-prize load). Per key, the rows
 * leaving (old) and entering (new) are netted; keys whose net is zero are not written, so an
 * order that leaves stock above zero takes no lock on a counter. Keys are written in order, so
 * two statements changing the same keys queue rather than deadlock.
 */
function postgresTriggers() {
  const side = (rows: 'old_rows' | 'new_rows', sign: number) =>
    `SELECT tenant_alias, coalesce(category_id, 0), coalesce(group_key, ''), (stock > 0)::int, ${sign} FROM ${rows} WHERE available = 1`;
  const apply = (parts: string[]) => `INSERT INTO catalog_counts AS c (${KEY.join(', ')}, n)
    SELECT ${KEY.join(', ')}, sum(k) FROM (${parts.join(' UNION ALL ')}) AS d (${KEY.join(', ')}, k)
    GROUP BY ${KEY.join(', ')} HAVING sum(k) <> 0 ORDER BY ${KEY.join(', ')}
    ON CONFLICT (${KEY.join(', ')}) DO UPDATE SET n = c.n + excluded.n;`;
  const fn = (name: string, body: string) =>
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$`;
  const trigger = (name: string, event: string, referencing: string) =>
    `CREATE TRIGGER ${name} AFTER ${event} ON products REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`;
  return [
    fn('catalog_counts_ai', apply([side('new_rows', 1)])),
    fn('catalog_counts_ad', apply([side('old_rows', -1)])),
    fn('catalog_counts_au', apply([side('old_rows', -1), side('new_rows', 1)])),
    trigger('catalog_counts_ai', 'INSERT', 'NEW TABLE AS new_rows'),
    trigger('catalog_counts_ad', 'DELETE', 'OLD TABLE AS old_rows'),
    trigger('catalog_counts_au', 'UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'),
  ];
}

export const catalogCounts: PortableMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('catalog_counts')
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('category_id', 'integer', (col) => col.notNull())
      .addColumn('group_key', 'varchar(64)', (col) => col.notNull())
      .addColumn('in_stock', 'integer', (col) => col.notNull())
      .addColumn('n', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('catalog_counts_pk', [...KEY])
      .execute();
    for (const statement of dialect === 'sqlite' ? sqliteTriggers() : postgresTriggers()) await sql.raw(statement).execute(db);
    await sql`INSERT INTO catalog_counts (tenant_alias, category_id, group_key, in_stock, n)
      SELECT tenant_alias, coalesce(category_id, 0), coalesce(group_key, ''), CASE WHEN stock > 0 THEN 1 ELSE 0 END, count(*)
      FROM products WHERE available = 1
      GROUP BY tenant_alias, coalesce(category_id, 0), coalesce(group_key, ''), CASE WHEN stock > 0 THEN 1 ELSE 0 END`.execute(db);
  },

  async down(db, dialect) {
    for (const name of ['catalog_counts_ai', 'catalog_counts_ad', 'catalog_counts_au']) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${name}${dialect === 'postgres' ? ' ON products' : ''}`).execute(db);
      if (dialect === 'postgres') await sql.raw(`DROP FUNCTION IF EXISTS ${name}()`).execute(db);
    }
    await db.schema.dropTable('catalog_counts').ifExists().execute();
  },
};
