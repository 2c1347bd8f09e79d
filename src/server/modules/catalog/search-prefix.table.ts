/**
 * Each prize switched on, once per distinct prefix of its words up to 8 characters (from 2 on
 * PostgreSQL, from 1 on SQLite), in (points, id) order per tenant and prefix
 * (2026_12_13_0001_search_prefixes, 2026_12_14_0001_sqlite_search_prefixes). Kept by triggers on
 * `products`; read by the search's pages and counts (search-prefixes.ts).
 */
export interface ProductSearchPrefixesTable {
  tenant_alias: string;
  prefix: string;
  points: number;
  product_id: number;
}
