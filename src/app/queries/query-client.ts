/**
 * The portal's one QueryClient: everything fetched from the server lives in its cache.
 *
 * src/app/queries/ holds one module per API area (src/app/api/<area>.ts → queries/<area>.ts):
 * its key factory (`<area>Keys`, every key of the area starts with the same first element, so
 * one call invalidates the whole area), its query hooks and its mutation hooks with the
 * invalidations each change implies. A new area or endpoint goes there, never into a screen;
 * the typed calls of src/app/api stay the only way to reach the server. Defaults (freshness per
 * kind of data, retries) are the front ends' shared ones: src/ui/query-client.ts.
 */
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createQueryClient } from '../../ui/query-client.js';
import { announceQueryClient } from './loaded-client.js';
import { markPrefetched, refetchOnMount } from './prefetched.js';
import { refreshUserRecord, USER_QUERY_DEFAULTS, userKeys } from './user.js';
import { ApiError } from '../api/api-error.js';
import { REGOLAMENTO_PENDING_CODE } from '../../shared/regolamento.js';

// A screen does not ask again on mount for what boot just prefetched for it (prefetched.ts).
export const queryClient = createQueryClient({ queries: { refetchOnMount: (query) => refetchOnMount(query) } });

queryClient.setQueryDefaults(userKeys.me(), USER_QUERY_DEFAULTS);

/**
 * A call refused because a new regolamento waits to be accepted (published while the customer was
 * on a screen): the record is read again, it names the version, and the guards send the customer
 * to its page. auth/me is never refused that way, so this cannot loop.
 */
const isRegolamentoRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && (error.data as { code?: unknown } | undefined)?.code === REGOLAMENTO_PENDING_CODE;
queryClient.getQueryCache().subscribe((event) => {
  if (event.type === 'updated' && event.action.type === 'error' && isRegolamentoRefusal(event.action.error))
    void refreshUserRecord(queryClient);
});
queryClient.getMutationCache().subscribe((event) => {
  if (event.type === 'updated' && event.action.type === 'error' && isRegolamentoRefusal(event.action.error))
    void refreshUserRecord(queryClient);
});
// This module is a lazy chunk (query-client-loader.ts); the entry's readers find the client here.
announceQueryClient(queryClient);

/**
 * Takes the answers a customer's painted screen was rendered with (boot/first-screen-data.ts):
 * the first render reads them and meets the painted markup, and the screens do not ask again on
 * mount. True when they hold the customer's record, as a boot without auth/me needs.
 */
export function adoptPaintedQueries(queries: unknown): boolean {
  hydrate(queryClient, datedNow(queries as DehydratedState, Date.now()));
  for (const query of queryClient.getQueryCache().getAll()) markPrefetched(query);
  return queryClient.getQueryData(userKeys.me()) !== undefined;
}

/**
 * The painted answers carry the server's clock, and a phone's may be minutes off either way: they
 * would be stale at once (every screen asking again) or fresh for minutes too long (points shown
 * after they changed). They were read as the page was made, a moment ago, so they are dated now.
 */
function datedNow(state: DehydratedState, now: number): DehydratedState {
  if (!Array.isArray(state.queries)) return state;
  return { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) };
}
