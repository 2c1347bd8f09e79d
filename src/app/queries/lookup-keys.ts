import type { QueryClient } from '@tanstack/react-query';
import type { SavedAddress } from '../api/auth.js';
import type { CityOption } from '../api/utility.js';

/**
 * Keys of the forms' lookup lists, and reads of lists already loaded. Apart from the loaders
 * (lookups.ts) because the forms engine, which every form (the login form too) loads, only reads
 * the cache: it must not bring the API modules behind the loaders onto the login page.
 */
export type LookupKind = 'region' | 'district' | 'city' | 'country' | 'savedAddress' | 'customerOrder';

export const lookupKeys = {
  all: ['lookups'] as const,
  /** `parent`: the region (provinces) or the province (cities). */
  list: (kind: LookupKind, parent = '') => [...lookupKeys.all, kind, parent] as const,
  savedAddresses: () => lookupKeys.list('savedAddress'),
  recentOrders: () => lookupKeys.list('customerOrder'),
};

/** The loaded cities of a province, if already fetched (the form fills the CAP from them). */
export function cachedCities(client: QueryClient, district: string): CityOption[] | undefined {
  return client.getQueryData(lookupKeys.list('city', district)) as CityOption[] | undefined;
}

/** The loaded saved addresses, if already fetched (choosing one fills the recipient fields). */
export function cachedAddresses(client: QueryClient): SavedAddress[] | undefined {
  return client.getQueryData(lookupKeys.savedAddresses()) as SavedAddress[] | undefined;
}
