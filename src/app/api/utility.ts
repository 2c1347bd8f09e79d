import { apiClient } from './client.js';

/** An entry of the lookup lists (spec §3: name/value). */
export interface LookupOption {
  name: string;
  value: string;
}

export interface CityOption extends LookupOption {
  /** Filled in when the city is chosen (the first CAP for cities with several). */
  zipcode: string;
  zipcodes: string[];
}

/** A saved shipping address (spec §3). */
export interface SavedAddress {
  id: number;
  name: string;
  surname: string;
  address: string;
  address_number: string;
  district: string;
  city: string;
  zipcode: string;
  phone: string;
  label: string;
}

const get = async <T>(url: string) => (await apiClient.get<T>(url)).data;

/** GET utility/regions/it */
export const getRegions = () => get<LookupOption[]>('/utility/regions/it');
/** GET utility/districtsall/{region}; 'all' lists every province. */
export const getDistricts = (region: string) => get<LookupOption[]>(`/utility/districtsall/${encodeURIComponent(region)}`);
/** GET utility/cities/{district} */
export const getCities = (district: string) => get<CityOption[]>(`/utility/cities/${encodeURIComponent(district)}`);
/** GET utility/countries (ISO codes, Italian names). */
export const getCountries = () => get<LookupOption[]>('/utility/countries');
/** GET auth/me/addresses */
export const getSavedAddresses = () => get<SavedAddress[]>('/auth/me/addresses');
