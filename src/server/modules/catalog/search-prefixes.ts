import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import { QueryShapes, type Param } from '../../db/query-shapes.js';
import { readBounded, type CountedCard } from './bounded-read.js';
import { SEARCH_TOTAL_CAP, type ListingTotal } from './listing-count.js';
import { categoryAndChildren, type Executor, type ListingCard, type PageValues } from './listing-query.js';

/**
 * PostgreSQL: a search's pages and bounded counts read from product_search_prefixes
 * (2026_12_13_0001_search_prefixes), whose entries for one prefix are in (points, id) order. The
 * page is the first entries of the points range and the count stops at SEARCH_TOTAL_CAP + 1
 * entries, where the GIN index listed every match of the words unordered and read each from the
 * heap (at 100,000 prizes, 'caffe' in 1,000–30,000 points: 0.3 ms for page and count together,
 * against 0.2 ms + 6.7 ms).
 */

/** Entries are kept for prefixes of this many characters at most (the migration's generate_series). */
const LONGEST_PREFIX = 8;

/** The other terms' entries, each a bound value of its own (QueryShapes binds scalars): MAX_TERMS of search.ts, less the first. */
const OTHERS = ['also1', 'also2', 'also3', 'also4', 'also5', 'also6', 'also7'] as const;
type Others = { [K in (typeof OTHERS)[number]]?: string };

/**
 * The search's entries in product_search_prefixes: the longest term, the most selective, is read
 * in order; the others' entries are looked up for each of its prizes. Terms are cut to
 * LONGEST_PREFIX characters; `recheck`: the entries are a superset of the matches (a term longer
 * than its entry, or one without entries), so each prize is checked against its tsvector too.
 * Undefined when no term can use the entries: one-letter terms have none, and a term outside
 * [a-z0-9] might be split otherwise by PostgreSQL's parser than by foldForSearch; those searches
 * keep the GIN index.
 */
export function prefixEntries(search: string): ({ prefix: string; recheck: boolean } & Others) | undefined {
  const terms = [...search.matchAll(/'([^']*)':\*/g)].map((m) => m[1]!);
  const usable = terms.filter((t) => /^[a-z0-9]{2,}$/.test(t)).sort((a, b) => b.length - a.length);
  const [first, ...rest] = usable.map((t) => t.slice(0, LONGEST_PREFIX));
  if (first === undefined) return undefined;
  const recheck = usable.length < terms.length || usable.some((t) => t.length > LONGEST_PREFIX);
  const others: Others = {};
  rest.slice(0, OTHERS.length).forEach((t, i) => (others[OTHERS[i]!] = t));
  return { prefix: first, recheck, ...others };
}

type PrefixValues = PageValues & { prefix: string; recheck: boolean } & Others;
/** The entries, joined to the prizes when a condition needs their rows. */
type Matches = SelectQueryBuilder<Database, 'product_search_prefixes' | 'products', object>;

