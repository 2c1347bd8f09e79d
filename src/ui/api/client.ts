import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { TransportUnavailable } from './api-error.js';
import type { ApiClientOptions, HttpClient, UnauthorizedHandler } from './types.js';

export type { ApiClientOptions, HttpClient, UnauthorizedHandler } from './types.js';

export interface ApiClient {
  /** Base /v1, the request-context header, the bearer token, the 401 path. */
  client: HttpClient;
  setUnauthorizedHandler(handler: UnauthorizedHandler | null): void;
  /** Fetches the transport now, so that the next request does not wait for it (a failure is left to that request). */
  warmUp(): void;
  /**
   * Where requests end instead of the network (component tests' fake API); null restores it.
   * Every interceptor still runs. Returns the adapter it replaces.
   */
  setAdapter(adapter: AxiosAdapter | null): AxiosAdapter | null;
}

/** True for a request its caller cancelled: axios' `isCancel`, without loading axios. */
export function isCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { __CANCEL__?: unknown }).__CANCEL__ === true;
}

/**
 * The HTTP client of a front end on the /v1 API. Both front ends build theirs here, so the
 * headers, the bearer token and the 401 path behave the same; each keeps its own token, refresh
 * operation and end of session. axios and the interceptors (transport.ts) are a lazy chunk,
 * loaded by the first request (every caller already awaits its answer): the portal's login page
 * paints and hydrates without it. One instance per client, so the 401 refresh stays shared.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let unauthorizedHandler: UnauthorizedHandler | null = null;
  let adapter: AxiosAdapter | null = null;
  let transport: Promise<AxiosInstance> | null = null;

  const load = (): Promise<AxiosInstance> =>
    (transport ??= import('./transport.js').then(
      ({ createTransport }) => createTransport(options, () => unauthorizedHandler),
      (error: unknown) => {
        // Offline, or a deploy replaced the chunk: no request left the page; the next one tries again.
        transport = null;
        throw new TransportUnavailable(error);
      },
    ));

  const request = async <T>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> => {
    let instance: AxiosInstance;
    try {
      instance = await load();
    } catch (error) {
      throw options.normalizeError(error);
    }
    return instance.request<T>(adapter ? { ...config, adapter } : config);
  };

  // A stored token means the session's first call (auth/me) comes next: fetch the transport now.
  if (options.requestSoon ? options.requestSoon() : options.token.read()) void load().catch(() => undefined);

  return {
    client: {
      request,
      get: (url, config) => request({ ...config, method: 'get', url }),
      post: (url, data, config) => request({ ...config, method: 'post', url, data }),
    },
    setUnauthorizedHandler(handler) {
      unauthorizedHandler = handler;
    },
    warmUp() {
      void load().catch(() => undefined);
    },
    setAdapter(next) {
      const previous = adapter;
      adapter = next;
      return previous;
    },
  };
}
