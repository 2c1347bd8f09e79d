/**
 * How long each kind of data counts as fresh. Fresh data is shown from the cache without asking
 * again; stale data is shown at once and refreshed behind it when a screen needs it.
 * Plain figures, apart from the client (query-client.ts): a query module that the forms engine
 * imports (the lookups) must not bring the query library onto the login page with them.
 */
export const STALE_TIME = {
  /** Changes under the customer (stock, cart, orders, points, notifications): ask on every visit. */
  live: 0,
  /** Editorial content (news, notices, CMS texts, advantages, vouchers, partners, categories). */
  content: 5 * 60_000,
  /** Lists that change only with a deploy (regions, provinces, cities, countries). */
  reference: Infinity,
} as const;
