import { sql } from 'kysely';
import type { PortableMigration } from './migration.js';

/**
 * PostgreSQL: the listing counters' UPDATE trigger (2026_12_05_0001) becomes a row trigger with a
 * WHEN clause. As a statement trigger it ran on every UPDATE of products, capturing transition
 * tables and netting them even when nothing a counter depends on changed: 0.15–0.5 ms more per
 * stock update of a checkout line, measured at 100,000 prizes. Now an update that changes no
 * tenant, category, group, switch or side of zero does not run it at all. Bulk loads still go
 * through the statement triggers of INSERT and DELETE; bulk updates of those columns are rare
 * (the import writes one prize per statement anyway). SQLite's triggers were row triggers already.
 */
const KEY = 'tenant_alias, category_id, group_key, in_stock';

function net(parts: string[]): string {
  return `INSERT INTO catalog_counts AS c (${KEY}, n)
    SELECT ${KEY}, sum(k) FROM (${parts.join(' UNION ALL ')}) AS d (${KEY}, k)
    GROUP BY ${KEY} HAVING sum(k) <> 0 ORDER BY ${KEY}
    ON CONFLICT (${KEY}) DO UPDATE SET n = c.n + excluded.n;`;
}

const fn = (body: string) => `CREATE FUNCTION catalog_counts_au() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$`;

export const catalogCountsRowUpdate: PortableMigration = {
  async up(db, dialect) {
    if (dialect !== 'postgres') return;
    const row = (r: 'OLD' | 'NEW', sign: number) =>
      `SELECT ${r}.tenant_alias, coalesce(${r}.category_id, 0), coalesce(${r}.group_key, ''), (${r}.stock > 0)::int, ${sign} WHERE ${r}.available = 1`;
    await sql`DROP TRIGGER catalog_counts_au ON products`.execute(db);
    await sql`DROP FUNCTION catalog_counts_au()`.execute(db);
    await sql.raw(fn(net([row('OLD', -1), row('NEW', 1)]))).execute(db);
    await sql`CREATE TRIGGER catalog_counts_au AFTER UPDATE ON products FOR EACH ROW
      WHEN (OLD.tenant_alias IS DISTINCT FROM NEW.tenant_alias OR OLD.category_id IS DISTINCT FROM NEW.category_id
        OR OLD.group_key IS DISTINCT FROM NEW.group_key OR OLD.available IS DISTINCT FROM NEW.available
        OR (OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0))
      EXECUTE FUNCTION catalog_counts_au()`.execute(db);
  },

  async down(db, dialect) {
    if (dialect !== 'postgres') return;
    const side = (rows: string, sign: number) =>
      `SELECT tenant_alias, coalesce(category_id, 0), coalesce(group_key, ''), (stock > 0)::int, ${sign} FROM ${rows} WHERE available = 1`;
    await sql`DROP TRIGGER catalog_counts_au ON products`.execute(db);
    await sql`DROP FUNCTION catalog_counts_au()`.execute(db);
    await sql.raw(fn(net([side('old_rows', -1), side('new_rows', 1)]))).execute(db);
    await sql`CREATE TRIGGER catalog_counts_au AFTER UPDATE ON products
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_au()`.execute(db);
  },
};
