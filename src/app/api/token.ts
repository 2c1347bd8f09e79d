import { SESSION_COOKIE, TOKEN_STORAGE_KEY } from '../../shared/constants.js';
import { createMemoryTokenStore, createTokenStore } from '../../ui/api/token.js';
import { PREVIEW_MODE } from '../boot/preview-mode.js';

/**
 * The access token in localStorage (key `token`). Kept apart from the session store so the api
 * client can read it without importing the store (which imports the client). In the console's
 * settings preview the token is a staff member's read-only look at a customer: kept in memory
 * only, so it never replaces a session of the portal in the same browser.
 */
export const tokenStore = PREVIEW_MODE ? createMemoryTokenStore() : createTokenStore(TOKEN_STORAGE_KEY, SESSION_COOKIE);

export const { read: readToken, write: writeToken, remove: removeToken } = tokenStore;

/** A JWT's payload, unverified; null when the token is not one. */
function claimsOf(token: string): Record<string, unknown> | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const claims = JSON.parse(json) as unknown;
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Seconds of life a token says it has left (its JWT `exp` claim, unverified: a hint for what to
 * ask beside auth/me, never a check), or null when it does not say (not a JWT, no `exp`). Not
 * jose's decodeJwt: the entry carries this, and jose's added 0.5 KB brotli to the login route.
 */
export function secondsLeft(token: string, nowMs = Date.now()): number | null {
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' ? exp - nowMs / 1000 : null;
}

/** Whom a token names (its `sub`, unverified): which customer a painted screen must be for. */
export function tokenSubject(token: string): string | null {
  const sub = claimsOf(token)?.sub;
  return typeof sub === 'string' && sub !== '' ? sub : null;
}
