import type { Product, WishlistItem } from '../../api/catalog.js';
import { missingPoints } from './balance.js';

/** The wishlist prize to show on the home page and how far the balance is from it. */
export interface NearestPrize {
  product: Product;
  /** Points still missing; 0 once the balance affords it. */
  missing: number;
}

/**
 * The wishlist prize closest to being affordable: the orderable one with the fewest points still
 * missing. Several already within reach: the most valuable of them (the best the customer can
 * have now). A prize that cannot be ordered (sold out, switched off) is no goal. Null when none
 * can be ordered.
 */
export function nearestWishlistPrize(items: readonly Pick<WishlistItem, 'product'>[], balance: number): NearestPrize | null {
  let best: NearestPrize | null = null;
  for (const { product } of items) {
    if (!product.available) continue;
    const missing = missingPoints(product.points, balance);
    if (!best || missing < best.missing || (missing === best.missing && product.points > best.product.points)) best = { product, missing };
  }
  return best;
}
