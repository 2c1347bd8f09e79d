import { resolveConsentPurposes } from '../../shared/consents.js';
import path from 'node:path';
import type { ConsentsConfig, TenantFile } from '../../shared/types/generated/tenant.js';
import { claimMeta } from '../db/app-meta.js';
import type { DatabaseHandle } from '../db/database.js';
import { accountsSeeder } from './accounts.seed.js';
import { catalogSeeder } from './catalog.seed.js';
import { regolamentoSeeder } from './regolamento.seed.js';
import { contentSeeder } from './content.seed.js';
import { foundationSeeder } from './foundation.seed.js';
import { staffAccessSeeder, staffSeeder } from './staff.seed.js';
import type { SeedContext, Seeder } from './seeder.js';
import { writeTransaction } from '../db/write-transaction.js';

/** Every seeder, in order. To add one: write `<what>.seed.ts` exporting a Seeder and list it here. */
// content after accounts: it gives DEMO0001 voucher codes and notifications; staff access after
// the staff accounts it grants.
// regolamento after accounts: the demo customers accepted its first version.
export const SEEDERS: Seeder[] = [
  foundationSeeder,
  accountsSeeder,
  regolamentoSeeder,
  catalogSeeder,
  contentSeeder,
  staffSeeder,
  staffAccessSeeder,
];

/**
 * The seeders' tenants from the loaded ones: every tenant, and those whose file asks for demo
 * data (`demoData`, schemas/tenant.schema.json; `npm run tenant -- new … --with-demo-data`).
 * `demoData` is the server's mode (`DEMO_DATA`): off, no tenant gets demo data. Each tenant's
 * consent purposes come along for the demo customers' consents.
 */
export function seedTenants(
  entries: readonly {
    alias: string;
    dir?: string;
    file: { demoData?: boolean; consents?: ConsentsConfig; footer?: TenantFile['footer'] };
  }[],
  demoData: boolean,
): Pick<SeedContext, 'tenants' | 'demoTenants' | 'demoData' | 'consentPurposes' | 'rulesFiles'> {
  return {
    tenants: entries.map((t) => t.alias),
    demoTenants: entries.filter((t) => t.file.demoData === true).map((t) => t.alias),
    demoData,
    consentPurposes: Object.fromEntries(entries.map((t) => [t.alias, resolveConsentPurposes(t.file.consents)])),
    rulesFiles: Object.fromEntries(entries.flatMap((t) => (t.dir ? [[t.alias, rulesFileOf(t.dir, t.file.footer)]] : []))),
  };
}

/** The tenant folder's rules PDF (footer document `rules`, else regolamento.pdf); an uploaded one is not a file of the folder. */
function rulesFileOf(dir: string, footer: TenantFile['footer']): string {
  const file = footer?.documents?.['rules']?.file ?? 'regolamento.pdf';
  return path.join(dir, 'pdf', file.startsWith('stored:') ? 'regolamento.pdf' : file);
}

/** The tenants a seeder runs for ([undefined]: once for the database; []: not at all). */
function targetsOf(seeder: Seeder, ctx: Omit<SeedContext, 'dialect' | 'tenant'>): (string | undefined)[] {
  if (seeder.demo && (!ctx.demoData || ctx.demoTenants.length === 0)) return [];
  if (!seeder.perTenant) return [undefined];
  return seeder.demo ? ctx.tenants.filter((t) => ctx.demoTenants.includes(t)) : ctx.tenants;
}

/**
 * Runs every seeder (per tenant where asked) that has not run on this database yet. Each run is
 * a transaction that first claims its marker row: with several processes starting at once the
 * second one waits on that row, then finds it taken and skips, so data is never seeded twice.
 * Returns the markers of the runs it did.
 */
export async function runSeeders(
  handle: DatabaseHandle,
  ctx: Omit<SeedContext, 'dialect' | 'tenant'>,
  seeders = SEEDERS,
): Promise<string[]> {
  const ran: string[] = [];
  for (const seeder of seeders) {
    for (const tenant of targetsOf(seeder, ctx)) {
      const marker = tenant ? `seed:${seeder.name}:${tenant}` : `seed:${seeder.name}`;
      const didRun = await writeTransaction(handle.db, async (trx) => {
        if (!(await claimMeta(trx, marker, new Date().toISOString()))) return false;
        await seeder.run(trx, { ...ctx, tenant, dialect: handle.dialect });
        return true;
      });
      if (didRun) {
        ran.push(marker);
        ctx.log.info(`${marker}: dati iniziali inseriti`);
      }
    }
  }
  return ran;
}
