/** An access token kept in localStorage under a key of its own front end's. */
export interface TokenStore {
  read(): string | null;
  write(token: string): void;
  remove(): void;
}

/** A year: the hint lives as long as a token left in storage may. */
const HINT_MAX_AGE_S = 365 * 24 * 3600;

/**
 * A cookie that says only "a token is stored", never the token: the server reads it on a page
 * navigation (which carries no token) to paint the signed-in layout's skeleton instead of the
 * sign-in form (src/server/static/first-screen.ts). Written and cleared with the token.
 */
function setHintCookie(name: string, present: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = present ? `${name}=1; path=/; max-age=${HINT_MAX_AGE_S}; SameSite=Lax` : `${name}=; path=/; max-age=0; SameSite=Lax`;
}

/**
 * Storage can throw (privacy mode, quota): reading then behaves as signed out and writing is
 * dropped, rather than crash the page. Each front end has its key, so a portal and a console
 * open side by side never read each other's token. `hintCookie` names the cookie kept beside it.
 */
export function createTokenStore(key: string, hintCookie?: string): TokenStore {
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
        if (hintCookie) setHintCookie(hintCookie, true);
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
      if (hintCookie) setHintCookie(hintCookie, false);
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
