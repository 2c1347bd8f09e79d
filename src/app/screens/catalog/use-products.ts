import { useCallback, useEffect, useState } from 'react';
import { PRODUCTS_PAGE_SIZE } from '../../../shared/constants.js';
import { listProducts, type ProductPage, type ProductQuery } from '../../api/catalog.js';
import { isAborted } from '../../api/catalog-errors.js';

export type ProductsState =
  | { status: 'loading'; page: ProductPage | null }
  | { status: 'ready'; page: ProductPage }
  | { status: 'error'; error: unknown; page: ProductPage | null };

/**
 * One page of prizes for a query. A newer query cancels the older request, so a slow answer for
 * old filters never overwrites the current ones. `page` keeps the last answer while loading (the
 * skeleton grid takes its size from it).
 */
export function useProducts(query: ProductQuery) {
  const key = JSON.stringify(query);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ProductsState>({ status: 'loading', page: null });

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', page: previous.page }));
    listProducts(JSON.parse(key) as ProductQuery, { signal: controller.signal }).then(
      (page) => setState({ status: 'ready', page }),
      (error: unknown) => {
        if (!isAborted(error)) setState((previous) => ({ status: 'error', error, page: previous.page }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

/** The last page of an answer (the reference server sends it; others only total and per_page). */
export function lastPageOf(page: ProductPage | null): number {
  if (!page) return 1;
  return page.last_page ?? Math.max(1, Math.ceil(page.total / (page.per_page || PRODUCTS_PAGE_SIZE)));
}
