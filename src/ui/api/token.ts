import { SESSION_COOKIE_MAX_AGE_S } from '../../shared/constants.js';

/** An access token kept in localStorage under a key of its own front end's. */
export interface TokenStore {
  read(): string | null;
  write(token: string): void;
  remove(): void;
}

/**
 * The session cookie: the token itself, for the server to paint a page navigation (which carries
 * no Authorization header) with the customer's own data (src/server/static/first-screen.ts). It
 * lets the server do nothing else: the API reads tokens from the Authorization header only, so
 * the cookie cannot make a call for anyone (no CSRF), and it is the token a script of the page
 * can read from storage anyway. SameSite=Lax: another site's links still open a painted page,
 * its frames and requests carry nothing. It outlives the token (a year): an expired one still
 * says "a token is stored", and the server paints the signed-in layout's skeleton. Written and
 * cleared with the token (and set by the server beside the refresh cookie when it signs the
 * customer in itself: src/server/modules/customers/cookies.ts).
 */
function setSessionCookie(name: string, token: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    token !== null
      ? `${name}=${encodeURIComponent(token)}; path=/; max-age=${SESSION_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`
      : `${name}=; path=/; max-age=0; SameSite=Lax${secure}`;
}

/**
 * Storage can throw (privacy mode, quota): reading then behaves as signed out and writing is
 * dropped, rather than crash the page. Each front end has its key, so a portal and a console
 * open side by side never read each other's token. `sessionCookie` names the cookie kept beside it.
 */
export function createTokenStore(key: string, sessionCookie?: string): TokenStore {
  return {
    read() {
      try {
        const value = localStorage.getItem(key);
        // Older portal builds wrote `String(undefined)` after a failed sign-in: it means signed out.
        return value && value !== 'undefined' ? value : null;
      } catch {
        return null;
      }
    },
    write(token) {
      try {
        localStorage.setItem(key, token);
        if (sessionCookie) setSessionCookie(sessionCookie, token);
      } catch {
        /* see above */
      }
    },
    remove() {
      try {
        localStorage.removeItem(key);
      } catch {
        /* see above */
      }
      if (sessionCookie) setSessionCookie(sessionCookie, null);
    },
  };
}

/** A token kept in this page's memory only: gone with the page, never shared with other tabs. */
export function createMemoryTokenStore(): TokenStore {
  let token: string | null = null;
  return {
    read: () => token,
    write(next) {
      token = next;
    },
    remove() {
      token = null;
    },
  };
}

/** A cookie's value as the page sees it (a name the server set, such as the hand-over's), or null. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split('; ')) {
    const split = pair.indexOf('=');
    if (split < 0 || pair.slice(0, split) !== name) continue;
    try {
      return decodeURIComponent(pair.slice(split + 1)) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Removes a cookie set on path / (Secure when it was: a `__Host-` one must say so to be replaced). */
export function expireCookie(name: string, secure: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax${secure ? '; Secure' : ''}`;
}
