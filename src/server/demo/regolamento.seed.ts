import { readFile } from 'node:fs/promises';
import { checkBrandFile, storeBrandFile } from '../modules/brand/service.js';
import { customersWhoTickedRules } from '../modules/customers/provisioning-service.js';
import { seedFirstVersion } from '../modules/regolamento/service.js';
import type { Seeder } from './seeder.js';

/**
 * The demo tenants' regolamento on record: the PDF their tenant.json names becomes version 1, in
 * force, and the demo customers who ticked its box at registration (accetta_regolamento) accepted
 * it. A database seeded before the regolamento had versions gets it on its next start (a new
 * marker), so nobody there is asked to accept the same file again.
 */
export const regolamentoSeeder: Seeder = {
  name: 'regolamento',
  perTenant: true,
  demo: true,
  async run(trx, ctx) {
    const tenant = ctx.tenant;
    const path = tenant ? ctx.rulesFiles?.[tenant] : undefined;
    if (!tenant || !path) return;
    const data = await readFile(path).catch(() => null);
    if (!data) return;
    const now = new Date();
    const stored = await storeBrandFile(trx, await checkBrandFile('document', data), now);
    const acceptedBy = await customersWhoTickedRules(trx, tenant);
    await seedFirstVersion(trx, { tenantAlias: tenant, fileHash: stored.hash, data, acceptedBy, now });
  },
};
