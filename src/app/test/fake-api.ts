import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { setApiAdapter } from '../api/client.js';

export interface FakeCall {
  method: string;
  /** The path as the client asked for it, without the query parameters given apart. */
  url: string;
  /** The query string of the parameters given apart (`params`), '' when none: 'page=2'. */
  query: string;
  /** The query parameters given apart (`params`), as the caller passed them. */
  params: Record<string, unknown> | undefined;
  headers: AxiosHeaders;
  data: unknown;
}

/** A handler's answer: a status and body, 'network' for no response, or a promise of either. */
export type FakeAnswer = { status: number; data?: unknown } | 'network';
export type FakeHandler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

/** The query string axios sends for `config.params`, serialised as on the wire. */
function queryOf(config: InternalAxiosRequestConfig): string {
  if (!config.params) return '';
  const uri = axios.getUri({ url: '/', params: config.params as unknown, paramsSerializer: config.paramsSerializer });
  return uri.includes('?') ? uri.slice(uri.indexOf('?') + 1) : '';
}

/** `${method} ${url}`, and with the query parameters when the call had some ("GET /points?page=2"). */
function keysOf(call: FakeCall): string[] {
  const bare = `${call.method} ${call.url}`;
  return call.query ? [`${bare}?${call.query}`, bare] : [bare];
}

/**
 * Replaces the client's HTTP adapter: requests go through every interceptor as in production and
 * end at `routes` ("GET /app/start" → handler). Unlisted routes answer 404. A call with query
 * parameters given apart (`params`) matches its route with them first ("GET /points?page=2"),
 * else the bare path.
 */
export function installFakeApi(routes: Record<string, FakeHandler | FakeAnswer>) {
  const calls: FakeCall[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call: FakeCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      query: queryOf(config),
      params: config.params as Record<string, unknown> | undefined,
      headers: AxiosHeaders.from(config.headers),
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    calls.push(call);
    const route = keysOf(call)
      .map((key) => routes[key])
      .find((found) => found !== undefined);
    const answer = typeof route === 'function' ? await route(call) : (route ?? { status: 404, data: { error: 'Not found' } });
    if (answer === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response = { data: answer.data ?? null, status: answer.status, statusText: '', headers: {}, config, request: {} };
    if (answer.status >= 200 && answer.status < 300) return response;
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, {}, response);
  };
  const previous = setApiAdapter(adapter);
  return {
    calls,
    /** Calls to one route, e.g. 'POST /app/errors'. */
    callsTo: (key: string) => calls.filter((c) => keysOf(c).includes(key)),
    restore: () => {
      setApiAdapter(previous);
    },
  };
}
