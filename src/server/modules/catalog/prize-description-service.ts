import { INLINE_POLICY } from '../../../shared/html-policy.js';
import { sanitizeHtml } from '../../../shared/html-sanitize.js';

/**
 * A prize's description as it may be stored, however it arrives (the console's editor, a
 * catalogue import): inline rich text under the one sanitiser policy, so no script, event
 * handler or javascript: link ever reaches the database, the API or a partner's system.
 */
export function cleanPrizeDescription(raw: string): string {
  return sanitizeHtml(raw, INLINE_POLICY).trim();
}
