import type { PortableMigration } from './migration.js';

/**
 * A customer's data requests: exports (the zip kept here, in the database, so any process behind
 * the load balancer can hand it out) and erasures waiting for the mailed confirmation.
 */
export const privacyRequests: PortableMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('privacy_requests')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('tenant_alias', 'varchar(63)', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.notNull())
      .addColumn('kind', 'varchar(8)', (col) => col.notNull())
      .addColumn('state', 'varchar(12)', (col) => col.notNull())
      .addColumn('requested_by', 'varchar(254)', (col) => col.notNull())
      .addColumn('token_hash', 'varchar(64)')
      .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob')
      .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
      .addColumn('ready_at', 'varchar(30)')
      .addColumn('expires_at', 'varchar(30)')
      .execute();
    await db.schema.createIndex('privacy_requests_user').on('privacy_requests').columns(['user_id', 'kind']).execute();
    await db.schema.createIndex('privacy_requests_token').on('privacy_requests').column('token_hash').execute();
  },
  async down(db) {
    await db.schema.dropTable('privacy_requests').ifExists().execute();
  },
};
