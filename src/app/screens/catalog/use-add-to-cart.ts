import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { addToCart } from '../../api/catalog.js';
import { actionErrorText } from '../../api/catalog-errors.js';
import { useConfig } from '../../stores/config.js';
import { refreshUser } from '../../stores/session.js';
import { preCheckoutPath } from './paths.js';

/** What the pre-checkout page is told about the prize just added. */
export interface AddedToCart {
  addedProductId: number;
  quantity: number;
}

/**
 * Add to cart (spec §4): the call, then the user is read again (its cart and points changed),
 * then /pre-checkout. The cart already holds the prize when the refetch fails, so the customer
 * still moves on; the next page reads the cart anyway.
 */
export function useAddToCart() {
  const config = useConfig();
  const navigate = useNavigate();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<{ productId: number; text: string } | null>(null);

  async function add(productId: number, quantity: number): Promise<void> {
    if (busyId !== null) return;
    setBusyId(productId);
    setError(null);
    try {
      await addToCart(productId, quantity);
    } catch (err) {
      setBusyId(null);
      setError({ productId, text: actionErrorText(err) });
      return;
    }
    await refreshUser().catch(() => undefined);
    const state: AddedToCart = { addedProductId: productId, quantity };
    navigate(preCheckoutPath(config), { state });
  }

  return { add, busyId, error };
}
