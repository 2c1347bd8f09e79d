import i18next, { type InitOptions } from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { DEFAULT_LANG, I18N_FIRST_RETRY_DELAY_MS, I18N_MAX_PARALLEL_READS, I18N_MAX_RETRIES } from '../../shared/constants.js';

/** The app's i18next instance (not the global one, so tests can build their own). */
export const i18n = i18next.createInstance();

export const LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

type BackendRequest = NonNullable<HttpBackendOptions['request']>;

/**
 * Reads a translation file with fetch, looked up at call time (the backend's own request captures
 * `fetch` when its module loads, which tests and polyfills cannot replace). The backend maps the
 * answer to i18next's retry flag: status 0 or 5xx → retry, 4xx → give up.
 */
export const fetchRequest: BackendRequest = (_options, url, _payload, callback) => {
  fetch(url, { credentials: 'same-origin' })
    .then(async (res) => callback(null, { status: res.status, data: res.ok ? await res.text() : '' }))
    .catch(() => callback(null, { status: 0, data: '' }));
};

/**
 * i18next's backend connector owns retry and concurrency: up to `maxParallelReads` reads at once,
 * and a failed read flagged retryable is tried again `maxRetries` times, first after
 * `retryTimeout` ms, the wait doubling each time (10 reads, 5 retries, 350 ms).
 */
export function i18nOptions(lng: string, request: BackendRequest = fetchRequest): InitOptions<HttpBackendOptions> {
  return {
    lng,
    fallbackLng: DEFAULT_LANG,
    load: 'languageOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    maxParallelReads: I18N_MAX_PARALLEL_READS,
    maxRetries: I18N_MAX_RETRIES,
    retryTimeout: I18N_FIRST_RETRY_DELAY_MS,
    interpolation: { escapeValue: false }, // React escapes
    // Boot waits for the bundle itself; suspending would hide the error screens when it fails.
    react: { useSuspense: false },
    backend: { loadPath: LOAD_PATH, request },
  };
}

/** Loads the language once; later calls switch language. Resolves even when files fail to load. */
export async function initI18n(lng: string): Promise<void> {
  if (i18n.isInitialized || i18n.isInitializing) {
    await i18n.changeLanguage(lng);
    return;
  }
  await i18n.use(HttpBackend).init(i18nOptions(lng));
}
