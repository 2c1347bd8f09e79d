import { sql } from 'kysely';
import type { SqlDialectName } from '../../db/database.js';
import { QueryShapes } from '../../db/query-shapes.js';
import { cappedTotal, SEARCH_TOTAL_CAP, totalFromPage, type ListingTotal } from './listing-count.js';
import { applyFilters, pageRows, type Executor, type ListingCard, type PageValues, type ProductFilters } from './listing-query.js';
import { listCardsByPrefix } from './search-prefixes.js';

/**
 * Pages of a search or a points range, whose total is exact up to SEARCH_TOTAL_CAP
 * (listing-count.ts, docs/decisions/0010): the page and at most SEARCH_TOTAL_CAP + 1 matches counted.
 */

/**
 * SQLite, a page within the cap: page and bounded count in one statement. The first
 * SEARCH_TOTAL_CAP + 1 matches, cheapest first, are listed once (their ids and points, from the
 * covering points index) and both counted and paged from that list. Read apart, the page and the
 * count each built the list of text matches and walked the points index against it: at 100,000
 * prizes 'caffe' in 1,000–30,000 points cost 1.4 ms + 2.4 ms, this 2.5 ms. The count is a row of
 * its own, so a page past the last match still carries it.
 */
const pagesWithCount = new QueryShapes<PageValues, { stock: number | null; card_json: string | null; n: number }>((db, p, f, dialect) =>
  db
    .with(
      (cte) => cte('m').materialized(),
      () =>
        applyFilters(db, db.selectFrom('products'), dialect, p, f)
          .select(['products.id', 'products.points'])
          .orderBy('products.points')
          .orderBy('products.id')
          .limit(SEARCH_TOTAL_CAP + 1),
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
 * At most SEARCH_TOTAL_CAP + 1 matches of a search or points range, counted: the walk stops there.
 * With a search, PostgreSQL must start from the text (GIN) index: for a LIMIT its planner picks a
 * sequential scan or the points index, which read every row of the range (at 100,000 prizes,
 * 'caffe' in 1,000–30,000 points: 30–60 ms against 7–11 ms from the GIN index). On PostgreSQL the
 * page and this count stay two statements: one listing the matches for both, sorted, read every
 * text match from the heap (42 ms against 0.5 ms + 26 ms, under load).
 */
const boundedCounts = new QueryShapes<ProductFilters, { n: number }>((db, p, f, dialect) => {
  const byIndex = f.search === undefined || dialect === 'sqlite';
  const matches = applyFilters(db, db.selectFrom('products'), dialect, p, f, byIndex)
    .select(sql<number>`1`.as('one'))
    .limit(SEARCH_TOTAL_CAP + 1);
  return db.selectFrom(matches.as('m')).select(sql<number>`count(*)`.as('n'));
});

/**
 * Pages alone, as their rows often prove the total (a search with fewer matches than a page) and
 * the bounded count runs only when they do not. Deferred: the page's ids are picked first.
 */
const boundedPages = new QueryShapes<PageValues, ListingCard>((db, p, f, dialect) =>
  pageRows(db, dialect, p, f).select(['products.stock', 'products.card_json']),
);

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
  if (dialect === 'sqlite' && values.offset + values.limit <= SEARCH_TOTAL_CAP + 1) {
    const rows = await pagesWithCount.execute(db, dialect, values);
    const cards = rows.filter((r): r is ListingCard & { stock: number; n: number } => r.stock !== null);
    return { cards, ...cappedTotal(Number(rows[0]?.n ?? 0)) };
  }
  const cards = await boundedPages.execute(db, dialect, values);
  const proven = totalFromPage(cards.length, values.limit, values.offset);
  if (proven) return { cards, ...proven };
  const [row] = await boundedCounts.execute(db, dialect, values);
  return { cards, ...cappedTotal(Number(row?.n ?? 0)) };
}
