import type { PortableMigration } from './migration.js';

/**
 * The customer's own contact requests, newest first (GET /v1/contact/requests on /contatti): one
 * index range per customer instead of a walk through every request of the tenant, which grows
 * with the initiative while one customer's stay a handful.
 */
export const contactRequestsByCustomer: PortableMigration = {
  async up(db) {
    await db.schema
      .createIndex('contact_requests_tenant_user')
      .on('contact_requests')
      .columns(['tenant_alias', 'user_id', 'created_at'])
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('contact_requests_tenant_user').ifExists().execute();
  },
};
