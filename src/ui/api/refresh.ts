import type { AxiosError, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { HttpFailure } from './api-error.js';
import type { HttpClient, UnauthorizedHandler } from './client.js';
import type { TokenStore } from './token.js';

export interface RefreshHandlerOptions {
  client: HttpClient;
  token: TokenStore;
  /** Asks the server for a new access token with the refresh cookie; rejects when none comes. */
  requestNewToken: () => Promise<string>;
  /** Paths whose 401 means "wrong credentials" or "no session", never "token expired". */
  neverRefresh: readonly string[];
  normalizeError: (error: unknown) => HttpFailure;
  /** A new access token was stored. */
  onRefreshed?: (token: string) => void;
  /**
   * The refresh failed: the token is already removed. `refused` is true when the server
   * answered with a 4xx (cookie missing, expired, revoked or reused), false for network errors
   * and 5xx, when the session may well still be alive.
   */
  onSessionEnded: (refused: boolean) => void;
}

function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const value = config.headers?.get?.('Authorization');
  return typeof value === 'string' ? value.replace(/^Bearer\s+/i, '') : null;
}

/**
 * The 401 handler: one refresh shared by every call that fails while it runs (the refresh token
 * rotates, so a second concurrent refresh would present a used token and the server would revoke
 * the whole session), then each failed call is replayed once with the new token. A call that
 * was sent with an older token than the one now stored was overtaken by a refresh that already
 * finished: it is replayed without refreshing again.
 */
export function createRefreshHandler(options: RefreshHandlerOptions): UnauthorizedHandler {
  const { client, token: store, requestNewToken, neverRefresh, normalizeError, onRefreshed, onSessionEnded } = options;
  let inFlight: Promise<string> | null = null;

  const refreshOnce = (): Promise<string> => {
    inFlight ??= requestNewToken()
      .then((token) => {
        store.write(token);
        onRefreshed?.(token);
        return token;
      })
      .catch((error: unknown) => {
        const failure = normalizeError(error);
        store.remove();
        onSessionEnded(failure.status >= 400 && failure.status < 500);
        throw failure;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return async (error: AxiosError): Promise<AxiosResponse> => {
    const config = error.config;
    if (!config || neverRefresh.some((url) => config.url === url)) throw error;
    const sentWith = bearerOf(config);
    // No token was sent (signed out): nothing to refresh, the 401 is the answer.
    if (!sentWith) throw error;
    const current = store.read();
    const token = !inFlight && current && current !== sentWith ? current : await refreshOnce();
    // A copy (plain: this module does not load axios): the failed call's config stays as sent.
    const headers = { ...config.headers.toJSON(), Authorization: `Bearer ${token}` };
    // Replayed once: a second 401 is an answer, not a reason to refresh again (no loop).
    return client.request({ ...config, headers, skipUnauthorizedHandler: true });
  };
}
