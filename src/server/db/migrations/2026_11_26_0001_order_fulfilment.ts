import { addIdColumn, type PortableMigration } from './migration.js';

/** The fulfilment statuses (Italian, as the partner's system and the console name them) for the first ones. */
const RENAMED: readonly (readonly [string, string])[] = [
  ['confirmed', 'ricevuto'],
  ['shipped', 'spedito'],
  ['delivered', 'consegnato'],
  ['cancelled', 'annullato'],
];

/**
 * Order fulfilment: the statuses become ricevuto → in_lavorazione → spedito →
 * consegnato (annullato before spedito); a shipped order carries its carrier, tracking code and
 * tracking URL; every change is one row of order_status_history (who, when, from, to, reason,
 * tracking), which the console shows and the audit log does not replace (it is the customer's
 * order's own story, kept with the order). The console lists a tenant's orders by status and date,
 * newest first: the two indexes serve those filters.
 */
export const orderFulfilment: PortableMigration = {
  async up(db, dialect) {
    for (const [from, to] of RENAMED) await db.updateTable('orders').set({ status: to }).where('status', '=', from).execute();
    await db.schema.alterTable('orders').addColumn('carrier', 'varchar(100)').execute();
    await db.schema.alterTable('orders').addColumn('tracking_code', 'varchar(100)').execute();
    await db.schema.alterTable('orders').addColumn('tracking_url', 'varchar(500)').execute();
    await db.schema.createIndex('orders_tenant_created').on('orders').columns(['tenant_alias', 'created_at', 'id']).execute();
    await db.schema
      .createIndex('orders_tenant_status_created')
      .on('orders')
      .columns(['tenant_alias', 'status', 'created_at', 'id'])
      .execute();

    await addIdColumn(db.schema.createTable('order_status_history'), dialect)
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('from_status', 'varchar(32)', (col) => col.notNull())
      .addColumn('to_status', 'varchar(32)', (col) => col.notNull())
      .addColumn('actor', 'varchar(320)', (col) => col.notNull())
      .addColumn('actor_role', 'varchar(16)', (col) => col.notNull())
      .addColumn('reason', 'varchar(500)')
      .addColumn('carrier', 'varchar(100)')
      .addColumn('tracking_code', 'varchar(100)')
      .addColumn('tracking_url', 'varchar(500)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('order_status_history_order').on('order_status_history').columns(['order_id', 'id']).execute();
  },

  async down(db) {
    await db.schema.dropTable('order_status_history').execute();
    await db.schema.dropIndex('orders_tenant_status_created').execute();
    await db.schema.dropIndex('orders_tenant_created').execute();
    for (const column of ['tracking_url', 'tracking_code', 'carrier']) await db.schema.alterTable('orders').dropColumn(column).execute();
    await db.updateTable('orders').set({ status: 'ricevuto' }).where('status', '=', 'in_lavorazione').execute();
    for (const [from, to] of RENAMED) await db.updateTable('orders').set({ status: from }).where('status', '=', to).execute();
  },
};
