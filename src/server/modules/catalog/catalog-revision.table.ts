/** One counter per tenant, bumped by every catalogue write (2026_11_29_0001_catalog_editing). */
export interface CatalogRevisionsTable {
  tenant_alias: string;
  revision: number;
  changed_at: string;
}
