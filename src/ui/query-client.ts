import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { STALE_TIME } from './stale-time.js';

/**
 * The server-state defaults of every front end (the portal, and the staff console after it):
 * one place decides how long data stays fresh (per kind of data: stale-time.ts), what is retried
 * and what is never refetched. Each front end creates its one client with `createQueryClient`
 * and keeps its own query keys and hooks beside its API calls (the portal: src/app/queries/).
 */

/** Failed attempts retried at most this many times, for failures that may pass on their own. */
const MAX_RETRIES = 2;

/**
 * True for a failure worth retrying: no answer (status 0) or a server error (5xx). A 4xx is the
 * server's answer (not found, refused, signed out) and would only come back the same; an error
 * without a status (an answer of the wrong shape, a bug) is not retried either.
 */
export function isTransientFailure(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && (status === 0 || status >= 500);
}

/** The retry rule of every query: transient failures only, at most MAX_RETRIES times. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isTransientFailure(error);
}

const DEFAULTS: DefaultOptions = {
  queries: {
    staleTime: STALE_TIME.live,
    retry: shouldRetry,
    // Switching tabs must not refetch every screen at once; data goes stale by its own clock.
    refetchOnWindowFocus: false,
  },
  mutations: {
    // A change is never repeated behind the customer's back: a retry is theirs to decide.
    retry: false,
  },
};

/** A client with the defaults above; `overrides` replace them one by one (tests switch retries off). */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...DEFAULTS.queries, ...overrides.queries },
      mutations: { ...DEFAULTS.mutations, ...overrides.mutations },
    },
  });
}

/**
 * Component tests, once before them all: a failure shows at once (no retries, no delay to wait
 * out). The test setup also empties the cache after each test, so every test starts fresh.
 */
export function applyTestDefaults(client: QueryClient): void {
  const current = client.getDefaultOptions();
  client.setDefaultOptions({ queries: { ...current.queries, retry: false }, mutations: { ...current.mutations, retry: false } });
}
