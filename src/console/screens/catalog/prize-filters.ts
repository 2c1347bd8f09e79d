import type { PrizeQuery } from '../../../shared/types/generated/api/staff-catalog.js';

/** The prize list's filters as they stand in the URL query (Italian names: the address is shown to staff). */
export interface PrizeFilters {
  /** Part of the code or the name; '' for all. */
  search: string;
  /** A category or subcategory id as text; '' for any. */
  category: string;
  state: 'available' | 'off' | '';
  featured: boolean;
  outOfStock: boolean;
}

export const PAGE_PARAM = 'pagina';
const PARAMS = { search: 'cerca', category: 'categoria', state: 'stato', featured: 'vetrina', outOfStock: 'esauriti' } as const;
const STATES = { attivi: 'available', spenti: 'off' } as const;
const STATE_PARAM = { available: 'attivi', off: 'spenti' } as const;

export const EMPTY_FILTERS: PrizeFilters = { search: '', category: '', state: '', featured: false, outOfStock: false };

export function filtersFrom(search: URLSearchParams): PrizeFilters {
  const category = search.get(PARAMS.category) ?? '';
  const state = search.get(PARAMS.state) ?? '';
  return {
    search: search.get(PARAMS.search)?.trim().slice(0, 100) ?? '',
    category: /^[1-9]\d{0,9}$/.test(category) ? category : '',
    state: state in STATES ? STATES[state as keyof typeof STATES] : '',
    featured: search.get(PARAMS.featured) === 'si',
    outOfStock: search.get(PARAMS.outOfStock) === 'si',
  };
}

/** Only the filters that are set, so the plain list has a plain address; the page starts again at 1. */
export function searchOf(filters: PrizeFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.search) search.set(PARAMS.search, filters.search);
  if (filters.category) search.set(PARAMS.category, filters.category);
  if (filters.state) search.set(PARAMS.state, STATE_PARAM[filters.state]);
  if (filters.featured) search.set(PARAMS.featured, 'si');
  if (filters.outOfStock) search.set(PARAMS.outOfStock, 'si');
  return search;
}

export function prizeQueryOf(filters: PrizeFilters): Omit<PrizeQuery, 'page' | 'limit'> {
  const query: Omit<PrizeQuery, 'page' | 'limit'> = {};
  if (filters.search) query.search = filters.search;
  if (filters.category) query.category = Number(filters.category);
  if (filters.state) query.state = filters.state;
  if (filters.featured) query.featured = true;
  if (filters.outOfStock) query.out_of_stock = true;
  return query;
}
