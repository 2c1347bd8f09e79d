import { TOKEN_STORAGE_KEY } from '../../shared/constants.js';
import { createTokenStore } from '../../ui/api/token.js';

/**
 * The access token in localStorage (spec §4). Kept apart from the session store so the api
 * client can read it without importing the store (which imports the client).
 */
export const tokenStore = createTokenStore(TOKEN_STORAGE_KEY);

export const { read: readToken, write: writeToken, remove: removeToken } = tokenStore;
