import { utility } from '../../shared/types/generated/api/utility.js';
import { call } from './call.js';
import { apiClient } from './client.js';

export type { CityOption, LookupOption } from '../../shared/types/generated/api/utility.js';

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

export const getRegions = () => call(utility.getRegions);
/** 'all' lists every province. */
export const getDistricts = (region: string) => call(utility.getDistricts, { params: { region } });
export const getCities = (district: string) => call(utility.getCities, { params: { district } });
/** ISO codes, Italian names. */
export const getCountries = () => call(utility.getCountries);
/** GET auth/me/addresses */
export const getSavedAddresses = () => get<SavedAddress[]>('/auth/me/addresses');
