import { translate } from '../i18n/translate.js';
import { ApiError } from './api-error.js';

/** The server's own text ({error} or {message}), when its answer carried one. */
export function serverText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0) return null;
  const data = error.data as Record<string, unknown> | null | undefined;
  const text = data && typeof data === 'object' ? (data['error'] ?? data['message']) : undefined;
  return typeof text === 'string' && text.trim() !== '' ? error.message : null;
}

export interface ProductsErrorText {
  /** 'Errore di rete', 'Errore nel caricamento dei prodotti' or 'Errore sconosciuto nel caricamento dei prodotti'. */
  title: string;
  /** The server's explanation of a refusal (4xx), when it gave one. */
  detail: string | null;
}

/**
 * The product list's failure as the customer reads it: no answer → 'Errore di rete'; an HTTP
 * error → 'Errore nel caricamento dei prodotti' (with the server's text for a 4xx, which explains
 * e.g. a catalogue switched off; a 5xx text says nothing useful); anything else (an answer of the
 * wrong shape, a bug) → 'Errore sconosciuto nel caricamento dei prodotti'.
 */
export function productsErrorText(error: unknown): ProductsErrorText {
  if (error instanceof ApiError && error.status === 0) return { title: translate('errors.network', 'Errore di rete'), detail: null };
  if (error instanceof ApiError) {
    return {
      title: translate('errors.productsLoad', 'Errore nel caricamento dei prodotti'),
      detail: error.status < 500 ? serverText(error) : null,
    };
  }
  return { title: translate('errors.productsUnknown', 'Errore sconosciuto nel caricamento dei prodotti'), detail: null };
}

/**
 * Why a wishlist or cart call failed: 'Errore di rete' without an answer, 'Errore generico'
 * for a server error, the server's text for a refusal ('Del premio … sono disponibili solo 2
 * pezzi'), 'Errore sconosciuto' otherwise.
 */
export function actionErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return translate('errors.network', 'Errore di rete');
  if (error instanceof ApiError && error.status >= 500) return translate('errors.generic', 'Errore generico');
  return serverText(error) ?? translate('errors.unknown', 'Errore sconosciuto');
}

/** True for a 404: the prize does not exist (or belongs to another initiative). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
