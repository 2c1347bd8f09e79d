import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { Database, SqlDialectName } from '../../db/database.js';
import type { Param } from '../../db/query-shapes.js';
import { searchCondition } from './search.js';

/** The listing's filters and its page, as the query shapes of product-repository.ts and search-listing.ts write them. */

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

/** What the listing reads of a prize: its stored card (see 2026_12_06_0001) and the stock, which changes with every order. */
export interface ListingCard {
  stock: number;
  card_json: string | null;
}

export type ProductQuery = SelectQueryBuilder<Database, 'products', object>;

/** The category and its subcategories, as a subquery: one statement instead of a look-up first. */
export function categoryAndChildren(db: Executor, tenantAlias: string, id: number) {
  return db
    .selectFrom('categories')
    .select('categories.id')
    .where('categories.tenant_alias', '=', tenantAlias)
    .where((w) => w.or([w('categories.id', '=', id), w('categories.parent_id', '=', id)]));
}

/** The listing's conditions, written with placeholders: `f` says only which filters are present. */
export function applyFilters<V extends ProductFilters>(
  db: Executor,
  query: ProductQuery,
  dialect: SqlDialectName,
  p: Param<V>,
  f: V,
  /** False: compare the row's points, so that PostgreSQL's planner takes the text index (search-listing.ts). */
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

export type PageValues = ProductFilters & { limit: number; offset: number; deferred: boolean };

export function pageQuery<V extends PageValues>(db: Executor, dialect: SqlDialectName, p: Param<V>, f: V) {
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
export function pageRows<V extends PageValues>(db: Executor, dialect: SqlDialectName, p: Param<V>, f: V) {
  if (!f.deferred) return pageQuery(db, dialect, p, f);
  return db
    .selectFrom('products')
    .where('products.id', 'in', pageQuery(db, dialect, p, f).select('products.id'))
    .orderBy('products.points')
    .orderBy('products.id');
}
