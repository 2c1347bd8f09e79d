import type { FetchQueryOptions, Query, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Boot asks for a signed-in page's first queries beside auth/me (boot/prefetch-screen.ts). The
 * screen mounts once boot is done (auth/me, the translations: seconds later on a slow link) and,
 * for live data (stale at once), would ask again. An answer that prefetch fetched counts for that
 * mount: within JUST_FETCHED_MS, and while it is still the prefetch's answer (not fetched again,
 * not invalidated). Every other mount asks as the data's freshness says. Types only from the
 * query library: the entry imports this module.
 */
export const JUST_FETCHED_MS = 10_000;

/** queryHash → dataUpdatedAt of the answer the prefetch fetched. */
const prefetched = new Map<string, number>();

/**
 * A failed probe is forgotten at once: a screen that mounted while it was on its way (and so
 * shared it) asks again with its own request, which retries and renews the session as usual,
 * instead of showing the probe's failure.
 */
export function prefetchForMount<T, K extends QueryKey>(client: QueryClient, options: FetchQueryOptions<T, Error, T, K>): void {
  void client.prefetchQuery(options).then(() => {
    const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
    if (query?.state.status === 'success') prefetched.set(query.queryHash, query.state.dataUpdatedAt);
    else if (query?.state.status === 'error') void client.resetQueries({ queryKey: options.queryKey, exact: true });
  });
}

/** The portal client's `refetchOnMount` (queries/query-client.ts): false only for a prefetched answer just in. */
export function refetchOnMount(query: Pick<Query, 'queryHash' | 'state'>, now = Date.now()): boolean {
  const at = prefetched.get(query.queryHash);
  return at === undefined || at !== query.state.dataUpdatedAt || query.state.isInvalidated || now - at >= JUST_FETCHED_MS;
}

/** Counts an answer the page carried (the server's first screen, painted with it) as just prefetched. */
export function markPrefetched(query: Pick<Query, 'queryHash' | 'state'>): void {
  if (query.state.status === 'success') prefetched.set(query.queryHash, query.state.dataUpdatedAt);
}
