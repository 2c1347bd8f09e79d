import { sql } from 'kysely';
import type { PortableMigration } from './migration.js';

/**
 * A points movement imported with a date and no time is a calendar day, not midnight UTC: the
 * flag `day_only` (0/1) says so, and the portal and console then show the day without a made-up
 * time ('alle ore 01:00' in Rome). created_at keeps midnight UTC of that day, so ordering, the
 * dashboard's weeks and the exports stay as they were.
 *
 * Rows imported before the flag existed are recognised by what the import wrote for a date
 * alone: an imported row (external_ref set, not an order's debit) at exactly midnight UTC with
 * zero milliseconds. A timestamp typed at that very instant reads as its day, a harmless reading.
 */
export const ledgerDayOnly: PortableMigration = {
  async up(db) {
    await db.schema
      .alterTable('points_ledger')
      .addColumn('day_only', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db
      .updateTable('points_ledger')
      .set({ day_only: 1 })
      .where('external_ref', 'is not', null)
      .where('order_id', 'is', null)
      .where(sql<boolean>`created_at like '%T00:00:00.000Z'`)
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('points_ledger').dropColumn('day_only').execute();
  },
};
