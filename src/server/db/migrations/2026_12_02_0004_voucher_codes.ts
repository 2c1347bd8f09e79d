import { addIdColumn, type PortableMigration } from './migration.js';

/**
 * Voucher code pools: codes imported from a CSV, each handed out to at most one
 * customer. A code is claimed by a conditional UPDATE (user_id still null) in the transaction that
 * writes the customer's user_vouchers row (unique per voucher and customer), so of concurrent
 * claims each gets a different code and none gets two.
 */
export const voucherCodes: PortableMigration = {
  async up(db, dialect) {
    await addIdColumn(db.schema.createTable('voucher_codes'), dialect)
      .addColumn('voucher_id', 'integer', (col) => col.notNull().references('vouchers.id').onDelete('cascade'))
      .addColumn('code', 'varchar(200)', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('assigned_at', 'varchar(32)')
      .addColumn('imported_at', 'varchar(32)', (col) => col.notNull())
      .addUniqueConstraint('voucher_codes_voucher_code', ['voucher_id', 'code'])
      .execute();
    // "The next free code of this voucher": the claim's look-up.
    await db.schema.createIndex('voucher_codes_free').on('voucher_codes').columns(['voucher_id', 'user_id', 'id']).execute();
  },

  async down(db) {
    await db.schema.dropTable('voucher_codes').execute();
  },
};
