/**
 * A search or a points range is counted exactly up to this many matches; past it the listing says
 * "more than" (total_exact false). Counting every match is linear in the matches, and no index
 * bounds an exact count of an arbitrary prefix, range and filter (docs/decisions/0010).
 */
export const SEARCH_TOTAL_CAP = 1000;

/** The listing's total and whether it is exact (false: there are more than SEARCH_TOTAL_CAP matches). */
export interface ListingTotal {
  total: number;
  exact: boolean;
}

/** A count bounded at SEARCH_TOTAL_CAP + 1 as the API's total. */
export function cappedTotal(matches: number): ListingTotal {
  return matches > SEARCH_TOTAL_CAP ? { total: SEARCH_TOTAL_CAP, exact: false } : { total: matches, exact: true };
}

/**
 * What one page proves about a bounded listing: a page with rows but fewer than asked for (or the
 * first page, even empty) ends the listing, so its total needs no count. Undefined: count.
 */
export function totalFromPage(rows: number, limit: number, offset: number): ListingTotal | undefined {
  if (rows >= limit || (rows === 0 && offset > 0)) return undefined;
  return cappedTotal(offset + rows);
}
