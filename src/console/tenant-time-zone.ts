import { createContext, useContext } from 'react';
import { DEFAULT_TIME_ZONE } from '../shared/time-zone.js';

/**
 * The time zone of the tenant open in the console (its file's `timeZone`), set by the tenant's
 * layout: staff read an order's or a message's time as the customer did, wherever they sit.
 */
const TenantTimeZoneContext = createContext<string>(DEFAULT_TIME_ZONE);

export const TenantTimeZoneProvider = TenantTimeZoneContext.Provider;

export function useTenantTimeZone(): string {
  return useContext(TenantTimeZoneContext);
}
