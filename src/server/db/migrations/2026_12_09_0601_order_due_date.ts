import { sql } from 'kysely';
import type { PortableMigration } from './migration.js';

/**
 * Every order carries the day by which its prize is due: the request day plus the programme's
 * delivery term. Orders placed before the column existed get the law's default of 180 days
 * from their (UTC) request day, since no term was promised to them.
 */
export const orderDueDate: PortableMigration = {
  async up(db, dialect) {
    await db.schema.alterTable('orders').addColumn('due_date', 'varchar(10)').execute();
    const due =
      dialect === 'postgres'
        ? sql`to_char(cast(substr(created_at, 1, 10) as date) + 180, 'YYYY-MM-DD')`
        : sql`date(substr(created_at, 1, 10), '+180 days')`;
    await db.updateTable('orders').set({ due_date: due }).execute();
  },
  async down(db) {
    await db.schema.alterTable('orders').dropColumn('due_date').execute();
  },
};
