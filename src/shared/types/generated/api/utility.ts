/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * Regions by name; value is the region name.
 *
 * This interface was referenced by `UtilityOperations`'s JSON-Schema
 * via the `definition` "RegionList".
 */
export type RegionList = LookupOption[];
/**
 * Provinces by name; value is the two-letter sigla (MI).
 *
 * This interface was referenced by `UtilityOperations`'s JSON-Schema
 * via the `definition` "DistrictList".
 */
export type DistrictList = LookupOption[];
/**
 * Municipalities of the province, by name.
 *
 * This interface was referenced by `UtilityOperations`'s JSON-Schema
 * via the `definition` "CityList".
 */
export type CityList = CityOption[];
/**
 * Countries by Italian name; value is the ISO alpha-2 code.
 *
 * This interface was referenced by `UtilityOperations`'s JSON-Schema
 * via the `definition` "CountryList".
 */
export type CountryList = LookupOption[];
/**
 * Unchanged (If-None-Match matched the ETag).
 *
 * This interface was referenced by `UtilityOperations`'s JSON-Schema
 * via the `definition` "NotModified".
 */
export type NotModified = null;

/**
 * Inputs and answers of the operations of schemas/api/utility.json.
 */
export interface UtilityOperations {
  getRegions: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: RegionList;
  };
  getDistricts: {
    params: {
      /**
       * Region name (as in regions/it), ISTAT code, or "all".
       */
      region: string;
    };
    query: undefined;
    body: undefined;
    response: DistrictList;
  };
  getCities: {
    params: {
      /**
       * Province sigla (MI), name or ISTAT code.
       */
      district: string;
    };
    query: undefined;
    body: undefined;
    response: CityList;
  };
  getCountries: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: CountryList;
  };
}
/**
 * An entry of a lookup list: the name shown and the value sent.
 *
 * This interface was referenced by `UtilityOperations`'s JSON-Schema
 * via the `definition` "LookupOption".
 */
export interface LookupOption {
  /**
   * Italian name shown in the select.
   */
  name: string;
  /**
   * Value stored in the form.
   */
  value: string;
}
/**
 * A municipality with its postcodes.
 *
 * This interface was referenced by `UtilityOperations`'s JSON-Schema
 * via the `definition` "CityOption".
 */
export interface CityOption {
  /**
   * Italian name shown in the select.
   */
  name: string;
  /**
   * Value stored in the form.
   */
  value: string;
  /**
   * CAP filled in when the city is chosen (the first one for cities with several).
   */
  zipcode: string;
  /**
   * Every CAP of the municipality.
   */
  zipcodes: string[];
}

/** The operations of schemas/api/utility.json, for the API client: `call(utility.getRegions, input)`. */
export const utility = {
  /** The 20 regions of Italy */
  getRegions: { method: 'GET', path: '/utility/regions/it' } as Operation<UtilityOperations['getRegions']>,
  /** Provinces of a region (by name or ISTAT code; "all" for every province) */
  getDistricts: { method: 'GET', path: '/utility/districtsall/{region}' } as Operation<UtilityOperations['getDistricts']>,
  /** Municipalities of a province with their CAP */
  getCities: { method: 'GET', path: '/utility/cities/{district}' } as Operation<UtilityOperations['getCities']>,
  /** Countries (ISO 3166-1) with Italian names */
  getCountries: { method: 'GET', path: '/utility/countries' } as Operation<UtilityOperations['getCountries']>,
};
