import { SESSION_HINT_COOKIE, TOKEN_STORAGE_KEY } from '../../shared/constants.js';
import { createMemoryTokenStore, createTokenStore } from '../../ui/api/token.js';
import { PREVIEW_MODE } from '../boot/preview-mode.js';

/**
 * The access token in localStorage (spec §4). Kept apart from the session store so the api
 * client can read it without importing the store (which imports the client). In the console's
 * settings preview the token is a staff member's read-only look at a customer: kept in memory
 * only, so it never replaces a session of the portal in the same browser.
 */
export const tokenStore = PREVIEW_MODE ? createMemoryTokenStore() : createTokenStore(TOKEN_STORAGE_KEY, SESSION_HINT_COOKIE);

export const { read: readToken, write: writeToken, remove: removeToken } = tokenStore;
