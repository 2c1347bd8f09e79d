import { sql } from 'kysely';
import type { SqlDialectName } from '../../db/database.js';
import { QueryShapes, type Param } from '../../db/query-shapes.js';
import { readBounded, type CountedCard } from './bounded-read.js';
import { SEARCH_TOTAL_CAP, type ListingTotal } from './listing-count.js';
import { applyFilters, pageRows, type Executor, type ListingCard, type PageValues, type ProductQuery } from './listing-query.js';
import { listCardsByPrefix } from './search-prefixes.js';

/**
 * Pages of a search or a points range, whose total is exact up to SEARCH_TOTAL_CAP
 * (listing-count.ts, docs/decisions/0010): the page and at most SEARCH_TOTAL_CAP + 1 matches counted.
 */

/** SQLite's text index is keyed points·2^32 + id (2026_12_12_0101): the low 32 bits are the prize's id. */
const KEY_ID_BITS = sql.lit(4294967295);
const KEY_POINTS_UNIT = sql.lit(4294967296);

/**
 * SQLite, a search: its matches read from the text index in the listing's order (cheapest first,
 * then by id), a points range as a range of the index's key, and each match's prize found by id
 * for the other filters. The index drives (a cross join keeps SQLite's planner from starting at
 * the points index), so a page reads its own matches and a bounded count at most the cap's.
 */
function textMatches<V extends PageValues>(db: Executor, dialect: SqlDialectName, p: Param<V>, f: V) {
  let q = db
    .selectFrom('products_search')
    .crossJoin('products')
    .where('products.id', '=', sql<number>`products_search.rowid & ${KEY_ID_BITS}`)
    .where(sql<boolean>`products_search match ${p('search')}`);
  if (f.pointsFrom !== undefined) q = q.where('products_search.rowid', '>=', sql<number>`${p('pointsFrom')} * ${KEY_POINTS_UNIT}`);
  if (f.pointsTo !== undefined) {
    q = q.where('products_search.rowid', '<=', sql<number>`${p('pointsTo')} * ${KEY_POINTS_UNIT} + ${KEY_ID_BITS}`);
  }
  // The search and the points range are the index's; the rest are the prize's own columns. The
  // join only widens the builder's type: the conditions name products' columns alone.
  const rest = { ...f, search: undefined, pointsFrom: undefined, pointsTo: undefined };
  return applyFilters(db, q as unknown as ProductQuery, dialect, p, rest) as unknown as typeof q;
}

/**
 * The first SEARCH_TOTAL_CAP + 1 matches, cheapest first, as (id, rank): `rank` orders them with
 * `id` (the text index's key for a search, the points otherwise).
 */
function firstMatches<V extends PageValues>(db: Executor, dialect: SqlDialectName, p: Param<V>, f: V) {
  if (f.search !== undefined) {
    return textMatches(db, dialect, p, f)
      .select(['products.id', sql<number>`products_search.rowid`.as('rank')])
      .orderBy('products_search.rowid')
      .limit(SEARCH_TOTAL_CAP + 1);
  }
  return applyFilters(db, db.selectFrom('products'), dialect, p, f)
    .select(['products.id', 'products.points as rank'])
    .orderBy('products.points')
    .orderBy('products.id')
    .limit(SEARCH_TOTAL_CAP + 1);
}

/**
 * SQLite, a page within the cap: page and bounded count in one statement. The first
 * SEARCH_TOTAL_CAP + 1 matches are listed once (from the text index, or for a points range alone
 * from the covering points index) and both counted and paged from that list. At 100,000 prizes,
 * 'caffe' in 1,000–30,000 points: 0.35 ms, where the same from an index keyed by id took 2.6 ms.
 * The count is a row of its own, so a page past the last match still carries it.
 */
const pagesWithCount = new QueryShapes<PageValues, CountedCard>((db, p, f, dialect) =>
  db
    .with(
      (cte) => cte('m').materialized(),
      () => firstMatches(db, dialect, p, f),
    )
    .selectFrom((eb) =>
      eb
        .selectFrom('m')
        .select(sql<number>`count(*)`.as('n'))
        .as('c'),
    )
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('m')
          .select(['m.id', 'm.rank'])
          .orderBy('m.rank')
          // A search's rank (the index key) is unique on its own; points need the id after them.
          .$if(f.search === undefined, (q) => q.orderBy('m.id'))
          .limit(p('limit'))
          .offset(p('offset'))
          .as('page'),
      (join) => join.onTrue(),
    )
    .leftJoin('products', 'products.id', 'page.id')
    .select(['products.stock', 'products.card_json', 'c.n'])
    .orderBy('page.rank')
    .$if(f.search === undefined, (q) => q.orderBy('page.id')),
);

/**
 * At most SEARCH_TOTAL_CAP + 1 matches of a search or points range, counted: the walk stops there.
 * With a search, PostgreSQL must start from the text (GIN) index: for a LIMIT its planner picks a
 * sequential scan or the points index, which read every row of the range (at 100,000 prizes,
 * 'caffe' in 1,000–30,000 points: 30–60 ms against 7–11 ms from the GIN index). On PostgreSQL the
 * page and this count stay two statements: one listing the matches for both, sorted, read every
 * text match from the heap (42 ms against 0.5 ms + 26 ms, under load).
 */
const boundedCounts = new QueryShapes<PageValues, { n: number }>((db, p, f, dialect) => {
  const matches =
    dialect === 'sqlite' && f.search !== undefined
      ? textMatches(db, dialect, p, f).select(sql<number>`1`.as('one'))
      : applyFilters(db, db.selectFrom('products'), dialect, p, f, f.search === undefined).select(sql<number>`1`.as('one'));
  return db.selectFrom(matches.limit(SEARCH_TOTAL_CAP + 1).as('m')).select(sql<number>`count(*)`.as('n'));
});

/**
 * Pages alone, as their rows often prove the total (a search with fewer matches than a page) and
 * the bounded count runs only when they do not. Deferred: the page's ids are picked first.
 */
const boundedPages = new QueryShapes<PageValues, ListingCard>((db, p, f, dialect) => {
  if (dialect === 'sqlite' && f.search !== undefined) {
    return textMatches(db, dialect, p, f)
      .select(['products.stock', 'products.card_json'])
      .orderBy('products_search.rowid')
      .limit(p('limit'))
      .offset(p('offset'));
  }
  return pageRows(db, dialect, p, f).select(['products.stock', 'products.card_json']);
});

/** One page of a search or points range, with its total exact up to SEARCH_TOTAL_CAP. */
export async function listBoundedCards(
  db: Executor,
  dialect: SqlDialectName,
  values: PageValues,
): Promise<{ cards: ListingCard[] } & ListingTotal> {
  if (dialect === 'postgres') {
    const read = await listCardsByPrefix(db, values);
    if (read) return read;
  }
  return readBounded(db, dialect, values, {
    pagesWithCount: dialect === 'sqlite' ? pagesWithCount : null,
    pages: boundedPages,
    counts: boundedCounts,
  });
}
