import { useSearchParams } from 'react-router-dom';

/** The page a list shows, from its query parameter: a whole number from 1, else 1. */
export function pageFromParams(params: URLSearchParams, name = 'page'): number {
  const raw = (params.get(name) ?? '').trim();
  const page = /^\d{1,9}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

/** The current page of the list on screen (`?page=n`, or the parameter named). */
export function usePageParam(name = 'page'): number {
  const [params] = useSearchParams();
  return pageFromParams(params, name);
}
