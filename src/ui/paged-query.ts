import { keepPreviousData, useQuery, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/**
 * One page of a list whose page (and filters) live in the address, so the key derives from it.
 * The page shown stays on screen while the next one loads (`isPlaceholderData` is then true, for
 * a busy mark), instead of flashing a skeleton between pages. A module of its own: the entry
 * imports the client defaults, not the query observer code this needs.
 *
 * The result is handed on deferred. The query cache is an external store, so an answer re-renders
 * its readers synchronously, in one task; a page of cards rendered there was the longest task of a
 * signed-in page (48 ms unthrottled for /catalogo's 20 prizes, ~190 ms on Lighthouse's phone).
 * Deferred, the list follows in a render that React slices and interrupts.
 *
 * Until that render catches up, what is on screen is an earlier answer: after back or forward to
 * a page already in the cache, the address shows the new page while the list is still the old
 * one. That lag counts as placeholder data too, so a busy mark never sits on a page the customer
 * did not ask for.
 */
export function usePagedQuery<T, K extends QueryKey>(queryKey: K, queryFn: QueryFunction<T, K>, staleTime: number) {
  const current = useQuery({ queryKey, queryFn, staleTime, placeholderData: keepPreviousData });
  const shown = useDeferredValue(current);
  if (!shown.isSuccess || (shown.data === current.data && shown.isPlaceholderData === current.isPlaceholderData)) return shown;
  // The same success result, flagged as not yet the one asked for (the union's placeholder member).
  return { ...shown, isPlaceholderData: true } as typeof shown;
}
