import { TOKEN_STORAGE_KEY } from '../../shared/constants.js';

/**
 * The access token in localStorage (spec §4). Kept apart from the session store so the api
 * client can read it without importing the store (which imports the client).
 */
export function readToken(): string | null {
  try {
    const value = localStorage.getItem(TOKEN_STORAGE_KEY);
    // Older builds wrote `String(undefined)` after a failed sign-in: it means logged out.
    return value && value !== 'undefined' ? value : null;
  } catch {
    // Storage can throw (privacy mode, quota): behave as logged out rather than crash the boot.
    return null;
  }
}

export function writeToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    /* see readToken */
  }
}

export function removeToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    /* see readToken */
  }
}
