import type { Generated, Insertable, Selectable } from 'kysely';

/** A prize category of one tenant; `parent_id` set = a subcategory (one level deep). */
export interface CategoriesTable {
  id: Generated<number>;
  tenant_alias: string;
  parent_id: number | null;
  name: string;
  slug: string;
  sort_order: Generated<number>;
  /** Bumped by every staff edit: a stale edit is refused (2026_11_29_0001). */
  revision: Generated<number>;
}

export type Category = Selectable<CategoriesTable>;
export type NewCategory = Insertable<CategoriesTable>;
