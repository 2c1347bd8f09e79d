import { ApiError, createErrorNormalizer } from '../../ui/api/api-error.js';
import { translate } from '../i18n/translate.js';

export { ApiError };

/**
 * The portal's error normaliser: the kit's (src/ui/api/api-error.ts), with its two fallback texts
 * from the tenant's translations, read at each failure so a late-loaded language still applies.
 */
export const normalizeError = createErrorNormalizer(() => ({
  network: translate('errors.network', 'Errore di rete'),
  unknown: translate('errors.unknown', 'Errore sconosciuto'),
}));
