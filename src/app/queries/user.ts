import { hashKey, useQueryClient, type QueryClient, type QueryState } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { getMe, type User } from '../api/auth.js';

/**
 * The signed-in customer's record (GET auth/me). This module is part of the entry (guards, layout,
 * sign-in): it holds no query or mutation hook, whose observer code would then load on every route.
 */

/** Keys of the user record. */
export const userKeys = {
  all: ['user'] as const,
  me: () => [...userKeys.all, 'me'] as const,
};

const ME_HASH = hashKey(userKeys.me());

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
 * fetches, and the login route, whose guards and layout read it, needs no query observer code.
 */
export function useUserState(): QueryState<User> | undefined {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe((event) => event.query.queryHash === ME_HASH && onChange()),
    [client],
  );
  return useSyncExternalStore(subscribe, () => client.getQueryState<User>(userKeys.me()));
}

/** The signed-in customer's record, null when nobody is signed in (or before boot read it). */
export function useUser(): User | null {
  return useUserState()?.data ?? null;
}

