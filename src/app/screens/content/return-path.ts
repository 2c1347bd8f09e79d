import { useLocation } from 'react-router-dom';

/**
 * Where a detail page's back link returns: the list page the reader came from (the card puts it
 * in the navigation state), when it is a page of `list`; else `list` itself.
 */
export function useReturnPath(list: string): string {
  const { state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(list) ? from : list;
}
