import type { AxiosError } from 'axios';
import { DEFAULT_LANG } from '../../shared/constants.js';
import { FIRST_SCREEN_DATA_ID } from '../../shared/first-screen.js';
import { createApiClient } from '../../ui/api/client.js';
import { normalizeError } from './api-error.js';
import { tokenStore } from './token.js';

export type { UnauthorizedHandler } from '../../ui/api/client.js';

let requestLang = DEFAULT_LANG;

/** Language sent in the request-context header; boot sets it once the tenant's language is known. */
export function setRequestLanguage(lang: string): void {
  requestLang = lang;
}

/**
 * `{"alias":"<host name>","lang":"it","source":"web"}`: the server picks the tenant from it. The
 * server's first-screen render has no location: there the server itself says who asks.
 */
export function clientInfoHeader(): string {
  return JSON.stringify({ alias: globalThis.location?.hostname ?? '', lang: requestLang, source: 'web' });
}

/**
 * A page painted with the customer's answers carries them (src/app/boot/first-screen-data.ts):
 * boot adopts them and asks nothing before the page is interactive, so the transport is fetched
 * after that (warmUpTransport) rather than beside the entry. Any other page with a stored token
 * asks auth/me next.
 */
function requestSoon(): boolean {
  if (tokenStore.read() === null) return false;
  return typeof document === 'undefined' || document.getElementById(FIRST_SCREEN_DATA_ID) === null;
}

const api = createApiClient({
  clientInfo: clientInfoHeader,
  token: tokenStore,
  normalizeError,
  onServerError: (error) => reportServerError(error),
  requestSoon,
});

/** Fetches the HTTP transport now, for the page's first request not to wait for it. */
export const warmUpTransport = api.warmUp;

/**
 * The one HTTP client of the app: base /v1, request-context header, bearer token.
 * axios loads with its first request (src/ui/api/client.ts): a signed-out visit to the login page
 * makes none until the visitor signs in.
 */
export const apiClient = api.client;

/** Component tests end requests at their fake API (src/app/test/fake-api.ts). */
export const setApiAdapter = api.setAdapter;

/** The accounts issue installs "refresh once (shared by concurrent calls), replay with the new token" (refresh.ts). */
export const setUnauthorizedHandler = api.setUnauthorizedHandler;

/** Fire and forget: a failing report is dropped, and never reported in turn. */
export function reportServerError(error: AxiosError): void {
  // The server's first-screen render has no page to report from; a failure there sends the skeleton.
  if (typeof window === 'undefined') return;
  const normalized = normalizeError(error);
  const body = {
    url: window.location.href,
    endpoint: error.config?.url ?? '',
    code: normalized.status,
    message: normalized.message,
    // The log has a source line field; an HTTP failure has none.
    line: null,
  };
  apiClient.post('/app/errors', body, { skipErrorReport: true, skipUnauthorizedHandler: true }).catch(() => undefined);
}

// Browser journeys (tests/e2e) fire parallel calls through this very client to watch the shared
// 401 refresh. Exposed to automated browsers only (navigator.webdriver); it grants nothing a
// script on the page could not already do with fetch and the token in localStorage.
if (typeof navigator !== 'undefined' && navigator.webdriver) {
  (window as unknown as { __premiaApi?: typeof apiClient }).__premiaApi = apiClient;
}
