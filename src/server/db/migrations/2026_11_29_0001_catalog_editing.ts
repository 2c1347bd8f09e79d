import type { PortableMigration } from './migration.js';

/**
 * The console's catalogue editing:
 * - `products.revision` and `categories.revision`: bumped by every staff edit, so an edit made on a
 *   stale copy (a colleague saved first) is refused with 409 instead of silently undoing theirs.
 * - `catalog_revisions`: one counter per tenant, bumped by every catalogue write, so every server
 *   process notices the change and drops its memo of the portal's listing (listing-memo.ts).
 */
export const catalogEditing: PortableMigration = {
  async up(db) {
    await db.schema
      .alterTable('products')
      .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable('categories')
      .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createTable('catalog_revisions')
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('revision', 'integer', (col) => col.notNull())
      .addColumn('changed_at', 'varchar(32)', (col) => col.notNull())
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('catalog_revisions').ifExists().execute();
    await db.schema.alterTable('categories').dropColumn('revision').execute();
    await db.schema.alterTable('products').dropColumn('revision').execute();
  },
};
