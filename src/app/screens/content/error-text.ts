import type { ApiError } from '../../api/api-error.js';
import { translate } from '../../i18n/translate.js';

/**
 * News and notices failures read 'Errore imprevisto'; no answer at all (offline, server
 * down) reads 'Errore di rete'.
 */
export function newsErrorText(error: ApiError): string {
  return error.status === 0 ? translate('errors.network', 'Errore di rete') : translate('errors.unexpected', 'Errore imprevisto');
}

/**
 * Other content calls (notifications, mechanics, promo, panel) show the server's own text
 * (already normalised: 'Errore di rete' without an answer, 'Errore sconosciuto' without a text).
 */
export function serverErrorText(error: ApiError): string {
  return error.message;
}
