import type { Transaction } from 'kysely';
import type { ConsentPurpose } from '../../../shared/consents.js';
import type { Database, SqlDialectName } from '../database.js';

export interface SeedContext {
  dialect: SqlDialectName;
  /** Aliases of the tenants loaded at start. */
  tenants: string[];
  /**
   * Of those, the ones whose tenant file asks for demo data (`"demoData": true`): only they get
   * the `demo` seeders' prizes and content. Absent: every tenant (the benchmarks seed demo and aurora).
   */
  demoTenants?: readonly string[];
  /** The consent purposes each tenant declares (tenant `consents`), by alias: the demo customers' answers use them. */
  consentPurposes?: Readonly<Record<string, ConsentPurpose[]>>;
  /** For `perTenant` seeders: the tenant being seeded. */
  tenant?: string;
  log: { info(msg: string): void };
}

/**
 * A seeder runs once per database (marker `seed:<name>` in app_meta), or once per tenant when
 * `perTenant` is set (marker `seed:<name>:<alias>`, so a tenant added later gets its demo data
 * on the next start). Each run is one transaction. Write seeders idempotently anyway
 * (insert … on conflict do nothing).
 */
export interface Seeder {
  name: string;
  perTenant?: boolean;
  /** Demo content (prizes, news, …): run only for the demo tenants (`demoTenants`). */
  demo?: boolean;
  run(trx: Transaction<Database>, ctx: SeedContext): Promise<void>;
}
