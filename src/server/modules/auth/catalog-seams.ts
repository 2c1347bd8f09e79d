import type { Db } from '../../db/database.js';
import { cartLines, wishlistIds } from '../catalog/basket-repository.js';
import { cartView } from '../catalog/views.js';

/**
 * Seams for the catalogue work: auth/me answers the customer's wishlist and cart, which the
 * catalogue module owns (modules/catalog). Same shapes as its wishlist and cart calls.
 */

/** Product ids in the customer's wishlist. */
export async function wishlistOf(db: Db, userId: number): Promise<number[]> {
  return wishlistIds(db, userId);
}

/** Cart lines of the customer ({product_id, quantity, points, subtotal, product}). */
export async function cartOf(db: Db, userId: number): Promise<Record<string, unknown>[]> {
  return cartView(await cartLines(db, userId)).data;
}
