import { addIdColumn, type PortableMigration } from './migration.js';

/**
 * Foundation tables: runtime tenant overrides and their audit trail, the client error log, and
 * app_meta (seeding markers). Timestamps are ISO-8601 UTC text: portable, readable in both
 * databases, and they sort correctly as strings.
 */
export const foundation: PortableMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('app_meta')
      .addColumn('key', 'varchar(200)', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('tenant_override')
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('path', 'varchar(300)', (col) => col.notNull())
      .addColumn('value_json', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_by', 'varchar(200)', (col) => col.notNull())
      .addPrimaryKeyConstraint('tenant_override_pk', ['tenant_alias', 'path'])
      .execute();

    await addIdColumn(db.schema.createTable('tenant_override_audit'), dialect)
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('path', 'varchar(300)', (col) => col.notNull())
      .addColumn('before_json', 'text')
      .addColumn('after_json', 'text')
      .addColumn('actor', 'varchar(200)', (col) => col.notNull())
      .addColumn('at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('tenant_override_audit_tenant_at').on('tenant_override_audit').columns(['tenant_alias', 'at']).execute();

    await addIdColumn(db.schema.createTable('error_log'), dialect)
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('url', 'text', (col) => col.notNull())
      .addColumn('endpoint', 'text', (col) => col.notNull())
      .addColumn('code', 'integer')
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('line', 'text')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('error_log_tenant_created').on('error_log').columns(['tenant_alias', 'created_at']).execute();
  },

  async down(db) {
    for (const table of ['error_log', 'tenant_override_audit', 'tenant_override', 'app_meta']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
