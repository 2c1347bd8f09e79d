import { addIdColumn, type PortableMigration } from './migration.js';

/**
 * The console's Notifiche: each notification an operator sends, to every customer or a
 * list of codes, with who sent it, to how many, the codes that matched no customer, and the
 * progress of its mails (sent in background batches, so the count is kept here for every process).
 */
export const notificationSends: PortableMigration = {
  async up(db, dialect) {
    await addIdColumn(db.schema.createTable('notification_sends'), dialect)
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('title', 'varchar(150)', (col) => col.notNull())
      .addColumn('body_html', 'text', (col) => col.notNull())
      .addColumn('audience', 'varchar(8)', (col) => col.notNull())
      .addColumn('recipients', 'integer', (col) => col.notNull())
      .addColumn('unknown_codes_json', 'text', (col) => col.notNull())
      .addColumn('email', 'integer', (col) => col.notNull())
      .addColumn('emails_total', 'integer', (col) => col.notNull())
      .addColumn('emails_sent', 'integer', (col) => col.notNull())
      .addColumn('sent_by', 'varchar(320)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('notification_sends_tenant').on('notification_sends').columns(['tenant_alias', 'id']).execute();
  },

  async down(db) {
    await db.schema.dropTable('notification_sends').execute();
  },
};
