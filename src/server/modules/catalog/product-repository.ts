import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { Database, SqlDialectName } from '../../db/database.js';
import type { Category } from './category.table.js';
import type { NewProduct, Product } from './product.table.js';
import { QueryShapes, type Param } from '../../db/query-shapes.js';
import { foldForSearch, searchCondition } from './search.js';
import { cappedTotal, SEARCH_TOTAL_CAP, totalFromPage, type ListingTotal } from './listing-count.js';

export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The listing's filters, already parsed, as bound to the listing's query shapes (QueryShapes):
 * absent filters are `undefined`, and only their presence and `onlyAvailable` change the SQL.
 */
export type ProductFilters = {
  tenantAlias: string;
  /** A category: its subcategories' products are included. */
  categoryId: number | undefined;
  group: string | undefined;
  pointsFrom: number | undefined;
  pointsTo: number | undefined;
  onlyAvailable: boolean;
  /** The search as the database's text query (search.ts, textQuery). */
  search: string | undefined;
};

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

/** The listing's conditions, written with placeholders: `f` says only which filters are present. */
function applyFilters<V extends ProductFilters>(
  db: Executor,
  query: ProductQuery,
  dialect: SqlDialectName,
  p: Param<V>,
  f: V,
  /** False: compare the row's points, so that PostgreSQL's planner takes the text index (boundedCount). */
  pointsByIndex = true,
): ProductQuery {
  const points = pointsByIndex ? sql<number>`products.points` : sql<number>`products.points + 0`;
  // A prize switched off in the console is not shown to customers at all; one out of stock is shown, not orderable.
  let q = query.where('products.tenant_alias', '=', p('tenantAlias')).where('products.available', '=', 1);
  if (f.categoryId !== undefined) q = q.where('products.category_id', 'in', categoryAndChildren(db, p('tenantAlias'), p('categoryId')));
  if (f.group !== undefined) q = q.where('products.group_key', '=', p('group'));
  if (f.pointsFrom !== undefined) q = q.where(points, '>=', p('pointsFrom'));
  if (f.pointsTo !== undefined) q = q.where(points, '<=', p('pointsTo'));
  if (f.onlyAvailable) q = q.where('products.stock', '>', 0);
  if (f.search !== undefined) q = q.where(searchCondition(dialect, p('search')));
  return q;
}

/**
 * Up to this offset a page is read straight from the index walk: cheaper than picking the ids
 * first (at 100,000 prizes, offsets 0–500: PostgreSQL 350–500 µs against 470–570 µs, as it plans
 * one scan instead of a join; SQLite 87–114 µs against 107–127 µs). Deeper, the walk would read
 * every skipped row in full.
 */
const DIRECT_PAGE_MAX_OFFSET = 1000;

/** What the listing reads of a prize: its stored card (see 2026_12_06_0001) and the stock, which changes with every order. */
export interface ListingCard {
  stock: number;
  card_json: string | null;
}

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
 * At most SEARCH_TOTAL_CAP + 1 matches of a search or points range, counted: the walk stops there.
 * With a search, PostgreSQL must start from the text (GIN) index: for a LIMIT its planner picks a
 * sequential scan or the points index, which read every row of the range (at 100,000 prizes,
 * 'caffe' in 1,000–30,000 points: 30–60 ms against 7–11 ms from the GIN index). SQLite builds the
 * list of text matches once and walks the points index against it (about 1–2 ms either way).
 */
const boundedCounts = new QueryShapes<ProductFilters, { n: number }>((db, p, f, dialect) => {
  const byIndex = f.search === undefined || dialect === 'sqlite';
  const matches = applyFilters(db, db.selectFrom('products'), dialect, p, f, byIndex)
    .select(sql<number>`1`.as('one'))
    .limit(SEARCH_TOTAL_CAP + 1);
  return db.selectFrom(matches.as('m')).select(sql<number>`count(*)`.as('n'));
});

type PageValues = ProductFilters & { limit: number; offset: number; deferred: boolean };

function pageQuery<V extends PageValues>(db: Executor, dialect: SqlDialectName, p: Param<V>, f: V) {
  return applyFilters(db, db.selectFrom('products'), dialect, p, f)
    .orderBy('products.points')
    .orderBy('products.id')
    .limit(p('limit'))
    .offset(p('offset'));
}

/**
 * The page's rows, to select from: the filtered query itself, or, deferred, the products whose
 * ids it picks, so a deep offset walks index entries, not wide rows.
 */
function pageRows<V extends PageValues>(db: Executor, dialect: SqlDialectName, p: Param<V>, f: V) {
  if (!f.deferred) return pageQuery(db, dialect, p, f);
  return db
    .selectFrom('products')
    .where('products.id', 'in', pageQuery(db, dialect, p, f).select('products.id'))
    .orderBy('products.points')
    .orderBy('products.id');
}

/**
 * Pages of a listing with kept totals, with the total in the same statement: an uncorrelated
 * subquery, which both databases evaluate once. On PostgreSQL that is one round trip fewer, and on
 * this machine each one costs a socket write (writev was the largest item of the server's profile).
 */
const keptPages = new QueryShapes<PageValues, ListingCard & { total: number }>((db, p, f, dialect) => {
  return pageRows(db, dialect, p, f).select(['products.stock', 'products.card_json', keptCountQuery(db, p, f).as('total')]);
});

/**
 * Pages of a search or points range: the page alone, as its rows often prove the total (a search
 * with fewer matches than a page) and the bounded count runs only when they do not.
 */
const boundedPages = new QueryShapes<PageValues, ListingCard>((db, p, f, dialect) => {
  return pageRows(db, dialect, p, f).select(['products.stock', 'products.card_json']);
});

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
  const cards = await boundedPages.execute(db, dialect, values);
  const proven = totalFromPage(cards.length, limit, offset);
  if (proven) return { cards, ...proven };
  const [row] = await boundedCounts.execute(db, dialect, f);
  return { cards, ...cappedTotal(Number(row?.n ?? 0)) };
}

export async function findProduct(db: Executor, tenantAlias: string, id: number): Promise<ProductRow | undefined> {
  return db.selectFrom('products').select(PRODUCT_COLUMNS).where('tenant_alias', '=', tenantAlias).where('id', '=', id).executeTakeFirst();
}

export async function findProducts(db: Executor, tenantAlias: string, ids: number[]): Promise<ProductRow[]> {
  if (!ids.length) return [];
  return db.selectFrom('products').select(PRODUCT_COLUMNS).where('tenant_alias', '=', tenantAlias).where('id', 'in', ids).execute();
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
