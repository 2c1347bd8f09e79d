/** An access token kept in localStorage under a key of its own front end's. */
export interface TokenStore {
  read(): string | null;
  write(token: string): void;
  remove(): void;
}

/**
 * Storage can throw (privacy mode, quota): reading then behaves as signed out and writing is
 * dropped, rather than crash the page. Each front end has its key, so a portal and a console
 * open side by side never read each other's token.
 */
export function createTokenStore(key: string): TokenStore {
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
