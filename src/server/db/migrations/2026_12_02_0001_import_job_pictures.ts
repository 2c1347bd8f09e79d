import type { PortableMigration } from './migration.js';

/**
 * The console's catalogue upload encodes the zip's new pictures before it writes a
 * row: that stage can take minutes, so its progress is kept beside the rows' (any process answers
 * the screen's poll). Null for the imports that have no pictures, and until they are counted.
 */
export const importJobPictures: PortableMigration = {
  async up(db) {
    await db.schema.alterTable('import_jobs').addColumn('pictures_total', 'integer').execute();
    await db.schema.alterTable('import_jobs').addColumn('pictures_done', 'integer').execute();
  },

  async down(db) {
    await db.schema.alterTable('import_jobs').dropColumn('pictures_done').execute();
    await db.schema.alterTable('import_jobs').dropColumn('pictures_total').execute();
  },
};
