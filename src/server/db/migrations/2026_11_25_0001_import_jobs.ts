import { addIdColumn, type PortableMigration } from './migration.js';

/**
 * The staff console's CSV uploads run as jobs: the process that received the file
 * works through it while the screen polls for its progress and report. Several stateless
 * processes share the database, so the poll may reach any of them: the job lives here, not in
 * memory. `notes_json` holds the report's skipped and rejected rows once the job is over.
 */
export const importJobs: PortableMigration = {
  async up(db, dialect) {
    await addIdColumn(db.schema.createTable('import_jobs'), dialect)
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('kind', 'varchar(16)', (col) => col.notNull())
      .addColumn('dry_run', 'integer', (col) => col.notNull())
      .addColumn('file_name', 'varchar(200)', (col) => col.notNull())
      .addColumn('started_by', 'varchar(320)', (col) => col.notNull())
      .addColumn('state', 'varchar(16)', (col) => col.notNull())
      .addColumn('total', 'integer', (col) => col.notNull())
      .addColumn('processed', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('accepted', 'integer')
      .addColumn('skipped', 'integer')
      .addColumn('rejected', 'integer')
      .addColumn('notes_json', 'text')
      .addColumn('error', 'varchar(500)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('finished_at', 'varchar(32)')
      .execute();
    // "Is an import of this kind already running in the tenant?" and the screen's look-ups by id.
    await db.schema.createIndex('import_jobs_tenant_kind_state').on('import_jobs').columns(['tenant_alias', 'kind', 'state']).execute();
  },

  async down(db) {
    await db.schema.dropTable('import_jobs').execute();
  },
};
