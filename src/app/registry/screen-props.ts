import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { ResolvedRoute } from '../../shared/route-defaults.js';

/** What every registered screen receives. */
export interface ScreenProps {
  /** The route that matched (for the home route: the route id stays 'home'). */
  route: ResolvedRoute;
  /** Title key (or text) of what is shown: the route's, or the login's on the logged-out home. */
  title: string;
}

/** What a screen's data prefetch is given: how to start a query, and the page's query string. */
export interface ScreenDataContext {
  /** Starts a query whose answer the screen's first mount takes as it is (queries/prefetched.ts). */
  prefetch: <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) => void;
  search: URLSearchParams;
}

/**
 * A screen module may export `prefetchData`: it starts the queries its first render asks for, with
 * the same keys, so that they travel beside auth/me instead of after it and the screen's render.
 * Boot calls it for a page opened with a stored token (prefetch-screen.ts), before the customer is
 * known: its requests are probes (a 401 must not start a second token refresh beside boot's own;
 * the screen asks again once mounted), and a view that depends on the customer is left to the screen.
 */
export type PrefetchScreenData = (context: ScreenDataContext) => void;

/**
 * A screen module may export `prepare`: the parts of the screen it loads lazily that the address
 * shows at once (`search` is the page's query string), for the screen's module to count as arrived
 * only with them. Boot waits for the page's screen before the first render, so a painted page
 * hydrates whole; a part the address does not show stays out of the page's first scripts.
 */
export type PrepareScreen = (search: URLSearchParams) => Promise<unknown>;
