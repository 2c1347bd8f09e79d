import { addIdColumn, type PortableMigration } from './migration.js';

/**
 * Sales lines posted by the operator's ERP through the partner API, in batches named by the
 * partner (idempotent per tenant). Earning rules read them later; an undone batch stays, marked.
 */
export const sales: PortableMigration = {
  async up(db, dialect) {
    await addIdColumn(db.schema.createTable('sales_batches'), dialect)
      .addColumn('tenant_alias', 'varchar(63)', (col) => col.notNull())
      .addColumn('batch_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('lines_read', 'integer', (col) => col.notNull())
      .addColumn('lines_accepted', 'integer', (col) => col.notNull())
      .addColumn('report_json', 'text', (col) => col.notNull())
      .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
      .addColumn('created_by', 'varchar(254)', (col) => col.notNull())
      .addColumn('undone_at', 'varchar(30)')
      .addColumn('undone_by', 'varchar(254)')
      .execute();
    await db.schema.createIndex('sales_batches_tenant_batch').on('sales_batches').columns(['tenant_alias', 'batch_id']).unique().execute();
    await addIdColumn(db.schema.createTable('sales_lines'), dialect)
      .addColumn('batch_row_id', 'integer', (col) => col.notNull().references('sales_batches.id').onDelete('cascade'))
      .addColumn('tenant_alias', 'varchar(63)', (col) => col.notNull())
      .addColumn('line_no', 'integer', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('sale_date', 'varchar(10)', (col) => col.notNull())
      .addColumn('product_code', 'varchar(100)', (col) => col.notNull())
      .addColumn('quantity', 'integer', (col) => col.notNull())
      .addColumn('amount_cents', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('sales_lines_batch').on('sales_lines').columns(['batch_row_id', 'line_no']).unique().execute();
    await db.schema.createIndex('sales_lines_user').on('sales_lines').columns(['user_id', 'sale_date']).execute();
  },
  async down(db) {
    await db.schema.dropTable('sales_lines').ifExists().execute();
    await db.schema.dropTable('sales_batches').ifExists().execute();
  },
};
