import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../api/client.js';

export interface FakeCall {
  method: string;
  url: string;
  headers: AxiosHeaders;
  data: unknown;
}

/** A handler's answer: a status and body, 'network' for no response, or a promise of either. */
export type FakeAnswer = { status: number; data?: unknown } | 'network';
export type FakeHandler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Replaces the client's HTTP adapter: requests go through every interceptor as in production and
 * end at `routes` ("GET /app/start" → handler). Unlisted routes answer 404.
 */
export function installFakeApi(routes: Record<string, FakeHandler | FakeAnswer>) {
  const calls: FakeCall[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call: FakeCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      headers: AxiosHeaders.from(config.headers),
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.url}`];
    const answer = typeof route === 'function' ? await route(call) : (route ?? { status: 404, data: { error: 'Not found' } });
    if (answer === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response = { data: answer.data ?? null, status: answer.status, statusText: '', headers: {}, config, request: {} };
    if (answer.status >= 200 && answer.status < 300) return response;
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, {}, response);
  };
  const previous = apiClient.defaults.adapter;
  apiClient.defaults.adapter = adapter;
  return {
    calls,
    /** Calls to one route, e.g. 'POST /app/errors'. */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.url}` === key),
    restore: () => {
      apiClient.defaults.adapter = previous;
    },
  };
}
