import { PRODUCTS_PAGE_SIZE } from '../../../shared/constants.js';
import type { ProductPage, ProductQuery } from '../../api/catalog.js';

/**
 * The catalogue's view as it lives in the address bar: every filter and the page, so back and
 * forward and a shared link restore exactly what was shown. Italian parameter names, because
 * customers see and share these addresses.
 */
export interface CatalogueQuery {
  search: string;
  category: number | null;
  subcategory: number | null;
  group: string;
  pointsFrom: number | null;
  pointsTo: number | null;
  onlyAvailable: boolean;
  page: number;
}

export const PARAM = {
  search: 'q',
  category: 'categoria',
  subcategory: 'sottocategoria',
  group: 'gruppo',
  pointsFrom: 'punti_da',
  pointsTo: 'punti_a',
  onlyAvailable: 'disponibili',
  page: 'pagina',
} as const;

export const EMPTY_QUERY: CatalogueQuery = {
  search: '',
  category: null,
  subcategory: null,
  group: '',
  pointsFrom: null,
  pointsTo: null,
  onlyAvailable: false,
  page: 1,
};

/** A whole number ≥ min from a parameter; anything else (typed by hand, cut off) counts as absent. */
function wholeNumber(value: string | null, min: number): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= min ? n : null;
}

/**
 * Reads the view from the query string. `balance`: the customer's points, which bound the points
 * range (a link shared by someone richer shows at most what this customer can afford).
 */
export function parseQuery(params: URLSearchParams, balance: number | null = null): CatalogueQuery {
  const clamp = (n: number | null) => (n !== null && balance !== null && balance > 0 ? Math.min(n, balance) : n);
  const category = wholeNumber(params.get(PARAM.category), 1);
  return {
    search: (params.get(PARAM.search) ?? '').trim().slice(0, 200),
    category,
    // A subcategory means nothing without its category.
    subcategory: category === null ? null : wholeNumber(params.get(PARAM.subcategory), 1),
    group: (params.get(PARAM.group) ?? '').trim().slice(0, 64),
    pointsFrom: clamp(wholeNumber(params.get(PARAM.pointsFrom), 0)),
    pointsTo: clamp(wholeNumber(params.get(PARAM.pointsTo), 0)),
    onlyAvailable: params.get(PARAM.onlyAvailable) === '1',
    page: wholeNumber(params.get(PARAM.page), 1) ?? 1,
  };
}

/** The query string of a view; defaults are left out so the plain catalogue stays /catalogo. */
export function toSearchParams(query: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set(PARAM.search, query.search);
  if (query.category !== null) params.set(PARAM.category, String(query.category));
  if (query.category !== null && query.subcategory !== null) params.set(PARAM.subcategory, String(query.subcategory));
  if (query.group) params.set(PARAM.group, query.group);
  if (query.pointsFrom !== null) params.set(PARAM.pointsFrom, String(query.pointsFrom));
  if (query.pointsTo !== null) params.set(PARAM.pointsTo, String(query.pointsTo));
  if (query.onlyAvailable) params.set(PARAM.onlyAvailable, '1');
  if (query.page > 1) params.set(PARAM.page, String(query.page));
  return params;
}

/** A change of filters: what was on page 3 of the old results means nothing, so back to page 1. */
export function withFilters(query: CatalogueQuery, change: Partial<Omit<CatalogueQuery, 'page'>>): CatalogueQuery {
  return { ...query, ...change, page: 1 };
}

/** True when anything narrows the list (the empty state then offers to clear the filters). */
export function hasFilters(query: CatalogueQuery): boolean {
  return [...toSearchParams({ ...query, page: 1 }).keys()].length > 0;
}

/** The product-list call for a view: the subcategory when chosen, else the category. */
export function toProductQuery(query: CatalogueQuery): ProductQuery {
  return {
    page: query.page,
    search: query.search || undefined,
    category_id: query.subcategory ?? query.category ?? undefined,
    group: query.group || undefined,
    pointsFrom: query.pointsFrom ?? undefined,
    pointsTo: query.pointsTo ?? undefined,
    onlyAvailable: query.onlyAvailable || undefined,
  };
}

/** The last page of an answer (the reference server sends it; others only total and per_page). */
export function lastPageOf(page: ProductPage | null | undefined): number {
  if (!page) return 1;
  return page.last_page ?? Math.max(1, Math.ceil(page.total / (page.per_page || PRODUCTS_PAGE_SIZE)));
}
