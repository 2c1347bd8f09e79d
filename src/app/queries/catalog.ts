import { skipToken, useQuery } from '@tanstack/react-query';
import { getAffordableProducts, getFeaturedProducts, getProduct, listCategories, listProducts, type ProductQuery } from '../api/catalog.js';
import { usePagedQuery } from '../../ui/paged-query.js';
import { STALE_TIME } from '../../ui/stale-time.js';

/** The prize catalogue: the product pages, one prize, the category tree. */
export const catalogKeys = {
  all: ['catalog'] as const,
  products: (query: ProductQuery) => [...catalogKeys.all, 'products', query] as const,
  product: (id: number) => [...catalogKeys.all, 'product', id] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  featured: (limit: number) => [...catalogKeys.all, 'featured', limit] as const,
  affordable: (limit: number) => [...catalogKeys.all, 'affordable', limit] as const,
};

/**
 * One page of prizes for a view of the catalogue (its filters come from the address). A request
 * for a view the customer has left is cancelled. Stock changes, so every visit asks again.
 */
export const useProducts = (query: ProductQuery) => {
  const { queryKey, queryFn, staleTime } = productsQuery(query);
  return usePagedQuery(queryKey, queryFn, staleTime);
};

/** The options of useProducts; `probe` for the catalogue's data prefetch (the same key and request). */
export const productsQuery = (query: ProductQuery, probe = false) => ({
  queryKey: catalogKeys.products(query),
  queryFn: ({ signal }: { signal: AbortSignal }) => listProducts(query, { signal, probe }),
  staleTime: STALE_TIME.live,
});

/** One prize by id; `null` (an id that cannot exist) asks nothing. */
export function useProduct(id: number | null) {
  const queryFn = id === null ? skipToken : ({ signal }: { signal: AbortSignal }) => getProduct(id, { signal });
  return useQuery({ queryKey: catalogKeys.product(id ?? 0), queryFn, staleTime: STALE_TIME.live });
}

/** The category tree of the filter selects. */
export function useCategories() {
  return useQuery(categoriesQuery());
}

/** The options of useCategories; `probe` for the catalogue's data prefetch. */
export const categoriesQuery = (probe = false) => ({
  queryKey: catalogKeys.categories(),
  queryFn: () => listCategories({ probe }),
  staleTime: STALE_TIME.content,
});

/**
 * The home page's prizes 'In vetrina' (the console's flag). Live: a prize flagged or unflagged
 * there shows on the next visit. `probe` for the home's data prefetch.
 */
export const featuredQuery = (limit: number, probe = false) => ({
  queryKey: catalogKeys.featured(limit),
  queryFn: () => getFeaturedProducts(limit, { probe }),
  staleTime: STALE_TIME.live,
});

export const useFeaturedProducts = (limit: number) => useQuery(featuredQuery(limit));

/** What the customer's balance buys now: live, as points and stock move with every order. */
export const affordableQuery = (limit: number, probe = false) => ({
  queryKey: catalogKeys.affordable(limit),
  queryFn: () => getAffordableProducts(limit, { probe }),
  staleTime: STALE_TIME.live,
});

export const useAffordableProducts = (limit: number) => useQuery(affordableQuery(limit));
