import { AxiosHeaders, type AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { auth, type TokenAnswer } from '../../shared/types/generated/api/auth.js';
import { translate } from '../i18n/translate.js';
import { ApiError, normalizeError } from './api-error.js';
import { call } from './call.js';
import { apiClient, type UnauthorizedHandler } from './client.js';
import { readToken, removeToken, writeToken } from './token.js';

/** Calls whose 401 means "wrong credentials" or "no session", never "token expired". */
const NEVER_REFRESH = ['/auth/refresh', '/auth/signin', '/auth/signout'];

export interface RefreshOptions {
  /** A new access token was stored (the session store mirrors it). */
  onRefreshed?: (token: string) => void;
  /**
   * The refresh failed: the token is already removed. `refused` is true when the server
   * answered with a 4xx (401 in practice: cookie missing, expired, revoked or reused), which
   * is when the spec raises the session-expired modal; false for network errors and 5xx.
   */
  onSessionEnded: (refused: boolean) => void;
}

/** GET auth/refresh with the httpOnly cookie; 'No refresh token found' when no token comes back. */
export async function requestNewToken(): Promise<string> {
  const data: Partial<TokenAnswer> | undefined = await call(auth.refresh, {}, { skipUnauthorizedHandler: true });
  if (typeof data?.token !== 'string' || data.token === '') {
    throw new ApiError(translate('errors.noRefreshToken', 'No refresh token found'), 401);
  }
  return data.token;
}

function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const value = config.headers?.get?.('Authorization');
  return typeof value === 'string' ? value.replace(/^Bearer\s+/i, '') : null;
}

/**
 * The 401 handler of spec §4: one refresh shared by every call that fails while it runs (the
 * refresh token rotates, so a second concurrent refresh would present a used token and the
 * server would revoke the whole session), then each failed call is replayed once with the new
 * token. A call that was sent with an older token than the one now stored was overtaken by a
 * refresh that already finished: it is replayed without refreshing again.
 */
export function createRefreshHandler(options: RefreshOptions): UnauthorizedHandler {
  let inFlight: Promise<string> | null = null;

  const refreshOnce = (): Promise<string> => {
    inFlight ??= requestNewToken()
      .then((token) => {
        writeToken(token);
        options.onRefreshed?.(token);
        return token;
      })
      .catch((error: unknown) => {
        const failure = normalizeError(error);
        removeToken();
        options.onSessionEnded(failure.status >= 400 && failure.status < 500);
        throw failure;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return async (error: AxiosError): Promise<AxiosResponse> => {
    const config = error.config;
    if (!config || NEVER_REFRESH.some((url) => config.url === url)) throw error;
    const sentWith = bearerOf(config);
    // No token was sent (logged out): nothing to refresh, the 401 is the answer.
    if (!sentWith) throw error;
    const current = readToken();
    const token = !inFlight && current && current !== sentWith ? current : await refreshOnce();
    // A copy: the failed call's config stays as it was sent.
    const headers = new AxiosHeaders(config.headers);
    headers.set('Authorization', `Bearer ${token}`);
    // Replayed once: a second 401 is an answer, not a reason to refresh again (no loop).
    return apiClient.request({
      ...config,
      headers,
      skipUnauthorizedHandler: true,
    });
  };
}
