import { sql } from 'kysely';
import type { SqlDialectName } from '../../db/database.js';
import type { Category } from './category.table.js';
import type { NewProduct, Product } from './product.table.js';
import { QueryShapes, type Param } from '../../db/query-shapes.js';
import { foldForSearch } from './search.js';
import type { ListingTotal } from './listing-count.js';
import { categoryAndChildren, pageRows, type Executor, type ListingCard, type PageValues, type ProductFilters } from './listing-query.js';
import { listBoundedCards } from './search-listing.js';

export type { Executor, ListingCard, ProductFilters } from './listing-query.js';

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

/**
 * Up to this offset a page is read straight from the index walk: cheaper than picking the ids
 * first (at 100,000 prizes, offsets 0–500: PostgreSQL 350–500 µs against 470–570 µs, as it plans
 * one scan instead of a join; SQLite 87–114 µs against 107–127 µs). Deeper, the walk would read
 * every skipped row in full.
 */
const DIRECT_PAGE_MAX_OFFSET = 1000;

/** Without a search or a points range every filter is a dimension of the totals kept by triggers (catalog_counts). */
function hasKeptCount(f: ProductFilters): boolean {
  return f.search === undefined && f.pointsFrom === undefined && f.pointsTo === undefined;
}

/** How many prizes match, exactly: a sum of a few dozen rows of the kept totals (catalog_counts). */
function keptCountQuery<V extends ProductFilters>(db: Executor, p: Param<V>, f: V) {
  let q = db
    .selectFrom('catalog_counts')
    .select(sql<number>`coalesce(sum(n), 0)`.as('n'))
    .where('tenant_alias', '=', p('tenantAlias'));
  if (f.categoryId !== undefined) q = q.where('category_id', 'in', categoryAndChildren(db, p('tenantAlias'), p('categoryId')));
  if (f.group !== undefined) q = q.where('group_key', '=', p('group'));
  if (f.onlyAvailable) q = q.where('in_stock', '=', 1);
  return q;
}

/**
 * Pages of a listing with kept totals, with the total in the same statement: an uncorrelated
 * subquery, which both databases evaluate once. On PostgreSQL that is one round trip fewer, and on
 * this machine each one costs a socket write (writev was the largest item of the server's profile).
 */
const keptPages = new QueryShapes<PageValues, ListingCard & { total: number }>((db, p, f, dialect) =>
  pageRows(db, dialect, p, f).select(['products.stock', 'products.card_json', keptCountQuery(db, p, f).as('total')]),
);

const keptCounts = new QueryShapes<ProductFilters, { n: number }>((db, p, f) => keptCountQuery(db, p, f));

/**
 * One page of cards, cheapest first (points, then id for a stable order), with the listing's
 * total. Past DIRECT_PAGE_MAX_OFFSET the page's ids are picked from the covering index first and
 * only those rows are read ("deferred join"), so a deep offset walks index entries, not wide rows.
 * A search or a points range has its total exact up to SEARCH_TOTAL_CAP (listing-count.ts).
 */
export async function listCards(
  db: Executor,
  dialect: SqlDialectName,
  f: ProductFilters,
  limit: number,
  offset: number,
): Promise<{ cards: ListingCard[] } & ListingTotal> {
  const values = { ...f, limit, offset, deferred: offset > DIRECT_PAGE_MAX_OFFSET };
  if (hasKeptCount(f)) {
    const cards = await keptPages.execute(db, dialect, values);
    // A page past the end (or of no matches) has no row to carry the total.
    const total = cards.length ? Number(cards[0]!.total) : Number((await keptCounts.execute(db, dialect, f))[0]?.n ?? 0);
    return { cards, total, exact: true };
  }
  return listBoundedCards(db, dialect, values);
}

export async function findProduct(db: Executor, tenantAlias: string, id: number): Promise<ProductRow | undefined> {
  return db.selectFrom('products').select(PRODUCT_COLUMNS).where('tenant_alias', '=', tenantAlias).where('id', '=', id).executeTakeFirst();
}

/** The prizes among `ids`, in no order; `tenantAlias` undefined: of any tenant. */
export async function findProducts(db: Executor, tenantAlias: string | undefined, ids: number[]): Promise<ProductRow[]> {
  if (!ids.length) return [];
  const query = db.selectFrom('products').select(PRODUCT_COLUMNS).where('id', 'in', ids);
  return (tenantAlias === undefined ? query : query.where('tenant_alias', '=', tenantAlias)).execute();
}

/**
 * Featured prizes switched on, cheapest first, for the home page. Read from the rows themselves
 * (not the listing's memo or its cards): the console's switch shows on the next request.
 */
export async function featuredProducts(db: Executor, tenantAlias: string, limit: number): Promise<ProductRow[]> {
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

/**
 * Prizes orderable now (switched on, in stock) that cost at most `maxPoints`, most valuable first:
 * a backward walk of products_tenant_points from the balance, which holds available and stock too.
 */
export async function affordableProducts(db: Executor, tenantAlias: string, maxPoints: number, limit: number): Promise<ProductRow[]> {
  return db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where('tenant_alias', '=', tenantAlias)
    .where('points', '<=', maxPoints)
    .where('available', '=', 1)
    .where('stock', '>', 0)
    .orderBy('points', 'desc')
    .orderBy('id', 'desc')
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

/** Puts pieces back on the shelf (a cancelled order's lines). */
export async function returnStock(db: Executor, tenantAlias: string, productId: number, quantity: number, at: string): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', quantity), updated_at: at }))
    .where('id', '=', productId)
    .where('tenant_alias', '=', tenantAlias)
    .execute();
}
