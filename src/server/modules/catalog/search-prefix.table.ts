/**
 * PostgreSQL only: each prize switched on, once per distinct 2–8 character prefix of its words,
 * in (points, id) order per tenant and prefix (2026_12_13_0001_search_prefixes). Kept by triggers
 * on `products`; read by the search's pages and counts (search-prefixes.ts).
 */
export interface ProductSearchPrefixesTable {
  tenant_alias: string;
  prefix: string;
  points: number;
  product_id: number;
}
