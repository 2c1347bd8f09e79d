import { cleanTextOrInlineHtml } from '../../security/html-policy.js';

/**
 * A prize's description as it may be stored, however it arrives (the console's editor, a
 * catalogue import): plain text as typed, HTML under the inline subset of the one sanitiser
 * policy, so no script, event handler or javascript: link ever reaches the database, the API or
 * a partner's system.
 */
export function cleanPrizeDescription(raw: string): string {
  return cleanTextOrInlineHtml(raw);
}
