import { useCallback, useEffect, useState } from 'react';
import { getProduct, type Product } from '../../api/catalog.js';
import { isAborted, isNotFound } from '../../api/catalog-errors.js';

export type ProductState =
  { status: 'loading' } | { status: 'ready'; product: Product } | { status: 'notFound' } | { status: 'error'; error: unknown };

/** A whole number ≥ 1 from the route parameter, else null (the page is then simply not found). */
export function productIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

/** One prize by id: a 404 (or an id that cannot exist) is 'notFound', anything else an error to retry. */
export function useProduct(id: number | null) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ProductState>(id === null ? { status: 'notFound' } : { status: 'loading' });

  useEffect(() => {
    if (id === null) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    getProduct(id, { signal: controller.signal }).then(
      (product) => setState({ status: 'ready', product }),
      (error: unknown) => {
        if (isAborted(error)) return;
        setState(isNotFound(error) ? { status: 'notFound' } : { status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
