import axios, { isAxiosError, type AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import { CLIENT_INFO_HEADER } from '../../shared/constants.js';
import type { HttpFailure } from './api-error.js';
import type { TokenStore } from './token.js';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Never report this call's 5xx (set on the report itself, so it cannot loop). */
    skipErrorReport?: boolean;
    /** The caller handles a 401 itself (a sign-in, the refresh call): skip the unauthorized handler. */
    skipUnauthorizedHandler?: boolean;
  }
}

/**
 * Resolves a 401: "refresh once (shared by concurrent calls), replay with the new token"
 * (refresh.ts); rejecting means the session is over. Its result replaces the failed call's.
 */
export type UnauthorizedHandler = (error: AxiosError) => Promise<AxiosResponse>;

export interface ApiClientOptions {
  /** The X-Client-Info header's value, read at each request (the portal's language can change). */
  clientInfo: () => string;
  /** Where this front end keeps its access token. */
  token: TokenStore;
  /** The front end's error shape: every failure reaches callers through it. */
  normalizeError: (error: unknown) => HttpFailure;
  /** A 5xx answer, for front ends that report them; never called for `skipErrorReport` calls. */
  onServerError?: (error: AxiosError) => void;
}

export interface ApiClient {
  /** The axios instance: base /v1, the request-context header, the bearer token. */
  client: AxiosInstance;
  setUnauthorizedHandler(handler: UnauthorizedHandler | null): void;
}

/**
 * The HTTP client of a front end on the /v1 API. Both front ends build theirs here, so the
 * headers, the bearer token and the 401 path behave the same; each keeps its own token, refresh
 * operation and end of session.
 */
export function createApiClient({ clientInfo, token: store, normalizeError, onServerError }: ApiClientOptions): ApiClient {
  const client = axios.create({ baseURL: '/v1' });
  let unauthorizedHandler: UnauthorizedHandler | null = null;

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

  return {
    client,
    setUnauthorizedHandler(handler) {
      unauthorizedHandler = handler;
    },
  };
}
