import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while React hydrates a page the server painted, true once the page's
 * scripts handle it (and at once in a page React drew itself). A submit button painted by the
 * server stays disabled until then: pressed earlier, the browser would send the form itself, the
 * password in the address (the login form, which the server takes as posted, excepted).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
