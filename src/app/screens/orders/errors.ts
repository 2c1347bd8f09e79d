import { ApiError } from '../../api/api-error.js';
import { translate } from '../../i18n/translate.js';

/**
 * Text of a failed cart call: 'Errore generico' for a server failure, the server's own
 * Italian message for a refusal (409 'non è più disponibile'…), 'Errore di rete' with no answer.
 */
export function cartErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 500) return translate('errors.generic', 'Errore generico');
  if (error instanceof Error && error.message) return error.message;
  return translate('errors.unknown', 'Errore sconosciuto');
}