/** The matches' (points, id), cheapest first, as entries of the prefix filtered by the listing's other conditions. */
function matches<V extends PrefixValues>(db: Executor, p: Param<V>, f: V) {
  let q = db
    .selectFrom('product_search_prefixes')
    .where('product_search_prefixes.tenant_alias', '=', p('tenantAlias'))
    .where('product_search_prefixes.prefix', '=', p('prefix')) as Matches;
  if (f.pointsFrom !== undefined) q = q.where('product_search_prefixes.points', '>=', p('pointsFrom'));
  if (f.pointsTo !== undefined) q = q.where('product_search_prefixes.points', '<=', p('pointsTo'));
  // Each other term's entry for the same prize, looked up in the same order (a merge join); its
  // points range repeated, as the planner does not carry a range across the join's equality.
  for (const also of OTHERS) {
    if (f[also] === undefined) continue;
    const from = f.pointsFrom === undefined ? sql`` : sql` and t.points >= ${p('pointsFrom')}`;
    const to = f.pointsTo === undefined ? sql`` : sql` and t.points <= ${p('pointsTo')}`;
    q = q.where(sql<boolean>`exists (select 1 from product_search_prefixes as t where t.tenant_alias = product_search_prefixes.tenant_alias
      and t.prefix = ${p(also)}${from}${to} and t.points = product_search_prefixes.points and t.product_id = product_search_prefixes.product_id)`);
  }
  // Entries exist only for prizes switched on, of their tenant: the prize's row is read only for
  // the conditions entries do not carry.
  if (f.recheck || f.categoryId !== undefined || f.group !== undefined || f.onlyAvailable) {
    q = q.innerJoin('products', 'products.id', 'product_search_prefixes.product_id');
    if (f.categoryId !== undefined) q = q.where('products.category_id', 'in', categoryAndChildren(db, p('tenantAlias'), p('categoryId')));
    if (f.group !== undefined) q = q.where('products.group_key', '=', p('group'));
    if (f.onlyAvailable) q = q.where('products.stock', '>', 0);
    // A filter, not the GIN index's operator: the planner would read the GIN index for it and
    // join, listing every match of the words again.
    if (f.recheck) q = q.where(sql<boolean>`ts_match_vq(products.search_vector, to_tsquery('simple', ${p('search')}))`);
  }
  return q
    .select(['product_search_prefixes.product_id as id', 'product_search_prefixes.points'])
    .orderBy('product_search_prefixes.points')
    .orderBy('product_search_prefixes.product_id');
}

/**
 * A page within the cap with its count, in one statement: SEARCH_TOTAL_CAP + 1 entries counted,
 * and the page read again from the same range, rather than the entries listed once and both
 * counted and paged from the list (SQLite's way, search-listing.ts), which stored the 1,001
 * entries and sorted them again for the page. The count is a row of its own, so a page past the
 * last match still carries it.
 */
const pagesWithCount = new QueryShapes<PrefixValues, CountedCard>((db, p, f) =>
  db
    .selectFrom((eb) =>
      eb
        .selectFrom(
          matches(db, p, f)
            .limit(SEARCH_TOTAL_CAP + 1)
            .as('m'),
        )
        .select(sql<number>`count(*)`.as('n'))
        .as('c'),
    )
    .leftJoin(
      () => matches(db, p, f).limit(p('limit')).offset(p('offset')).as('page'),
      (join) => join.onTrue(),
    )
    .leftJoin('products', 'products.id', 'page.id')
    .select(['products.stock', 'products.card_json', 'c.n'])
    .orderBy('page.points')
    .orderBy('page.id'),
);

/** A page past the cap: the entries skipped are index entries, the prizes read are the page's. */
const deepPages = new QueryShapes<PrefixValues, ListingCard>((db, p, f) =>
  db
    .selectFrom(matches(db, p, f).limit(p('limit')).offset(p('offset')).as('page'))
    .innerJoin('products', 'products.id', 'page.id')
    .select(['products.stock', 'products.card_json'])
    .orderBy('page.points')
    .orderBy('page.id'),
);

const boundedCounts = new QueryShapes<PrefixValues, { n: number }>((db, p, f) =>
  db
    .selectFrom(
      matches(db, p, f)
        .limit(SEARCH_TOTAL_CAP + 1)
        .as('m'),
    )
    .select(sql<number>`count(*)`.as('n')),
);

/** One page of a search, with its total exact up to SEARCH_TOTAL_CAP; undefined when the search cannot use the entries. */
export async function listCardsByPrefix(db: Executor, values: PageValues): Promise<({ cards: ListingCard[] } & ListingTotal) | undefined> {
  const entry = values.search === undefined ? undefined : prefixEntries(values.search);
  if (!entry) return undefined;
  return readBounded(db, 'postgres', { ...values, ...entry }, { pagesWithCount, pages: deepPages, counts: boundedCounts });
}
