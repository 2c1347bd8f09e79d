import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * A prize of one tenant. Flags are 0/1 integers (see the accounts migration). `search_text` is
 * name + description + code folded by `foldForSearch`: its words' prefixes are the search's entries
 * (search-prefix.table.ts).
 * On PostgreSQL a generated `search_vector` column exists too; it is never selected, so it is
 * not declared here.
 */
export interface ProductsTable {
  id: Generated<number>;
  tenant_alias: string;
  code: string;
  name: string;
  description: string;
  points: number;
  /** Declared cost to the promoter in euro cents (staff only, never in the portal); null: not declared. */
  cost_cents: Generated<number | null>;
  stock: number;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  images_json: string;
  /** The main picture with its responsive variants (ProductImage JSON), when imported; null for drawn placeholders. */
  image_json: string | null;
  category_id: number | null;
  group_key: string | null;
  available: number;
  featured: number;
  search_text: string;
  /** The API's Product without stock and available, written by the database (2026_12_06_0001); never by callers. */
  card_json: Generated<string | null>;
  /** Bumped by every staff edit: a stale edit is refused (2026_11_29_0001). */
  revision: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type Product = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
