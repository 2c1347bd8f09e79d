import { sql } from 'kysely';
import type { SqlDialectName } from '../../db/database.js';
import { QueryShapes, type Param } from '../../db/query-shapes.js';
import { readBounded, type CountedCard } from './bounded-read.js';
import { SEARCH_TOTAL_CAP, type ListingTotal } from './listing-count.js';
import { applyFilters, pageRows, type Executor, type ListingCard, type PageValues } from './listing-query.js';
import { listCardsByPrefix } from './search-prefixes.js';

/**
 * Pages of a search or a points range, whose total is exact up to SEARCH_TOTAL_CAP
 * (listing-count.ts, docs/decisions/0010): the page and at most SEARCH_TOTAL_CAP + 1 matches counted.
 */

/** The first SEARCH_TOTAL_CAP + 1 prizes of a points range, cheapest first. */
function firstMatches<V extends PageValues>(db: Executor, dialect: SqlDialectName, p: Param<V>, f: V) {
  return applyFilters(db, db.selectFrom('products'), dialect, p, f)
    .select(['products.id', 'products.points'])
    .orderBy('products.points')
    .orderBy('products.id')
    .limit(SEARCH_TOTAL_CAP + 1);
}

/**
 * SQLite, a points range within the cap: page and bounded count in one statement. The first
 * SEARCH_TOTAL_CAP + 1 prizes are listed once from the covering points index and both counted and
 * paged from that list. The count is a row of its own, so a page past the last match still
 * carries it.
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
          .select(['m.id', 'm.points'])
          .orderBy('m.points')
          .orderBy('m.id')
          .limit(p('limit'))
          .offset(p('offset'))
          .as('page'),
      (join) => join.onTrue(),
    )
    .leftJoin('products', 'products.id', 'page.id')
    .select(['products.stock', 'products.card_json', 'c.n'])
    .orderBy('page.points')
    .orderBy('page.id'),
);

/**
 * At most SEARCH_TOTAL_CAP + 1 matches of a points range, or of a search PostgreSQL cannot read
 * from its word prefixes (search-prefixes.ts), counted: the walk stops there. With a search,
 * PostgreSQL must start from the text (GIN) index: for a LIMIT its planner picks a sequential scan
 * or the points index, which read every row of the range (at 100,000 prizes, 'caffe' in
 * 1,000–30,000 points: 30–60 ms against 7–11 ms from the GIN index).
 */
const boundedCounts = new QueryShapes<PageValues, { n: number }>((db, p, f, dialect) =>
  db
    .selectFrom(
      applyFilters(db, db.selectFrom('products'), dialect, p, f, f.search === undefined)
        .select(sql<number>`1`.as('one'))
        .limit(SEARCH_TOTAL_CAP + 1)
        .as('m'),
    )
    .select(sql<number>`count(*)`.as('n')),
);

/**
 * Pages alone, as their rows often prove the total (fewer matches than a page) and the bounded
 * count runs only when they do not. Deferred: the page's ids are picked first.
 */
const boundedPages = new QueryShapes<PageValues, ListingCard>((db, p, f, dialect) =>
  pageRows(db, dialect, p, f).select(['products.stock', 'products.card_json']),
);

/**
 * One page of a search or points range, with its total exact up to SEARCH_TOTAL_CAP. Off the word
 * prefixes, PostgreSQL keeps page and count as two statements: one listing the matches for both,
 * sorted, read every text match from the heap (42 ms against 0.5 ms + 26 ms, under load).
 */
export async function listBoundedCards(
  db: Executor,
  dialect: SqlDialectName,
  values: PageValues,
): Promise<{ cards: ListingCard[] } & ListingTotal> {
  const read = await listCardsByPrefix(db, dialect, values);
  if (read) return read;
  return readBounded(db, dialect, values, {
    pagesWithCount: dialect === 'sqlite' ? pagesWithCount : null,
    pages: boundedPages,
    counts: boundedCounts,
  });
}
