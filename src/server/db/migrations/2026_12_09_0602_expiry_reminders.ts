import type { PortableMigration } from './migration.js';

/**
 * One row per lot of points whose expiry reminder was sent: the unique key makes the reminder
 * once per lot however many processes run the expiry job at once.
 */
export const expiryReminders: PortableMigration = {
  async up(db) {
    await db.schema
      .createTable('points_expiry_reminders')
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('lot_key', 'varchar(80)', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('points', 'integer', (col) => col.notNull())
      .addColumn('last_day', 'varchar(10)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('points_expiry_reminders_pk', ['tenant_alias', 'lot_key'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('points_expiry_reminders').ifExists().execute();
  },
};
