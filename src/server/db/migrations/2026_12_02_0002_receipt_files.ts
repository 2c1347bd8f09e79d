import type { PortableMigration } from './migration.js';

/**
 * Receipts of /form-win move from the server's disk (<DATA_DIR>/uploads/<alias>/) to the
 * content-addressed `files` table, so every server process can show them to staff. A receipt is
 * personal data: `files.access` keeps it from the public picture route ('public' for the
 * catalogue's pictures, 'staff' for receipts). `prize_validations.file_hash` names the receipt;
 * `file_path` stays as it was written (the old path, or '' for receipts stored in `files`).
 * Existing receipts are copied at the next start by moveReceiptsToFiles (modules/content), which
 * knows DATA_DIR; a migration does not.
 */
export const receiptFiles: PortableMigration = {
  async up(db) {
    await db.schema
      .alterTable('files')
      .addColumn('access', 'varchar(16)', (col) => col.notNull().defaultTo('public'))
      .execute();
    await db.schema.alterTable('prize_validations').addColumn('file_hash', 'varchar(64)').execute();
  },

  async down(db) {
    await db.schema.alterTable('prize_validations').dropColumn('file_hash').execute();
    await db.schema.alterTable('files').dropColumn('access').execute();
  },
};
