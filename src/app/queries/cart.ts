import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { addToCart } from '../api/catalog.js';
import { getCart, removeFromCart, setCartQuantity, type Cart } from '../api/orders.js';
import { STALE_TIME } from '../../ui/stale-time.js';
import { patchUserRecord, refreshUserRecord } from './user.js';

/**
 * The cart (GET catalog/cart). Every change answers the whole cart: it becomes the cached cart and
 * the user record's copy of its lines (auth/me `cart`, read by 'già nel carrello' on prize pages).
 */
export const cartKeys = {
  all: ['cart'] as const,
  cart: () => [...cartKeys.all, 'lines'] as const,
};

/** The cart, asked again on every visit (another tab may have changed it) and shown from cache meanwhile. */
export function useCart() {
  return useQuery({ queryKey: cartKeys.cart(), queryFn: getCart, staleTime: STALE_TIME.live });
}

function cartChanged(client: QueryClient, cart: Cart): void {
  client.setQueryData(cartKeys.cart(), cart);
  // Copies as plain records, as the server's: auth/me declares its cart lines as open objects.
  patchUserRecord(client, { cart: cart.data.map((line) => ({ ...line })) });
}

/** A change to one line of the cart: its quantity (1–99), or its removal. */
export type CartLineChange = { productId: number; kind: 'quantity'; quantity: number } | { productId: number; kind: 'remove' };

/** Changes one line; a refusal (409 beyond the stock) leaves the cart as it was. */
export function useCartLineChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: CartLineChange) =>
      change.kind === 'remove' ? removeFromCart(change.productId) : setCartQuantity(change.productId, change.quantity),
    onSuccess: (cart) => cartChanged(client, cart),
  });
}

/**
 * Add to cart: the pieces add to what the cart holds; then the user record is read
 * again in the background (its cart and points), which adding changed.
 */
export function useAddToCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, quantity }: { productId: number; quantity: number }) => addToCart(productId, quantity),
    onSuccess: (cart) => {
      cartChanged(client, cart);
      void refreshUserRecord(client);
    },
  });
}
