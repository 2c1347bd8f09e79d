import { demoPasswordHash } from './accounts.seed.js';
import type { Seeder } from './seeder.js';

/**
 * The README's demo staff, password DEMO_PASSWORD: an operator of every tenant and a support
 * member of `demo` only. Seeded once per database (a real deployment adds its own staff with
 * `npm run staff -- add` and disables these).
 */
export const staffSeeder: Seeder = {
  name: 'staff',
  async run(trx) {
    const now = new Date().toISOString();
    const password_hash = await demoPasswordHash();
    const base = {
      password_hash,
      totp_secret: null,
      totp_pending_secret: null,
      totp_last_step: null,
      disabled_at: null,
      tokens_valid_after: null,
      created_at: now,
      updated_at: now,
    };
    await trx
      .insertInto('staff_accounts')
      .values([
        { ...base, email: 'operator@premia.example', role: 'operator', all_tenants: 1 },
        { ...base, email: 'support@premia.example', role: 'support', all_tenants: 0 },
      ])
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    const support = await trx
      .selectFrom('staff_accounts')
      .select('id')
      .where('email', '=', 'support@premia.example')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('staff_tenants')
      .values({ staff_id: support.id, tenant_alias: 'demo' })
      .onConflict((oc) => oc.columns(['staff_id', 'tenant_alias']).doNothing())
      .execute();
  },
};
