import { useCallback, useEffect, useState } from 'react';
import { getCart, type Cart } from '../../api/orders.js';
import { sessionStore, setUser } from '../../stores/session.js';
import { cartErrorText } from './errors.js';

export type CartState =
  | { status: 'loading'; cart: null; error: null }
  | { status: 'ready'; cart: Cart; error: null }
  | { status: 'error'; cart: null; error: string };

/** The user record carries the cart too (spec §3): keep it in step with what the cart calls answer. */
function syncSessionCart(cart: Cart): void {
  const user = sessionStore.user;
  if (user) setUser({ ...user, cart: cart.data });
}

/**
 * The cart, read fresh from GET catalog/cart (the user record's copy may be older than a change
 * made in another tab). `replace` takes the cart a change call answered.
 */
export function useCart() {
  const [state, setState] = useState<CartState>({ status: 'loading', cart: null, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    getCart().then(
      (cart) => {
        if (!live) return;
        setState({ status: 'ready', cart, error: null });
        syncSessionCart(cart);
      },
      (error: unknown) => live && setState({ status: 'error', cart: null, error: cartErrorText(error) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading', cart: null, error: null });
    setAttempt((n) => n + 1);
  }, []);

  const replace = useCallback((cart: Cart) => {
    setState({ status: 'ready', cart, error: null });
    syncSessionCart(cart);
  }, []);

  return { ...state, reload, replace };
}
