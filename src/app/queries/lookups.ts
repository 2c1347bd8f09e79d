import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getRecentOrders, type OrderRef } from '../api/engagement.js';
import {
  getCities,
  getCountries,
  getDistricts,
  getRegions,
  getSavedAddresses,
  type CityOption,
  type LookupOption,
  type SavedAddress,
} from '../api/utility.js';
import { STALE_TIME } from '../../ui/stale-time.js';

/**
 * The lists the forms' lookup widgets offer. No hook here: the forms engine reads loaded lists
 * (a city's CAP, a saved address's fields) through the client, and the login form, which has no
 * lookup, must not bring the query observer code along (the widgets that call useQuery load
 * with the first form that shows one).
 */
export type LookupKind = 'region' | 'district' | 'city' | 'country' | 'savedAddress' | 'customerOrder';

export type LookupItems = LookupOption[] | CityOption[] | SavedAddress[] | OrderRef[];

export const lookupKeys = {
  all: ['lookups'] as const,
  /** `parent`: the region (provinces) or the province (cities). */
  list: (kind: LookupKind, parent = '') => [...lookupKeys.all, kind, parent] as const,
  savedAddresses: () => lookupKeys.list('savedAddress'),
  recentOrders: () => lookupKeys.list('customerOrder'),
};

function load(kind: LookupKind, parent: string): () => Promise<LookupItems> {
  switch (kind) {
    case 'region':
      return getRegions;
    case 'district':
      return () => getDistricts(parent || 'all');
    case 'city':
      return () => getCities(parent);
    case 'country':
      return getCountries;
    case 'savedAddress':
      return getSavedAddresses;
    case 'customerOrder':
      return getRecentOrders;
  }
}

/**
 * The query of one list. Places and countries stay for the page view (the server also lets
 * browsers cache them for a day); saved addresses until an order adds one; the customer's orders
 * are asked again each time a form shows them (an order may have been placed since).
 */
export function lookupQuery(kind: LookupKind, parent = '') {
  const changing = kind === 'customerOrder';
  return queryOptions({
    queryKey: lookupKeys.list(kind, parent),
    queryFn: load(kind, parent),
    staleTime: changing ? STALE_TIME.live : STALE_TIME.reference,
  });
}

/** The loaded cities of a province, if already fetched (the form fills the CAP from them). */
export function cachedCities(client: QueryClient, district: string): CityOption[] | undefined {
  return client.getQueryData(lookupKeys.list('city', district)) as CityOption[] | undefined;
}

/** The loaded saved addresses, if already fetched (choosing one fills the recipient fields). */
export function cachedAddresses(client: QueryClient): SavedAddress[] | undefined {
  return client.getQueryData(lookupKeys.savedAddresses()) as SavedAddress[] | undefined;
}
