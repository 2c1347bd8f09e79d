import { queryOptions } from '@tanstack/react-query';
import { getRecentOrders, type OrderRef } from '../api/engagement.js';
import { getSavedAddresses, type SavedAddress } from '../api/auth.js';
import { getCities, getCountries, getDistricts, getRegions, type CityOption, type LookupOption } from '../api/utility.js';
import { STALE_TIME } from '../../ui/stale-time.js';
import { lookupKeys, type LookupKind } from './lookup-keys.js';

/**
 * The lists the forms' lookup widgets offer, and how each is loaded. No hook here: the widgets
 * that call useQuery load with the first form that shows one; the forms engine reads loaded lists
 * through lookup-keys.ts.
 */
export type LookupItems = LookupOption[] | CityOption[] | SavedAddress[] | OrderRef[];

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
