import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * The portal's QueryClient once its module has run (queries/query-client.ts announces it here).
 * The query library is no part of the entry: a signed-out visitor on the login page loads none of
 * it (query-client-loader.ts says who loads it, and when). The entry's readers (the guards, the
 * layouts, the session store, the forms engine) take the client from here: null means it has
 * not loaded yet, and so that nothing is cached.
 */

let current: QueryClient | null = null;
const listeners = new Set<() => void>();

/** Called once, by the module that creates the client. */
export function announceQueryClient(client: QueryClient): void {
  current = client;
  for (const listener of listeners) listener();
}

/** The client, or null before it has loaded. */
export function loadedQueryClient(): QueryClient | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The client, or null before it has loaded; re-renders when it arrives. */
export function useLoadedQueryClient(): QueryClient | null {
  // The same on the server (its first-screen render loads the client first) and in hydration:
  // the client carries no markup of its own, and a fresh one holds no data on either side.
  return useSyncExternalStore(subscribe, loadedQueryClient, loadedQueryClient);
}
