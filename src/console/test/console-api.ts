import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { setConsoleAdapter } from '../api/client.js';

/**
 * The API as console component tests see it: the console client's requests end at a table of
 * answers, after every interceptor (token, refresh, error normaliser), as in production. Shared by
 * every screen's tests (not a test file itself).
 */

export interface ConsoleCall {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  data: unknown;
}

export type ConsoleAnswer = { status: number; data?: unknown };
export type ConsoleHandler = (call: ConsoleCall) => ConsoleAnswer | Promise<ConsoleAnswer>;

/**
 * Ends the console client's requests at `routes` ("GET /console/tenants/demo/customers"), after
 * every interceptor, as in production; unlisted routes answer 404.
 */
export function installConsoleApi(routes: Record<string, ConsoleHandler | ConsoleAnswer>) {
  const calls: ConsoleCall[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call: ConsoleCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params as Record<string, unknown> | undefined,
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.url}`];
    const answer = typeof route === 'function' ? await route(call) : (route ?? { status: 404, data: { error: 'Not found' } });
    const response = { data: answer.data ?? null, status: answer.status, statusText: '', headers: {}, config, request: {} };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  const previous = setConsoleAdapter(adapter);
  return {
    calls,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.url}` === key),
    restore: () => {
      setConsoleAdapter(previous);
    },
  };
}
