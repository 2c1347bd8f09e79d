import { dehydrate, skipToken, type QueryClient } from '@tanstack/react-query';
import axios, { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { FirstScreenCustomer, FirstScreenData } from '../../shared/first-screen.js';
import { getMe } from '../api/auth.js';
import { setApiAdapter } from '../api/client.js';
import { tokenSubject } from '../api/token.js';
import { setUserRecord } from '../queries/user.js';
import { preloadScreen, screenDataPrefetch } from '../registry/screens.js';
import { sessionStore } from '../stores/session.js';

/**
 * Server only (src/app/entry-server.tsx): what a customer's first screen reads, fetched before it
 * is painted. The app's own API calls and queries run as in the browser, their requests answered
 * in process by the server as this customer (`customer.get`): the same routes, checks and views.
 */

/**
 * How long a first screen waits for any one answer: the renders are one at a time for the whole
 * process, so a slow query must not hold the others' pages. Past it the page gets the skeleton.
 */
const ANSWER_DEADLINE_MS = 1500;

function withinDeadline<T>(answer: Promise<T>, config: Parameters<AxiosAdapter>[0]): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AxiosError('Risposta troppo lenta per la prima schermata', AxiosError.ECONNABORTED, config)),
      ANSWER_DEADLINE_MS,
    );
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/** The app's requests end at the server in process; only reads: a first screen never writes. */
function customerAdapter(customer: FirstScreenCustomer): AxiosAdapter {
  return async (config) => {
    if ((config.method ?? 'get').toLowerCase() !== 'get') {
      throw new AxiosError('La prima schermata legge soltanto', AxiosError.ERR_NOT_SUPPORT, config);
    }
    const answer = await withinDeadline(customer.get(axios.getUri(config)), config);
    const response: AxiosResponse = {
      data: answer.body ? (JSON.parse(answer.body) as unknown) : null,
      status: answer.status,
      statusText: '',
      headers: {},
      config,
      request: {},
    };
    if (answer.status >= 200 && answer.status < 300) return response;
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, {}, response);
  };
}

/** Renders after the first one whose queries (built by the screens as they rendered) are fetched before the next. */
const MAX_FETCH_ROUNDS = 3;

export interface CustomerScreen {
  /** Renders the page and fetches what its screens asked for, until nothing new is asked (or the rounds are spent). */
  render: <T>(pass: () => Promise<T>) => Promise<T>;
  data: () => FirstScreenData;
  release: () => void;
}

/**
 * Starts a customer's render: their record (auth/me, as boot asks for it) and the screen's own
 * prefetch. Null when the server refuses the token after all (the account is gone, the session
 * was ended): the page then gets the signed-in skeleton. `release` restores the app's transport
 * and empties the cache, once the answers are taken (`data`).
 */
export async function startCustomerScreen(
  client: QueryClient,
  customer: FirstScreenCustomer,
  screen: string | null,
  search: string,
): Promise<CustomerScreen | null> {
  const subject = tokenSubject(customer.token);
  const previous = setApiAdapter(customerAdapter(customer));
  // Nothing of this customer stays in the process once their page is rendered (or refused).
  const release = () => {
    setApiAdapter(previous);
    client.clear();
  };
  // A failed answer is not tried again here (the browser's queries retry with delays): the
  // page then gets the skeleton at once.
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  try {
    if (subject === null) throw new Error('token senza soggetto');
    sessionStore.token = customer.token;
    setUserRecord(client, await getMe({ probe: true }));
    if (screen) {
      await preloadScreen(screen);
      const pending: Promise<void>[] = [];
      screenDataPrefetch(screen)?.({
        prefetch: (options) => void pending.push(client.prefetchQuery(options)),
        search: new URLSearchParams(search),
      });
      await Promise.all(pending);
    }
  } catch {
    release();
    return null;
  }
  return {
    async render(pass) {
      let result = await pass();
      for (let round = 0; round < MAX_FETCH_ROUNDS && (await fetchAskedFor(client)); round += 1) result = await pass();
      // The page would show the failure, the browser (which only gets answers) its loading state:
      // React would throw the painted page away. The skeleton is sent instead (first-screen.ts).
      if (
        client
          .getQueryCache()
          .getAll()
          .some((query) => query.state.status === 'error')
      ) {
        throw new Error('una risposta della prima schermata è mancata');
      }
      return result;
    },
    data: () => ({ subject, queries: dehydrate(client) }),
    release,
  };
}

/**
 * Fetches the queries a render built but could not fetch (on the server nothing fetches on
 * mount); true when there were any, so the page is rendered again with their answers.
 */
async function fetchAskedFor(client: QueryClient): Promise<boolean> {
  const asked = client
    .getQueryCache()
    .getAll()
    // A query waiting for its input (skipToken) is not asked in the browser either.
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        query.options.queryFn !== undefined &&
        query.options.queryFn !== skipToken,
    );
  await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  return asked.length > 0;
}
