import { staff } from '../../shared/types/generated/api/staff.js';
import { ApiError, createErrorNormalizer } from '../../ui/api/api-error.js';
import { createCall } from '../../ui/api/call.js';
import { createApiClient } from '../../ui/api/client.js';
import { createRefreshHandler } from '../../ui/api/refresh.js';
import { createTokenStore } from '../../ui/api/token.js';

/** Its own key: a portal open in the same browser keeps its customer's token apart. */
export const tokenStore = createTokenStore('premia_console_token');
export const normalizeError = createErrorNormalizer();
export { ApiError };

const api = createApiClient({
  // The console acts on no tenant by host: each call names its tenant in the path.
  clientInfo: () => JSON.stringify({ alias: window.location.hostname, lang: 'it', source: 'console' }),
  token: tokenStore,
  normalizeError,
});

export const consoleClient = api.client;
/** Component tests end requests at their fake API (src/console/test/console-api.ts). */
export const setConsoleAdapter = api.setAdapter;
export const call = createCall(consoleClient);

/** GET console/auth/refresh with the console's cookie (path /v1/console/auth). */
async function requestNewToken(): Promise<string> {
  const { token } = await call(staff.refresh, {}, { skipUnauthorizedHandler: true });
  if (!token) throw new ApiError('Sessione scaduta', 401);
  return token;
}

const sessionEndedListeners = new Set<() => void>();

/** Called when the refresh is refused: the session is over and the console must sign in again. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

api.setUnauthorizedHandler(
  createRefreshHandler({
    client: consoleClient,
    token: tokenStore,
    requestNewToken,
    neverRefresh: ['/console/auth/refresh', '/console/auth/signin', '/console/auth/signout', '/console/auth/password'],
    normalizeError,
    onSessionEnded: (refused) => {
      if (refused) sessionEndedListeners.forEach((listener) => listener());
    },
  }),
);
