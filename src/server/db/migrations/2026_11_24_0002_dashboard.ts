import type { PortableMigration } from './migration.js';

/**
 * The staff console's dashboard reads whole tenants at once: each index below lets
 * one of its figures be answered from the index alone (no table look-ups), so the dashboard
 * stays fast at a million ledger rows. The earlier ledger and order indexes start with user_id
 * or order_id and cannot serve a per-tenant read.
 */
export const dashboard: PortableMigration = {
  async up(db) {
    // Weekly sums (a created_at range) and all-time sums (the whole tenant) read only the index.
    await db.schema
      .createIndex('points_ledger_tenant_created')
      .on('points_ledger')
      .columns(['tenant_alias', 'created_at', 'amount'])
      .execute();
    await db.schema.createIndex('users_tenant_flags').on('users').columns(['tenant_alias', 'active', 'points_enabled']).execute();
    // Orders per status, and the tenant's non-cancelled order ids for the top prizes.
    await db.schema.createIndex('orders_tenant_status').on('orders').columns(['tenant_alias', 'status', 'id']).execute();
    await db.schema
      .createIndex('order_items_order_product')
      .on('order_items')
      .columns(['order_id', 'product_id', 'quantity', 'points'])
      .execute();
  },

  async down(db) {
    for (const index of ['order_items_order_product', 'orders_tenant_status', 'users_tenant_flags', 'points_ledger_tenant_created']) {
      await db.schema.dropIndex(index).ifExists().execute();
    }
  },
};
