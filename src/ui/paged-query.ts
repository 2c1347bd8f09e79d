import { keepPreviousData, useQuery, type QueryFunction, type QueryKey } from '@tanstack/react-query';

/**
 * One page of a list whose page (and filters) live in the address, so the key derives from it.
 * The page shown stays on screen while the next one loads (`isPlaceholderData` is then true, for
 * a busy mark), instead of flashing a skeleton between pages. A module of its own: the entry
 * imports the client defaults, not the query observer code this needs.
 */
export function usePagedQuery<T, K extends QueryKey>(queryKey: K, queryFn: QueryFunction<T, K>, staleTime: number) {
  return useQuery({ queryKey, queryFn, staleTime, placeholderData: keepPreviousData });
}
