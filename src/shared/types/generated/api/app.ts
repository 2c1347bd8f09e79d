/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * Unchanged.
 *
 * This interface was referenced by `AppOperations`'s JSON-Schema
 * via the `definition` "NotModified".
 */
export type NotModified = null;

/**
 * Inputs and answers of the operations of schemas/api/app.json.
 */
export interface AppOperations {
  getAppStart: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: AppStart;
  };
  getTenantFile: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: TenantFileAnswer;
  };
  reportError: {
    params: undefined;
    query: undefined;
    body: ErrorReport;
    response: void;
  };
}
/**
 * The app config of the request's tenant (language, favicon, analytics id, fonts, own login, profile, logos, languages, external sign-ins, menu links), plus the runtime overrides.
 *
 * This interface was referenced by `AppOperations`'s JSON-Schema
 * via the `definition` "AppStart".
 */
export interface AppStart {
  /**
   * Tenant alias (folder name under tenants/).
   */
  alias: string;
  /**
   * Display name of the initiative.
   */
  name: string;
  /**
   * Default language.
   */
  lang: string;
  /**
   * Languages offered.
   */
  langs: string[];
  /**
   * Favicon URL.
   */
  favicon?: string | null;
  /**
   * Logo URL.
   */
  logo: string;
  /**
   * Logo for dark backgrounds.
   */
  logo_inverted?: string;
  /**
   * Web analytics; nothing loads when id is null.
   */
  analytics?: {
    /**
     * Measurement id.
     */
    id?: string | null;
    /**
     * IP anonymisation.
     */
    anonymize_ip?: boolean;
  };
  /**
   * Design settings.
   */
  design?: {
    /**
     * Template properties.
     */
    template_props?: {
      /**
       * Stylesheet URL of the fonts, empty for system fonts.
       */
      font_source?: string;
    };
  };
  /**
   * Own login (user code + password).
   */
  ownlogin: {
    /**
     * Own login on.
     */
    active?: boolean;
    /**
     * GDPR consents asked at registration.
     */
    gdpr?: boolean;
    /**
     * Customers must be adults.
     */
    adult?: boolean;
    /**
     * Extra required signup fields.
     */
    fields_required?: string[];
  };
  /**
   * External sign-in providers.
   */
  oauths?: {
    /**
     * Provider id.
     */
    id?: string;
    /**
     * Button label.
     */
    label?: string;
  }[];
  /**
   * Profile field definitions keyed by field name.
   */
  profile?: {
    [k: string]: unknown;
  };
  /**
   * Navigation texts.
   */
  i18l?: {
    /**
     * Header navigation.
     */
    nav?: {
      /**
       * Static menu links.
       */
      menu_static_links?: {
        /**
         * Link text.
         */
        label?: string;
        /**
         * Target.
         */
        url?: string;
      }[];
    };
  };
  /**
   * Runtime overrides (a partial tenant file; null removes a key), merged over the tenant file; runtime wins.
   */
  overrides: {
    [k: string]: unknown;
  };
  /**
   * Changes whenever the tenant file or an override changes.
   */
  revision: string;
}
/**
 * The tenant file (schemas/tenant.schema.json) without $schema.
 *
 * This interface was referenced by `AppOperations`'s JSON-Schema
 * via the `definition` "TenantFileAnswer".
 */
export interface TenantFileAnswer {
  [k: string]: unknown;
}
/**
 * A client-side failure (the SPA reports 5xx answers). JSON or multipart.
 *
 * This interface was referenced by `AppOperations`'s JSON-Schema
 * via the `definition` "ErrorReport".
 */
export interface ErrorReport {
  /**
   * Page the customer was on.
   */
  url?: string;
  /**
   * API call that failed.
   */
  endpoint?: string;
  /**
   * HTTP status or error code.
   */
  code?: number | null;
  /**
   * Error text.
   */
  message: string;
  /**
   * Source line, if known.
   */
  line?: string;
  /**
   * Accepted because clients send it; a credential, so never stored.
   */
  apikey?: string;
}

/** The operations of schemas/api/app.json, for the API client: `call(app.getAppStart, input)`. */
export const app = {
  /** App config of the tenant */
  getAppStart: { method: 'GET', path: '/app/start' } as Operation<AppOperations['getAppStart']>,
  /** The tenant file, loaded by the SPA in parallel with app/start */
  getTenantFile: { method: 'GET', path: '/app/tenant' } as Operation<AppOperations['getTenantFile']>,
  /** Client error log: the SPA reports the 5xx answers it received */
  reportError: { method: 'POST', path: '/app/errors' } as Operation<AppOperations['reportError']>,
};
