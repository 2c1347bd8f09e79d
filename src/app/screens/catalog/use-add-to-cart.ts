import { useNavigate } from 'react-router-dom';
import { actionErrorText } from '../../api/catalog-errors.js';
import { useAddToCart as useAddToCartMutation } from '../../queries/cart.js';
import { useConfig } from '../../stores/config.js';
import { preCheckoutPath } from './paths.js';

/** What the pre-checkout page is told about the prize just added. */
export interface AddedToCart {
  addedProductId: number;
  quantity: number;
}

/**
 * The add-to-cart button of prize pages and the wishlist: the call (which also has the
 * user record read again, queries/cart.ts), then /pre-checkout with what was added. One add at a
 * time; a refusal stays beside the prize it was about.
 */
export function useAddToCart() {
  const config = useConfig();
  const navigate = useNavigate();
  const mutation = useAddToCartMutation();
  const { variables } = mutation;
  // Busy until the page changes: the button must not come back for a second click meanwhile.
  const busyId = mutation.isPending || mutation.isSuccess ? (variables?.productId ?? null) : null;
  const error = mutation.isError && variables ? { productId: variables.productId, text: actionErrorText(mutation.error) } : null;

  function add(productId: number, quantity: number): void {
    if (busyId !== null) return;
    mutation.mutate(
      { productId, quantity },
      { onSuccess: () => navigate(preCheckoutPath(config), { state: { addedProductId: productId, quantity } satisfies AddedToCart }) },
    );
  }

  return { add, busyId, error };
}
