import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { checkout, getOrders, getPoints } from '../api/orders.js';
import { usePagedQuery } from '../../ui/paged-query.js';
import { STALE_TIME } from '../../ui/stale-time.js';
import { cartKeys } from './cart.js';
import { catalogKeys } from './catalog.js';
import { lookupKeys } from './lookup-keys.js';
import { refreshUserRecord } from './user.js';

/** The customer's orders (GET catalog/orders) and points ledger (GET points). */
export const orderKeys = {
  all: ['orders'] as const,
  page: (page: number) => [...orderKeys.all, 'page', page] as const,
};

export const pointsKeys = {
  all: ['points'] as const,
  page: (page: number) => [...pointsKeys.all, 'page', page] as const,
};

/** One page of the order history. */
export const useOrders = (page: number) => usePagedQuery(orderKeys.page(page), () => getOrders(page), STALE_TIME.live);

/** The balance and one page of ledger movements. */
export const usePoints = (page: number) => usePagedQuery(pointsKeys.page(page), () => getPoints(page), STALE_TIME.live);

/** The next points to expire, from the points page's first page (shared with /dettaglio-punti); only when `enabled`. */
export const useNextExpiry = (enabled: boolean) =>
  useQuery({
    queryKey: pointsKeys.page(1),
    queryFn: () => getPoints(1),
    staleTime: STALE_TIME.live,
    enabled,
    select: (page) => page.next_expiry,
  });

/**
 * What an order changes: the user record (points, cart), the cart, the orders, the ledger, the
 * prizes (stock, and what the balance still buys on the home page), and the forms' lists of
 * saved addresses (an order to a new address saves it on the server) and of orders (the contact
 * form's picker). Refetched in the background: a failed refresh must not turn a placed order
 * into an error.
 */
function orderPlaced(client: QueryClient): void {
  void refreshUserRecord(client);
  const changed = [cartKeys.all, orderKeys.all, pointsKeys.all, catalogKeys.all, lookupKeys.savedAddresses(), lookupKeys.recentOrders()];
  for (const queryKey of changed) {
    void client.invalidateQueries({ queryKey });
  }
}

/** The reviewed checkout: its shipping values and the Idempotency-Key of this attempt. */
export interface OrderAttempt {
  shipping: Record<string, unknown>;
  attemptKey: string;
}

/**
 * POST catalog/checkout. The attempt's key goes with every try, so a repeat gets the same order
 * back instead of a second one.
 */
export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ shipping, attemptKey }: OrderAttempt) => checkout(shipping, attemptKey),
    onSuccess: () => orderPlaced(client),
  });
}
