import { grantTenant, insertStaffIfAbsent } from '../modules/staff/provisioning-service.js';
import { seedDemoPasswordHash } from './demo-credentials.js';
import type { Seeder } from './seeder.js';

const OPERATOR = 'operator@premia.example';
const SUPPORT = 'support@premia.example';
/** The demo support member looks after this demo tenant only, to show the scoped role. */
const SUPPORT_TENANT = 'demo';

/**
 * The README's demo staff, password DEMO_PASSWORD, in demo mode only: an operator and a support
 * member. Neither is given every tenant: staffAccessSeeder grants the demo tenants one by one,
 * so a real initiative started beside the demo is never reachable with the public password.
 */
export const staffSeeder: Seeder = {
  name: 'staff',
  demo: true,
  async run(trx) {
    const now = new Date().toISOString();
    const password_hash = await seedDemoPasswordHash(trx);
    const base = {
      password_hash,
      totp_secret: null,
      totp_pending_secret: null,
      totp_last_step: null,
      disabled_at: null,
      tokens_valid_after: null,
      all_tenants: 0,
      created_at: now,
      updated_at: now,
    };
    await insertStaffIfAbsent(trx, [
      { ...base, email: OPERATOR, role: 'operator' },
      { ...base, email: SUPPORT, role: 'support' },
    ]);
  },
};

/** Per demo tenant: the demo operator manages it; the demo support member only SUPPORT_TENANT. */
export const staffAccessSeeder: Seeder = {
  name: 'staff-access',
  perTenant: true,
  demo: true,
  async run(trx, ctx) {
    const tenant = ctx.tenant;
    if (!tenant) return;
    const emails = tenant === SUPPORT_TENANT ? [OPERATOR, SUPPORT] : [OPERATOR];
    await grantTenant(trx, emails, tenant);
  },
};
