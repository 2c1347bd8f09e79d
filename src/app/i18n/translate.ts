import { i18n } from './i18n.js';

/**
 * Text for code outside React (api client, boot): the translation when loaded, else the Italian
 * fallback, since these messages can be needed before, or instead of, the translation file.
 */
export function translate(key: string, fallback: string, options?: Record<string, unknown>): string {
  return i18n.isInitialized && i18n.exists(key) ? i18n.t(key, options) : fallback;
}
