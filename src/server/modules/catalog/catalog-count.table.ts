/**
 * Prizes switched on per (tenant, category, group, in stock), kept by triggers on `products`
 * (2026_12_05_0001_catalog_counts): the listing's totals without counting every match.
 */
export interface CatalogCountsTable {
  tenant_alias: string;
  /** 0: no category. */
  category_id: number;
  /** '': no group. */
  group_key: string;
  /** 1 when stock > 0. */
  in_stock: number;
  n: number;
}
