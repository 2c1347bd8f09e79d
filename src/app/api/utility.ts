import { utility } from '../../shared/types/generated/api/utility.js';
import { call } from './call.js';

export type { CityOption, LookupOption } from '../../shared/types/generated/api/utility.js';

export const getRegions = () => call(utility.getRegions);
/** 'all' lists every province. */
export const getDistricts = (region: string) => call(utility.getDistricts, { params: { region } });
export const getCities = (district: string) => call(utility.getCities, { params: { district } });
/** ISO codes, Italian names. */
export const getCountries = () => call(utility.getCountries);
