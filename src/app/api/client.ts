import axios, { isAxiosError, type AxiosError, type AxiosResponse } from 'axios';
import { CLIENT_INFO_HEADER, DEFAULT_LANG } from '../../shared/constants.js';
import { normalizeError } from './api-error.js';
import { readToken } from './token.js';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Never report this call's 5xx to /app/errors (set on the report itself, so it cannot loop). */
    skipErrorReport?: boolean;
    /** The caller handles a 401 itself (boot's /auth/me, the refresh call): skip the unauthorized handler. */
    skipUnauthorizedHandler?: boolean;
  }
}

/** The one HTTP client of the app (spec §7): base /v1, request-context header, bearer token. */
export const apiClient = axios.create({ baseURL: '/v1' });

let requestLang = DEFAULT_LANG;

/** Language sent in the request-context header; boot sets it once the tenant's language is known. */
export function setRequestLanguage(lang: string): void {
  requestLang = lang;
}

/** `{"alias":"<host name>","lang":"it","source":"web"}`: the server picks the tenant from it. */
export function clientInfoHeader(): string {
  return JSON.stringify({ alias: window.location.hostname, lang: requestLang, source: 'web' });
}

apiClient.interceptors.request.use((config) => {
  config.headers.set(CLIENT_INFO_HEADER, clientInfoHeader());
  const token = readToken();
  // A replayed request (after a refresh) already carries the new token: keep it.
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/**
 * Resolves a 401: the accounts issue installs "refresh once (shared by concurrent calls), replay
 * with the new token"; rejecting means the session is over. Its result replaces the failed call's.
 */
export type UnauthorizedHandler = (error: AxiosError) => Promise<AxiosResponse>;

let unauthorizedHandler: UnauthorizedHandler | null = null;

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/** Fire and forget: a failing report is dropped, and never reported in turn. */
export function reportServerError(error: AxiosError): void {
  const normalized = normalizeError(error);
  const body = {
    url: window.location.href,
    endpoint: error.config?.url ?? '',
    code: normalized.status,
    message: normalized.message,
    // The spec's log carries a source line; an HTTP failure has none.
    line: null,
  };
  apiClient.post('/app/errors', body, { skipErrorReport: true, skipUnauthorizedHandler: true }).catch(() => undefined);
}

apiClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (axios.isCancel(error) || !isAxiosError(error)) throw error;
  const status = error.response?.status ?? 0;
  const config = error.config;
  if (status === 401 && unauthorizedHandler && config && !config.skipUnauthorizedHandler) {
    try {
      return await unauthorizedHandler(error);
    } catch (handlerError) {
      throw normalizeError(handlerError);
    }
  }
  if (status >= 500 && !config?.skipErrorReport) reportServerError(error);
  throw normalizeError(error);
});

// Browser journeys (tests/e2e) fire parallel calls through this very client to watch the shared
// 401 refresh. Exposed to automated browsers only (navigator.webdriver); it grants nothing a
// script on the page could not already do with fetch and the token in localStorage.
if (typeof navigator !== 'undefined' && navigator.webdriver) {
  (window as unknown as { __premiaApi?: typeof apiClient }).__premiaApi = apiClient;
}
