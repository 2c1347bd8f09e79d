import { sql } from 'kysely';
import { addIdColumn, type PortableMigration } from './migration.js';

/**
 * Durable background jobs shared by every server process: one row per job, claimed by whichever
 * process gets to it first, and recurring schedules that any process turns into jobs once.
 */
export const jobs: PortableMigration = {
  async up(db, dialect) {
    await addIdColumn(db.schema.createTable('jobs'), dialect)
      .addColumn('kind', 'varchar(60)', (col) => col.notNull())
      .addColumn('tenant_alias', 'varchar(63)')
      .addColumn('payload_json', 'text', (col) => col.notNull().defaultTo('{}'))
      // queued → running → done, or back to queued (retry) until dead.
      .addColumn('state', 'varchar(10)', (col) => col.notNull().defaultTo('queued'))
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (col) => col.notNull().defaultTo(5))
      .addColumn('run_at', 'varchar(30)', (col) => col.notNull())
      .addColumn('locked_by', 'varchar(80)')
      .addColumn('locked_until', 'varchar(30)')
      .addColumn('idempotency_key', 'varchar(200)')
      .addColumn('singleton_key', 'varchar(200)')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
      .addColumn('finished_at', 'varchar(30)')
      .execute();
    // The claim's scan: due queued jobs, and running ones whose lease ran out.
    await db.schema.createIndex('jobs_state_run_at').on('jobs').columns(['state', 'run_at']).execute();
    await db.schema.createIndex('jobs_kind_idempotency').on('jobs').columns(['kind', 'idempotency_key']).unique().execute();
    // At most one live job per singleton key; a finished one frees it.
    await sql`CREATE UNIQUE INDEX jobs_live_singleton ON jobs (kind, singleton_key) WHERE state IN ('queued', 'running') AND singleton_key IS NOT NULL`.execute(
      db,
    );

    await db.schema
      .createTable('job_schedules')
      .addColumn('name', 'varchar(120)', (col) => col.primaryKey())
      .addColumn('kind', 'varchar(60)', (col) => col.notNull())
      .addColumn('tenant_alias', 'varchar(63)')
      .addColumn('payload_json', 'text', (col) => col.notNull().defaultTo('{}'))
      .addColumn('cron', 'varchar(120)', (col) => col.notNull())
      .addColumn('time_zone', 'varchar(60)', (col) => col.notNull().defaultTo('Europe/Rome'))
      .addColumn('next_run_at', 'varchar(30)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('job_schedules').ifExists().execute();
    await db.schema.dropTable('jobs').ifExists().execute();
  },
};
