import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { Database, SqlDialectName } from '../../db/database.js';
import type { Category } from './category.table.js';
import type { NewProduct, Product } from './product.table.js';
import { foldForSearch, searchCondition } from './search.js';

export type Executor = Kysely<Database> | Transaction<Database>;

/** The listing's filters, already parsed; `terms` from searchTerms. */
export interface ProductFilters {
  tenantAlias: string;
  terms: string[];
  /** A category: its subcategories' products are included. */
  categoryId?: number;
  group?: string;
  pointsFrom?: number;
  pointsTo?: number;
  onlyAvailable: boolean;
}

/** Columns of the API's product (search_text and timestamps stay in the database). */
export const PRODUCT_COLUMNS = [
  'products.id',
  'products.code',
  'products.name',
  'products.description',
  'products.points',
  'products.stock',
  'products.available',
  'products.image_url',
  'products.image_width',
  'products.image_height',
  'products.images_json',
  'products.image_json',
  'products.category_id',
  'products.group_key',
] as const;

export type ProductRow = Pick<
  Product,
  | 'id'
  | 'code'
  | 'name'
  | 'description'
  | 'points'
  | 'stock'
  | 'available'
  | 'image_url'
  | 'image_width'
  | 'image_height'
  | 'images_json'
  | 'image_json'
  | 'category_id'
  | 'group_key'
>;

type ProductQuery = SelectQueryBuilder<Database, 'products', object>;

/** The category and its subcategories, as a subquery: one statement instead of a look-up first. */
function categoryAndChildren(db: Executor, tenantAlias: string, id: number) {
  return db
    .selectFrom('categories')
    .select('categories.id')
    .where('categories.tenant_alias', '=', tenantAlias)
    .where((w) => w.or([w('categories.id', '=', id), w('categories.parent_id', '=', id)]));
}

function applyFilters(db: Executor, query: ProductQuery, dialect: SqlDialectName, f: ProductFilters): ProductQuery {
  // A prize switched off in the console is not shown to customers at all; one out of stock is shown, not orderable.
  let q = query.where('products.tenant_alias', '=', f.tenantAlias).where('products.available', '=', 1);
  if (f.categoryId !== undefined) q = q.where('products.category_id', 'in', categoryAndChildren(db, f.tenantAlias, f.categoryId));
  if (f.group !== undefined) q = q.where('products.group_key', '=', f.group);
  if (f.pointsFrom !== undefined) q = q.where('products.points', '>=', f.pointsFrom);
  if (f.pointsTo !== undefined) q = q.where('products.points', '<=', f.pointsTo);
  if (f.onlyAvailable) q = q.where('products.stock', '>', 0);
  if (f.terms.length) q = q.where(searchCondition(dialect, f.terms));
  return q;
}

/**
 * Up to this offset a page is read straight from the index walk: cheaper than picking the ids
 * first (at 100,000 prizes, offsets 0–500: PostgreSQL 350–500 µs against 470–570 µs, as it plans
 * one scan instead of a join; SQLite 87–114 µs against 107–127 µs). Deeper, the walk would read
 * every skipped row in full.
 */
const DIRECT_PAGE_MAX_OFFSET = 1000;

/**
 * One page, cheapest first (points, then id for a stable order). Past DIRECT_PAGE_MAX_OFFSET the
 * page's ids are picked from the covering index first and only those rows are read in full
 * ("deferred join"), so a deep offset walks index entries, not wide rows.
 */
export async function listProducts(
  db: Executor,
  dialect: SqlDialectName,
  f: ProductFilters,
  limit: number,
  offset: number,
): Promise<ProductRow[]> {
  const page = applyFilters(db, db.selectFrom('products'), dialect, f)
    .orderBy('products.points')
    .orderBy('products.id')
    .limit(limit)
    .offset(offset);
  if (offset <= DIRECT_PAGE_MAX_OFFSET) return page.select(PRODUCT_COLUMNS).execute();
  return db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where('products.id', 'in', page.select('products.id'))
    .orderBy('products.points')
    .orderBy('products.id')
    .execute();
}

/**
 * How many prizes match. Without a search or a points range every filter is a dimension of the
 * totals kept by triggers (catalog_counts), so the answer sums a few dozen rows instead of
 * counting every match; otherwise the matches are counted.
 */
export async function countProducts(db: Executor, dialect: SqlDialectName, f: ProductFilters): Promise<number> {
  if (!f.terms.length && f.pointsFrom === undefined && f.pointsTo === undefined) return keptCount(db, f);
  const row = await applyFilters(db, db.selectFrom('products'), dialect, f)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function keptCount(db: Executor, f: ProductFilters): Promise<number> {
  let q = db
    .selectFrom('catalog_counts')
    .select(sql<number>`coalesce(sum(n), 0)`.as('n'))
    .where('tenant_alias', '=', f.tenantAlias);
  if (f.categoryId !== undefined) q = q.where('category_id', 'in', categoryAndChildren(db, f.tenantAlias, f.categoryId));
  if (f.group !== undefined) q = q.where('group_key', '=', f.group);
  if (f.onlyAvailable) q = q.where('in_stock', '=', 1);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findProduct(db: Executor, tenantAlias: string, id: number): Promise<ProductRow | undefined> {
  return db.selectFrom('products').select(PRODUCT_COLUMNS).where('tenant_alias', '=', tenantAlias).where('id', '=', id).executeTakeFirst();
}

export async function findProducts(db: Executor, tenantAlias: string, ids: number[]): Promise<ProductRow[]> {
  if (!ids.length) return [];
  return db.selectFrom('products').select(PRODUCT_COLUMNS).where('tenant_alias', '=', tenantAlias).where('id', 'in', ids).execute();
}

/** Featured prizes that can be ordered, for the home page. */
export async function homeProducts(db: Executor, tenantAlias: string, limit: number): Promise<ProductRow[]> {
  return db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where('tenant_alias', '=', tenantAlias)
    .where('featured', '=', 1)
    .where('available', '=', 1)
    .orderBy('points')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function listCategories(db: Executor, tenantAlias: string): Promise<Category[]> {
  return db.selectFrom('categories').selectAll().where('tenant_alias', '=', tenantAlias).orderBy('sort_order').orderBy('name').execute();
}

/** Product rows as written by seeders and the benchmark: search_text is derived here, never by callers. */
export function productRow(p: Omit<NewProduct, 'search_text'>): NewProduct {
  return { ...p, search_text: foldForSearch(`${p.name} ${p.description ?? ''} ${p.code}`) };
}

/** Inserts in chunks (SQLite allows 32 766 bound values per statement; PostgreSQL 65 535). */
export async function insertProducts(db: Executor, rows: Omit<NewProduct, 'search_text'>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('products')
      .values(rows.slice(i, i + 500).map(productRow))
      .execute();
  }
}

/**
 * Takes `quantity` from stock only if that much is left and the prize is orderable. The guard is
 * in the UPDATE itself, so two buyers of the last piece cannot both succeed. False = not enough.
 */
export async function takeStock(db: Executor, tenantAlias: string, productId: number, quantity: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', quantity), updated_at: now }))
    .where('tenant_alias', '=', tenantAlias)
    .where('id', '=', productId)
    .where('available', '=', 1)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
