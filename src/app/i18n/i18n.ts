import i18next, { type BackendModule, type InitOptions, type ResourceKey } from 'i18next';
import { DEFAULT_LANG, I18N_FIRST_RETRY_DELAY_MS, I18N_MAX_PARALLEL_READS, I18N_MAX_RETRIES } from '../../shared/constants.js';

/** The app's i18next instance (not the global one, so tests can build their own). */
export const i18n = i18next.createInstance();

const LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

/**
 * Reads a translation file with fetch (looked up at call time, so tests and polyfills can replace
 * it). i18next's backend connector owns retry and concurrency; this tells it whether a failed read
 * is worth another try: no answer or a 5xx yes, a 4xx no (the file is missing: the keys show). A
 * few lines in place of i18next-http-backend, which the entry carried (12 KB raw) for the same.
 */
export const translationBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(lng, ns, callback) {
    const url = LOAD_PATH.replace('{{lng}}', encodeURIComponent(lng)).replace('{{ns}}', encodeURIComponent(ns));
    fetch(url, { credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) return { error: `${url}: ${res.status}`, retry: res.status >= 500 };
        try {
          return { data: JSON.parse(await res.text()) as ResourceKey };
        } catch {
          return { error: `${url}: not JSON`, retry: false };
        }
      })
      .catch(() => ({ error: `${url}: no answer`, retry: true }))
      // After the catch above: an error thrown by i18next must not call back a second time.
      .then((outcome) => ('data' in outcome ? callback(null, outcome.data) : callback(outcome.error, outcome.retry)));
  },
};

/**
 * i18next's backend connector owns retry and concurrency: up to `maxParallelReads` reads at once,
 * and a failed read flagged retryable is tried again `maxRetries` times, first after
 * `retryTimeout` ms, the wait doubling each time (spec §8/§9: 10, 5, 350 ms).
 */
export function i18nOptions(lng: string): InitOptions {
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
  };
}

/** Loads the language once; later calls switch language. Resolves even when files fail to load. */
export async function initI18n(lng: string): Promise<void> {
  if (i18n.isInitialized || i18n.isInitializing) {
    await i18n.changeLanguage(lng);
    return;
  }
  await i18n.use(translationBackend).init(i18nOptions(lng));
}
