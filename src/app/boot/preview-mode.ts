import { PREVIEW_PARAM } from '../../shared/settings/preview-protocol.js';

/**
 * True when this page is the staff console's settings preview: framed, and opened with
 * `?anteprima`. Read once at start: the flag stays while the framed portal navigates.
 * The server lets only the console's hosts frame such a page (CSP frame-ancestors).
 */
export const PREVIEW_MODE =
  typeof window !== 'undefined' && window.parent !== window && new URLSearchParams(window.location.search).has(PREVIEW_PARAM);
