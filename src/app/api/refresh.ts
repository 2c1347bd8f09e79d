import { auth, type TokenAnswer } from '../../shared/types/generated/api/auth.js';
import { createRefreshHandler as createKitRefreshHandler } from '../../ui/api/refresh.js';
import { translate } from '../i18n/translate.js';
import { ApiError, normalizeError } from './api-error.js';
import { call } from './call.js';
import { apiClient, type UnauthorizedHandler } from './client.js';
import { tokenStore } from './token.js';

/** Calls whose 401 means "wrong credentials" or "no session", never "token expired". */
const NEVER_REFRESH = ['/auth/refresh', '/auth/signin', '/auth/signout'];

export interface RefreshOptions {
  /** A new access token was stored (the session store mirrors it). */
  onRefreshed?: (token: string) => void;
  /**
   * The refresh failed: the token is already removed. `refused` is true when the server
   * answered with a 4xx (401 in practice: cookie missing, expired, revoked or reused), which
   * is when the session-expired modal shows; false for network errors and 5xx.
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

/**
 * The 401 handler: one refresh shared by every failed call, which are then replayed. The kit's
 * (src/ui/api/refresh.ts) with the customer's session.
 */
export function createRefreshHandler(options: RefreshOptions): UnauthorizedHandler {
  return createKitRefreshHandler({
    client: apiClient,
    token: tokenStore,
    requestNewToken,
    neverRefresh: NEVER_REFRESH,
    normalizeError,
    ...options,
  });
}
