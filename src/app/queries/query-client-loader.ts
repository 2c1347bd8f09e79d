import type { QueryClient } from '@tanstack/react-query';

/**
 * Loads the portal's QueryClient with the query library, one chunk fetched once. It comes with the
 * first thing that needs server state, never with the page: every screen but login (the screen
 * registry loads it beside the screen's chunk), a signed-in boot (beside auth/me, whose answer it
 * caches) and sign-in (likewise). Kept apart from loaded-client.ts, which the client's own module
 * imports: a dynamic import is an import too, and the two would make a cycle.
 */
export function loadQueryClient(): Promise<QueryClient> {
  return import('./query-client.js').then((module) => module.queryClient);
}

/** Loads the client and gives it the answers a painted screen carried (query-client.ts). */
export function adoptPaintedQueries(queries: unknown): Promise<boolean> {
  return import('./query-client.js').then((module) => module.adoptPaintedQueries(queries));
}
