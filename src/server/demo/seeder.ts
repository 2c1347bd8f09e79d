import type { ConsentPurpose } from '../../shared/consents.js';
import type { SqlDialectName } from '../db/database.js';
import type { WriteTransaction } from '../db/write-transaction.js';

export interface SeedContext {
  dialect: SqlDialectName;
  /** Aliases of the tenants loaded at start. */
  tenants: string[];
  /**
   * Demo mode (`DEMO_DATA`). Off: no `demo` seeder runs, whatever the tenant files say, so a
   * production database never receives the public demo accounts.
   */
  demoData: boolean;
  /** Of `tenants`, the ones whose tenant file asks for demo data (`"demoData": true`). */
  demoTenants: readonly string[];
  /** The consent purposes each tenant declares (tenant `consents`), by alias: the demo customers' answers use them. */
  consentPurposes?: Readonly<Record<string, ConsentPurpose[]>>;
  /** Each tenant's rules PDF in its folder, by alias: the demo's first version of the regolamento. */
  rulesFiles?: Readonly<Record<string, string>>;
  /** For `perTenant` seeders: the tenant being seeded. */
  tenant?: string;
  log: { info(msg: string): void };
}

/**
 * A seeder runs once per database (marker `seed:<name>` in app_meta), or once per tenant when
 * `perTenant` is set (marker `seed:<name>:<alias>`). Each run is one transaction. Write seeders
 * idempotently anyway (insert … on conflict do nothing).
 *
 * A `demo` seeder writes demo data of some kind (accounts with the public password, prizes,
 * content, staff). It runs only in demo mode, and per tenant only for the tenants that ask for
 * demo data; a database-wide one only when at least one tenant does.
 */
export interface Seeder {
  name: string;
  perTenant?: boolean;
  demo?: boolean;
  run(trx: WriteTransaction, ctx: SeedContext): Promise<void>;
}
