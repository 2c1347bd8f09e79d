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
 */
export function usePagedQuery<T, K extends QueryKey>(queryKey: K, queryFn: QueryFunction<T, K>, staleTime: number) {
  return useDeferredValue(useQuery({ queryKey, queryFn, staleTime, placeholderData: keepPreviousData }));
}
