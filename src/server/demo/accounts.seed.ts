import { recordAnswers } from '../modules/consents/service.js';
import { credit } from '../modules/points/service.js';
import { insertNewUsers, keepAddress, userIdsOf, type NewUser } from '../modules/customers/provisioning-service.js';
import { seedDemoPasswordHash } from './demo-credentials.js';
import type { Seeder } from './seeder.js';

type DemoAccount = Omit<NewUser, 'tenant_alias' | 'password_hash' | 'created_at' | 'updated_at'>;

const ACCOUNTS: DemoAccount[] = [
  {
    username: 'DEMO0001',
    active: 1,
    points_enabled: 1,
    type: 'customer',
    firstname: 'Marco',
    lastname: 'Bianchi',
    email: 'marco.bianchi@ferramenta-bianchi.example',
    company: 'Ferramenta Bianchi S.r.l.',
    vatcode: '01234560157',
    phone: '+39 02 4856 1123',
    address1: 'Via Giuseppe Garibaldi',
    address2: '12',
    zipcode: '20121',
    city: 'Milano',
    district: 'MI',
    region: 'Lombardia',
    country: 'IT',
    accetta_regolamento: 1,
    prize_to_validate: 1,
  },
  // Provisioned by the operator with a code and a first password only: must complete the registration.
  { username: 'DEMO0002', active: 0, points_enabled: 1, type: 'customer', company: 'Cartoleria Esposito di Anna Esposito', country: 'IT' },
  {
    username: 'DEMO0003',
    active: 1,
    points_enabled: 0,
    type: 'customer',
    firstname: 'Giulia',
    lastname: 'Romano',
    email: 'giulia.romano@profumeria-romano.example',
    company: 'Profumeria Romano S.a.s.',
    vatcode: '07654320634',
    phone: '+39 081 552 7789',
    address1: 'Via Toledo',
    address2: '256',
    zipcode: '80134',
    city: 'Napoli',
    district: 'NA',
    region: 'Campania',
    country: 'IT',
    accetta_regolamento: 1,
  },
];

/** Where DEMO0001's shop is: the saved address the checkout offers. */
const DEMO0001_SHOP = {
  firstname: 'Marco',
  lastname: 'Bianchi',
  address: 'Via Giuseppe Garibaldi',
  address_number: '12',
  district: 'MI',
  city: 'Milano',
  zipcode: '20121',
  phone: '+39 02 4856 1123',
};

/**
 * What the registered demo customers answered, by purpose; recorded only for the purposes their
 * tenant declares, with its current wording.
 */
const CONSENTS: Record<string, Record<string, boolean>> = {
  DEMO0001: { privacy: true, marketing: true },
  DEMO0003: { privacy: true, marketing: false },
};

/**
 * Demo accounts DEMO0001–0003, with DEMO0001's 25 000 points: only in
 * the tenants that ask for demo data, and only in demo mode.
 */
export const accountsSeeder: Seeder = {
  name: 'accounts',
  perTenant: true,
  demo: true,
  async run(trx, ctx) {
    const tenant = ctx.tenant;
    if (!tenant) return;
    const hash = await seedDemoPasswordHash(trx);
    const now = new Date().toISOString();
    // One at a time: the accounts fill different columns, and a multi-row insert would write
    // null, not the column's default, where a row leaves one out.
    const inserted: string[] = [];
    for (const account of ACCOUNTS) {
      const activatedAt = account.active ? now : null;
      const row = { ...account, tenant_alias: tenant, password_hash: hash, created_at: now, updated_at: now, activated_at: activatedAt };
      inserted.push(...(await insertNewUsers(trx, [row])));
    }
    const purposes = ctx.consentPurposes?.[tenant] ?? [];
    for (const { id, username } of await userIdsOf(trx, tenant, inserted)) {
      const answers = Object.entries(CONSENTS[username] ?? {})
        .filter(([purpose]) => purposes.some((p) => p.id === purpose))
        .map(([purpose, given]) => ({ purpose, given }));
      await recordAnswers(trx, { tenantAlias: tenant, userId: id, purposes, answers, channel: 'demo', at: new Date(now) });
      if (username !== 'DEMO0001') continue;
      await credit(trx, { tenantAlias: tenant, userId: id, amount: 25_000, reason: 'Saldo iniziale', externalRef: `seed:${username}` });
      await keepAddress(trx, id, DEMO0001_SHOP, now, 'Negozio – Via Garibaldi 12, Milano');
    }
  },
};
