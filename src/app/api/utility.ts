import { utility } from '../../shared/types/generated/api/utility.js';
import { call } from './call.js';

export type { CityOption, LookupOption } from '../../shared/types/generated/api/utility.js';
/** The saved addresses are auth's (schemas/api/auth.json); the forms' lookups read them beside these. */
export type { SavedAddress } from '../../shared/types/generated/api/auth.js';
export { getSavedAddresses } from './auth.js';

export const getRegions = () => call(utility.getRegions);
/** 'all' lists every province. */
export const getDistricts = (region: string) => call(utility.getDistricts, { params: { region } });
export const getCities = (district: string) => call(utility.getCities, { params: { district } });
/** ISO codes, Italian names. */
export const getCountries = () => call(utility.getCountries);
