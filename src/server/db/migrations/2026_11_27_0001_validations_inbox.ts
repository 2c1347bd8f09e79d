import { addIdColumn, type PortableMigration } from './migration.js';

/**
 * The console's review of prize validations and its contact inbox. A validation keeps
 * who decided, when and, for a refusal, the reason the customer is told. A contact request gets a
 * state (open/closed), the staff member it is assigned to and the time of its latest reply; the
 * replies sent from the console are kept in a table of their own, so the thread can be shown.
 * The indexes serve the two queues: pending validations oldest first, open requests without a reply.
 */
export const validationsInbox: PortableMigration = {
  async up(db, dialect) {
    await db.schema.alterTable('prize_validations').addColumn('reviewed_at', 'varchar(32)').execute();
    await db.schema.alterTable('prize_validations').addColumn('reviewed_by', 'varchar(320)').execute();
    await db.schema.alterTable('prize_validations').addColumn('review_reason', 'text').execute();
    await db.schema
      .createIndex('prize_validations_tenant_status')
      .on('prize_validations')
      .columns(['tenant_alias', 'status', 'created_at'])
      .execute();

    await db.schema
      .alterTable('contact_requests')
      .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('open'))
      .execute();
    await db.schema
      .alterTable('contact_requests')
      .addColumn('assigned_staff_id', 'integer', (col) => col.references('staff_accounts.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('contact_requests').addColumn('replied_at', 'varchar(32)').execute();
    await db.schema.alterTable('contact_requests').addColumn('closed_at', 'varchar(32)').execute();
    await db.schema
      .createIndex('contact_requests_tenant_status')
      .on('contact_requests')
      .columns(['tenant_alias', 'status', 'replied_at'])
      .execute();

    await addIdColumn(db.schema.createTable('contact_replies'), dialect)
      .addColumn('request_id', 'integer', (col) => col.notNull().references('contact_requests.id').onDelete('cascade'))
      // The author as the audit log names them: the account may be disabled later, the reply stays.
      .addColumn('staff_email', 'varchar(320)', (col) => col.notNull())
      .addColumn('sent_to', 'varchar(320)', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('contact_replies_request').on('contact_replies').column('request_id').execute();
  },

  async down(db) {
    await db.schema.dropTable('contact_replies').ifExists().execute();
    await db.schema.dropIndex('contact_requests_tenant_status').ifExists().execute();
    for (const column of ['closed_at', 'replied_at', 'assigned_staff_id', 'status'])
      await db.schema.alterTable('contact_requests').dropColumn(column).execute();
    await db.schema.dropIndex('prize_validations_tenant_status').ifExists().execute();
    for (const column of ['review_reason', 'reviewed_by', 'reviewed_at'])
      await db.schema.alterTable('prize_validations').dropColumn(column).execute();
  },
};
