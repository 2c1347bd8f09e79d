import { sql } from 'kysely';
import { addIdColumn, type PortableMigration } from './migration.js';

/**
 * The console's imports become durable background jobs (the `jobs` queue): any process may run
 * one, and another resumes it when the process running it dies.
 * - `import_uploads`: the uploaded file until its import is over, so whichever process takes the
 *   job reads the same bytes (not the `files` store: a customers' file carries first passwords in
 *   clear text and must not outlive its import).
 * - `import_batches`: what each committed batch did (its lines, counts and report rows), written in
 *   the batch's own transaction: a resumed run skips those lines and reports them as the first
 *   run did, so the report counts every row once.
 * - `import_jobs.job_id`, `runs`, `run_by`: the queue's job, how many runs it took, and the run
 *   allowed to write (a run whose lease was taken over is refused at its next batch).
 * Rows still `running` were run in memory by a process of the previous version: they stopped.
 */
export const durableImports: PortableMigration = {
  async up(db, dialect) {
    await db.schema.alterTable('import_jobs').addColumn('job_id', 'integer').execute();
    await db.schema
      .alterTable('import_jobs')
      .addColumn('runs', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('import_jobs').addColumn('run_by', 'varchar(120)').execute();
    await db.schema
      .createTable('import_uploads')
      .addColumn('import_job_id', 'integer', (col) => col.primaryKey())
      .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await addIdColumn(db.schema.createTable('import_batches'), dialect)
      .addColumn('import_job_id', 'integer', (col) => col.notNull())
      .addColumn('lines_json', 'text', (col) => col.notNull())
      .addColumn('accepted', 'integer', (col) => col.notNull())
      .addColumn('updated', 'integer', (col) => col.notNull())
      .addColumn('notes_json', 'text', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('import_batches_job').on('import_batches').column('import_job_id').execute();
    const at = new Date().toISOString();
    await sql`UPDATE import_jobs SET state = 'failed', finished_at = ${at}, updated_at = ${at},
      error = ${'L’importazione si è interrotta: il server che la eseguiva è stato fermato. Le righe già scritte restano: caricando di nuovo lo stesso file si completa (quelle già presenti vengono saltate).'}
      WHERE state = 'running'`.execute(db);
  },

  async down(db) {
    await db.schema.dropTable('import_batches').ifExists().execute();
    await db.schema.dropTable('import_uploads').ifExists().execute();
    await db.schema.alterTable('import_jobs').dropColumn('run_by').execute();
    await db.schema.alterTable('import_jobs').dropColumn('runs').execute();
    await db.schema.alterTable('import_jobs').dropColumn('job_id').execute();
  },
};
