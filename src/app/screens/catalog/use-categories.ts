import { useCallback, useEffect, useState } from 'react';
import { listCategories, type Category } from '../../api/catalog.js';

export type CategoriesState = { status: 'loading' } | { status: 'ready'; data: Category[] } | { status: 'error' };

/** The category tree for the filter selects; `retry` loads it again after a failure. */
export function useCategories() {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CategoriesState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    listCategories().then(
      (data) => live && setState({ status: 'ready', data }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
