import type { Cart, Wishlist } from '../../../shared/types/generated/api/catalog.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import * as rows from './basket-repository.js';
import { findProduct, type ProductRow } from './product-repository.js';
import { CATALOG_MSG } from './service.js';
import { cartView, productView } from './views.js';

/**
 * The customer's wishlist and cart. Every change answers the whole list again, so the
 * client never patches its copy. Also the catalogue's public service for auth/me (`basketOf`).
 */

/** A cart line holds at most this many pieces. */
const MAX_CART_QUANTITY = 99;

/** The wishlist: product ids and the prizes, in the order they were added. */
export async function wishlistOf(db: Db, tenantAlias: string, userId: number): Promise<Wishlist> {
  const found = await rows.wishlistProducts(db, userId, tenantAlias);
  return {
    wishlist: found.map((r) => r.id),
    data: found.map((r) => ({ product_id: r.id, added_at: r.added_at, product: productView(r) })),
  };
}

/** Adds a prize to the wishlist (adding twice keeps one). */
export async function addToWishlist(db: Db, tenantAlias: string, userId: number, productId: number, now: string): Promise<Wishlist> {
  // Another tenant's product id answers like a missing one.
  if (!(await findProduct(db, tenantAlias, productId))) throw new HttpError(404, CATALOG_MSG.productNotFound);
  await rows.addToWishlist(db, userId, productId, now);
  return wishlistOf(db, tenantAlias, userId);
}

/** Removes a prize from the wishlist; nothing to do when it was not there. */
export async function removeFromWishlist(db: Db, tenantAlias: string, userId: number, productId: number): Promise<Wishlist> {
  await rows.removeFromWishlist(db, userId, productId);
  return wishlistOf(db, tenantAlias, userId);
}

/** The cart with its totals. */
export async function cartOf(db: Db, tenantAlias: string, userId: number): Promise<Cart> {
  return cartView(await rows.cartLines(db, userId, tenantAlias));
}

/** The prize, if it can be put in a cart now: 404 when unknown to the tenant, 409 when not orderable. */
async function orderableProduct(db: Db, tenantAlias: string, productId: number): Promise<ProductRow> {
  const product = await findProduct(db, tenantAlias, productId);
  if (!product) throw new HttpError(404, CATALOG_MSG.productNotFound);
  if (product.available !== 1 || product.stock <= 0) throw new HttpError(409, CATALOG_MSG.unavailable(product.name));
  return product;
}

/**
 * 409 when the cart would hold more pieces than are in stock. Checked again, atomically, at
 * checkout: this only spares the customer a surprise there.
 */
function assertInStock(product: ProductRow, wanted: number): void {
  if (wanted > product.stock) throw new HttpError(409, CATALOG_MSG.notEnoughStock(product.name, product.stock));
}

/** Adds pieces of a prize to the cart (to those already there). */
export async function addToCart(
  db: Db,
  tenantAlias: string,
  userId: number,
  productId: number,
  quantity: number,
  now: string,
): Promise<Cart> {
  const product = await orderableProduct(db, tenantAlias, productId);
  const wanted = (await rows.cartQuantity(db, userId, productId)) + quantity;
  assertInStock(product, wanted);
  await rows.setCartQuantity(db, userId, productId, Math.min(wanted, MAX_CART_QUANTITY), now);
  return cartOf(db, tenantAlias, userId);
}

/** Sets how many pieces of a prize the cart holds (the cart's − and + buttons). */
export async function setCartQuantity(
  db: Db,
  tenantAlias: string,
  userId: number,
  productId: number,
  quantity: number,
  now: string,
): Promise<Cart> {
  const product = await orderableProduct(db, tenantAlias, productId);
  assertInStock(product, quantity);
  await rows.setCartQuantity(db, userId, productId, quantity, now);
  return cartOf(db, tenantAlias, userId);
}

/** Removes a prize from the cart; nothing to do when it was not there. */
export async function removeFromCart(db: Db, tenantAlias: string, userId: number, productId: number): Promise<Cart> {
  await rows.removeFromCart(db, userId, productId);
  return cartOf(db, tenantAlias, userId);
}

/**
 * What auth/me shows of the basket: the wishlist's product ids and the cart's lines. Wired into
 * the auth module by src/server/routes.ts (auth does not import the catalogue, which imports it).
 */
export async function basketOf(db: Db, userId: number): Promise<{ wishlist: number[]; cart: Record<string, unknown>[] }> {
  const [wishlist, lines] = await Promise.all([rows.wishlistIds(db, userId), rows.cartLines(db, userId)]);
  // Copies as plain records: auth/me declares its cart lines as open objects.
  return { wishlist, cart: cartView(lines).data.map((line) => ({ ...line })) };
}
