import type { PortableMigration } from './migration.js';

/**
 * The console's deadline filter and the dashboard's counts read a tenant's owed orders (three
 * statuses) by due date: per status, a range of this index, with no look-up for the counts.
 */
export const ordersDueIndex: PortableMigration = {
  async up(db) {
    await db.schema.createIndex('orders_tenant_status_due').on('orders').columns(['tenant_alias', 'status', 'due_date']).execute();
  },
  async down(db) {
    await db.schema.dropIndex('orders_tenant_status_due').ifExists().execute();
  },
};
