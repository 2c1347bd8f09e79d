import type { SqlDialectName } from '../../db/database.js';
import type { QueryShapes } from '../../db/query-shapes.js';
import { cappedTotal, SEARCH_TOTAL_CAP, totalFromPage, type ListingTotal } from './listing-count.js';
import type { Executor, ListingCard, PageValues } from './listing-query.js';

/** A page's row with the bounded count beside it; a page past the last match is one row with no prize. */
export type CountedCard = { stock: number | null; card_json: string | null; n: number };

/** How one kind of bounded listing reads: its page and count in one statement where it can, its page alone, its count. */
export interface BoundedShapes<V extends PageValues> {
  pagesWithCount: QueryShapes<V, CountedCard> | null;
  pages: QueryShapes<V, ListingCard>;
  counts: QueryShapes<V, { n: number }>;
}

/**
 * One page with its total exact up to SEARCH_TOTAL_CAP. Within the cap, page and count are one
 * statement when the shapes have one; past it (or without one) the page is read first, and the
 * count only when the page does not prove the total.
 */
export async function readBounded<V extends PageValues>(
  db: Executor,
  dialect: SqlDialectName,
  values: V,
  shapes: BoundedShapes<V>,
): Promise<{ cards: ListingCard[] } & ListingTotal> {
  if (shapes.pagesWithCount && values.offset + values.limit <= SEARCH_TOTAL_CAP + 1) {
    const rows = await shapes.pagesWithCount.execute(db, dialect, values);
    const cards = rows.filter((r): r is ListingCard & CountedCard => r.stock !== null);
    return { cards, ...cappedTotal(Number(rows[0]?.n ?? 0)) };
  }
  const cards = await shapes.pages.execute(db, dialect, values);
  const proven = totalFromPage(cards.length, values.limit, values.offset);
  if (proven) return { cards, ...proven };
  const [row] = await shapes.counts.execute(db, dialect, values);
  return { cards, ...cappedTotal(Number(row?.n ?? 0)) };
}
