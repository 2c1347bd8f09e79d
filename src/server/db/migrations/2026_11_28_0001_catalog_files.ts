import type { PortableMigration } from './migration.js';

/**
 * Prize pictures uploaded with the catalogue import. Stored in the database, so every
 * server process serves the same bytes without a shared disk:
 * - `files`: content-addressed blobs (sha256 of the bytes), one per encoded variant (format × width);
 *   the same bytes are stored once whichever tenant or prize uses them, and never change.
 * - `image_sources`: an uploaded original (sha256 of the operator's bytes) → its processed set, so
 *   importing the same file again reuses the variants instead of encoding them again.
 * - `products.image_json`: the main picture with its responsive variants (srcset, sources); the
 *   older `image_url`/`image_width`/`image_height` stay the JPEG fallback every reader knows.
 */
export const catalogFiles: PortableMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('files')
      .addColumn('hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('content_type', 'varchar(64)', (col) => col.notNull())
      .addColumn('width', 'integer', (col) => col.notNull())
      .addColumn('height', 'integer', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull())
      .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('image_sources')
      .addColumn('source_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('image_json', 'text', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.alterTable('products').addColumn('image_json', 'text').execute();
  },

  async down(db) {
    await db.schema.alterTable('products').dropColumn('image_json').execute();
    await db.schema.dropTable('image_sources').ifExists().execute();
    await db.schema.dropTable('files').ifExists().execute();
  },
};
