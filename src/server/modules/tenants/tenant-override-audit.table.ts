import type { Generated, Insertable, Selectable } from 'kysely';

/** Append-only trail of override changes: who changed which key of which tenant, from what to what. */
export interface TenantOverrideAuditTable {
  id: Generated<number>;
  tenant_alias: string;
  path: string;
  /** JSON of the previous override, null when there was none. */
  before_json: string | null;
  /** JSON of the new override, null when the override was removed. */
  after_json: string | null;
  actor: string;
  /** ISO-8601 UTC timestamp. */
  at: string;
}

export type TenantOverrideAudit = Selectable<TenantOverrideAuditTable>;
export type NewTenantOverrideAudit = Insertable<TenantOverrideAuditTable>;
