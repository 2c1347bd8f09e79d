import { addIdColumn, type PortableMigration } from './migration.js';

/** Outgoing webhooks: a tenant's endpoints and the log of what was sent to them. */
export const webhooks: PortableMigration = {
  async up(db, dialect) {
    await addIdColumn(db.schema.createTable('webhook_endpoints'), dialect)
      .addColumn('tenant_alias', 'varchar(63)', (col) => col.notNull())
      .addColumn('url', 'varchar(500)', (col) => col.notNull())
      .addColumn('events_json', 'text', (col) => col.notNull())
      .addColumn('secret', 'varchar(80)', (col) => col.notNull())
      .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('disabled_reason', 'varchar(300)')
      .addColumn('disabled_at', 'varchar(30)')
      .addColumn('consecutive_failures', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('failing_since', 'varchar(30)')
      .addColumn('created_by', 'varchar(254)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
      .execute();
    // Every change of the tenant asks which endpoints want its event.
    await db.schema.createIndex('webhook_endpoints_tenant').on('webhook_endpoints').columns(['tenant_alias', 'enabled']).execute();

    await addIdColumn(db.schema.createTable('webhook_deliveries'), dialect)
      .addColumn('endpoint_id', 'integer', (col) => col.notNull())
      .addColumn('tenant_alias', 'varchar(63)', (col) => col.notNull())
      .addColumn('event_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('type', 'varchar(60)', (col) => col.notNull())
      .addColumn('payload_json', 'text', (col) => col.notNull())
      .addColumn('state', 'varchar(10)', (col) => col.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('response_code', 'integer')
      .addColumn('duration_ms', 'integer')
      .addColumn('response_excerpt', 'varchar(600)')
      .addColumn('error', 'varchar(600)')
      .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
      .addColumn('last_attempt_at', 'varchar(30)')
      .addColumn('next_attempt_at', 'varchar(30)')
      .addColumn('delivered_at', 'varchar(30)')
      .execute();
    // The log of one endpoint, newest first; the purge by age.
    await db.schema.createIndex('webhook_deliveries_endpoint').on('webhook_deliveries').columns(['endpoint_id', 'id']).execute();
    await db.schema.createIndex('webhook_deliveries_created').on('webhook_deliveries').columns(['created_at']).execute();
  },
  async down(db) {
    await db.schema.dropTable('webhook_deliveries').ifExists().execute();
    await db.schema.dropTable('webhook_endpoints').ifExists().execute();
  },
};
