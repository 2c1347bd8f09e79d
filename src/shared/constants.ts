/** Business constants (page size, adult age, language, locale). One place, imported by app and server. */
export const PRODUCTS_PAGE_SIZE = 20;
export const ADULT_AGE = 18;
export const DEFAULT_LANG = 'it';
export const LOCALE = 'it-IT';
export const TOKEN_STORAGE_KEY = 'token';
/** Cookie kept beside the stored token, holding it for page navigations (src/ui/api/token.ts). */
export const SESSION_COOKIE = 'premia_session';
/** A year: the session cookie lives as long as a token left in storage may. */
export const SESSION_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
export const FOOTER_YEAR = 2025;
export const FILE_SIZE_DECIMALS = 2;

export const I18N_MAX_PARALLEL_READS = 10;
export const I18N_MAX_RETRIES = 5;
export const I18N_FIRST_RETRY_DELAY_MS = 350;

/** Fades of the loading overlay and modals, in milliseconds. */
export const FADE_MS = 300;
export const MODAL_PANEL_DELAY_MS = 100;

/** Header carrying the request context: JSON {alias, lang, source}. */
export const CLIENT_INFO_HEADER = 'x-client-info';
