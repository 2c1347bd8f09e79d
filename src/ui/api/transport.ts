import axios, { isAxiosError, type AxiosInstance } from 'axios';
import { CLIENT_INFO_HEADER } from '../../shared/constants.js';
import type { ApiClientOptions, UnauthorizedHandler } from './types.js';

/**
 * The axios instance behind a front end's client (client.ts), in a chunk of its own: the portal's
 * login page makes no request until the visitor signs in, so it does not load axios before then.
 * `handler` is read at each 401, so the front end may install or replace it at any time.
 */
export function createTransport(
  { clientInfo, token: store, normalizeError, onServerError }: ApiClientOptions,
  handler: () => UnauthorizedHandler | null,
): AxiosInstance {
  const client = axios.create({ baseURL: '/v1' });

  client.interceptors.request.use((config) => {
    config.headers.set(CLIENT_INFO_HEADER, clientInfo());
    const token = store.read();
    // A replayed request (after a refresh) already carries the new token: keep it.
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (axios.isCancel(error) || !isAxiosError(error)) throw error;
    const status = error.response?.status ?? 0;
    const config = error.config;
    const unauthorizedHandler = handler();
    if (status === 401 && unauthorizedHandler && config && !config.skipUnauthorizedHandler) {
      try {
        return await unauthorizedHandler(error);
      } catch (handlerError) {
        throw normalizeError(handlerError);
      }
    }
    if (status >= 500 && !config?.skipErrorReport) onServerError?.(error);
    throw normalizeError(error);
  });

  return client;
}
