import type { QueryClient, QueryKey, QueryState } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { getMe, type User } from '../api/auth.js';
import { useLoadedQueryClient } from './loaded-client.js';

/**
 * The signed-in customer's record (GET auth/me). This module is part of the entry (guards, layout,
 * sign-in): it imports nothing of the query library but its types, so the login page loads none
 * of it; the record is read from the client once that has loaded (loaded-client.ts).
 */

/** Keys of the user record. */
export const userKeys = {
  all: ['user'] as const,
  me: () => [...userKeys.all, 'me'] as const,
};

const ME_KEY = userKeys.me();

function isMeKey(key: QueryKey): boolean {
  return key.length === ME_KEY.length && ME_KEY.every((part, index) => key[index] === part);
}

/**
 * Registered on the client for the user key (queries/query-client.ts), so the entry that boot and
 * sign-in write with setQueryData can be refetched too. Kept for good (gcTime): the guards read it
 * without subscribing an observer, and a record collected after five minutes on a screen that does
 * not show it would turn a signed-in customer into one whose flags are unknown.
 */
export const USER_QUERY_DEFAULTS = {
  queryFn: () => getMe(),
  gcTime: Infinity,
  // Refetched only when a change says so (an order, a cart or wishlist change, a profile update).
  staleTime: Infinity,
} as const;

/** The record as the session has it: boot, sign-in and the refetches after changes write it. */
export function setUserRecord(client: QueryClient, user: User | null): void {
  if (user) client.setQueryData(userKeys.me(), user);
  else client.removeQueries({ queryKey: userKeys.me() });
}

/** Writes part of the record from another answer that carries it (the cart lines, the wishlist ids). */
export function patchUserRecord(client: QueryClient, patch: Partial<User>): void {
  client.setQueryData<User>(userKeys.me(), (user) => (user ? { ...user, ...patch } : user));
}

/**
 * Reads the record again (its points, cart and flags changed on the server). Refetched even with
 * no observer: the guards and the layout read it passively (useUserState).
 */
export function refreshUserRecord(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: userKeys.me(), refetchType: 'all' });
}

/**
 * The user record's cache entry and its fetch state, read without an observer: reading it never
 * fetches, and the login route, whose guards and layout read it, needs no query code at all.
 * Undefined until the client has loaded: no record can be cached before (the session store loads
 * the client beside auth/me and writes the answer into it).
 */
export function useUserState(): QueryState<User> | undefined {
  const client = useLoadedQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      client?.getQueryCache().subscribe((event) => isMeKey(event.query.queryKey) && onChange()) ?? (() => undefined),
    [client],
  );
  // The same on the server and in hydration: a customer's painted screen carries the record the
  // browser's cache then holds (boot/first-screen-data.ts); any other painted screen has none.
  const read = () => client?.getQueryState<User>(ME_KEY);
  return useSyncExternalStore(subscribe, read, read);
}

/** The signed-in customer's record, null when nobody is signed in (or before boot read it). */
export function useUser(): User | null {
  return useUserState()?.data ?? null;
}
