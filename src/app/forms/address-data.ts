import { getRecentOrders, type OrderRef } from '../api/engagement.js';
import { getCities, getCountries, getDistricts, getRegions, getSavedAddresses, type CityOption, type LookupOption, type SavedAddress } from '../api/utility.js';

/**
 * Lookup lists, fetched once per page and shared by every form (the server also lets browsers
 * cache them for a day). Kept as promises so concurrent widgets share one request, and as values
 * so the form's change handler can read a loaded city list synchronously (to fill the CAP).
 */
const promises = new Map<string, Promise<unknown>>();
const values = new Map<string, unknown>();

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = promises.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load().then(
      (value) => {
        values.set(key, value);
        return value;
      },
      (error: unknown) => {
        // A failed lookup is retried the next time a widget needs it.
        promises.delete(key);
        throw error;
      },
    );
    promises.set(key, promise);
  }
  return promise;
}

/**
 * Shares one request among the widgets that ask at the same time, and nothing after: the
 * customer's orders change within a page view (an order placed, then the contact form), unlike
 * the address lists.
 */
function shared<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = promises.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load().finally(() => promises.delete(key));
    promises.set(key, promise);
  }
  return promise;
}

export type LookupKind = 'region' | 'district' | 'city' | 'country' | 'savedAddress' | 'customerOrder';

/** The list a lookup widget shows; `parent` is the region (districts) or the province (cities). */
export function loadLookup(kind: LookupKind, parent?: string): Promise<LookupOption[] | CityOption[] | SavedAddress[] | OrderRef[]> {
  switch (kind) {
    case 'region':
      return cached('regions', getRegions);
    case 'district':
      return cached(`districts:${parent ?? 'all'}`, () => getDistricts(parent ?? 'all'));
    case 'city':
      return cached(`cities:${parent ?? ''}`, () => getCities(parent ?? ''));
    case 'country':
      return cached('countries', getCountries);
    case 'savedAddress':
      return cached('addresses', getSavedAddresses);
    case 'customerOrder':
      return shared('orders', getRecentOrders);
  }
}

/** The loaded cities of a province, if already fetched. */
export function loadedCities(district: string): CityOption[] | undefined {
  return values.get(`cities:${district}`) as CityOption[] | undefined;
}

/** The loaded saved addresses, if already fetched. */
export function loadedAddresses(): SavedAddress[] | undefined {
  return values.get('addresses') as SavedAddress[] | undefined;
}

/** An order to a newly typed address saves it on the server: the next form reads the list again. */
export function forgetSavedAddresses(): void {
  promises.delete('addresses');
  values.delete('addresses');
}

/** Tests start from an empty cache. */
export function clearLookupCache(): void {
  promises.clear();
  values.clear();
}
