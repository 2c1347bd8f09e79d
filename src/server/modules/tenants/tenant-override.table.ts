import type { Insertable, Selectable, Updateable } from 'kysely';

/**
 * One runtime override of a tenant key (support staff's `npm run tenant -- set`).
 * Primary key (tenant_alias, path): one value per key and tenant.
 */
export interface TenantOverrideTable {
  tenant_alias: string;
  /** Dotted key path in the tenant file, e.g. `features.wishlist`. */
  path: string;
  /** JSON of the value; `null` removes the key (merge rules of src/shared/merge.ts). */
  value_json: string;
  /** ISO-8601 UTC timestamp. */
  updated_at: string;
  updated_by: string;
}

export type TenantOverride = Selectable<TenantOverrideTable>;
export type NewTenantOverride = Insertable<TenantOverrideTable>;
export type TenantOverrideUpdate = Updateable<TenantOverrideTable>;
