import { addIdColumn, type PortableMigration } from './migration.js';

/** Keys for machines (the operator's ERP, a fulfilment partner): one tenant, named scopes, hash only. */
export const apiKeys: PortableMigration = {
  async up(db, dialect) {
    await addIdColumn(db.schema.createTable('api_keys'), dialect)
      .addColumn('tenant_alias', 'varchar(63)', (col) => col.notNull())
      .addColumn('name', 'varchar(80)', (col) => col.notNull())
      .addColumn('key_hash', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('hint', 'varchar(8)', (col) => col.notNull())
      .addColumn('scopes_json', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(30)')
      .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
      .addColumn('created_by', 'varchar(254)', (col) => col.notNull())
      .addColumn('revoked_at', 'varchar(30)')
      .addColumn('last_used_at', 'varchar(30)')
      .addColumn('last_used_from', 'varchar(64)')
      .execute();
    // One live key per name and tenant: the name is how people revoke it.
    await db.schema.createIndex('api_keys_tenant_name').on('api_keys').columns(['tenant_alias', 'name']).execute();
  },
  async down(db) {
    await db.schema.dropTable('api_keys').ifExists().execute();
  },
};
