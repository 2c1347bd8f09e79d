import type { Cart, Wishlist } from '../../../shared/types/generated/api/catalog.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { CATALOG_MSG } from '../catalog/service.js';
import { findProduct, findProducts, productView, type ProductRow } from '../catalog/stock-service.js';
import * as rows from './basket-repository.js';
import { cartView, type CartLineRow } from './views.js';

/**
 * The customer's wishlist and cart. Every change answers the whole list again, so the
 * client never patches its copy. Also what auth/me shows of the basket (`basketOf`).
 */

/** A cart line holds at most this many pieces. */
const MAX_CART_QUANTITY = 99;

/** The prizes behind basket rows, in the rows' order; rows whose prize is not found (another tenant's) drop out. */
async function withProducts<R extends { product_id: number }>(
  db: Db,
  tenantAlias: string | undefined,
  found: R[],
): Promise<{ row: R; product: ProductRow }[]> {
  const ids = found.map((r) => r.product_id);
  const products = new Map((await findProducts(db, tenantAlias, ids)).map((p) => [p.id, p]));
  return found.flatMap((row) => {
    const product = products.get(row.product_id);
    return product ? [{ row, product }] : [];
  });
}

/**
 * The cart's lines with their prizes, by product id (the checkout's locking order); `tenantAlias`
 * (when given) re-checks that every product is the tenant's own. In the caller's transaction at checkout.
 */
export async function cartLines(db: Db, userId: number, tenantAlias?: string): Promise<CartLineRow[]> {
  const lines = await withProducts(db, tenantAlias, await rows.cartRows(db, userId));
  return lines.map(({ row, product }) => ({ ...product, quantity: row.quantity }));
}

/** The wishlist: product ids and the prizes, in the order they were added. */
export async function wishlistOf(db: Db, tenantAlias: string, userId: number): Promise<Wishlist> {
  const found = await withProducts(db, tenantAlias, await rows.wishlistRows(db, userId));
  return {
    wishlist: found.map(({ product }) => product.id),
    data: found.map(({ row, product }) => ({ product_id: product.id, added_at: row.created_at, product: productView(product) })),
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
  return cartView(await cartLines(db, userId, tenantAlias));
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

/** A customer's cart line a request names: whose cart, which prize, and when. */
export interface CartLineRef {
  tenantAlias: string;
  userId: number;
  productId: number;
  now: string;
}

/** Adds pieces of a prize to the cart (to those already there). */
export async function addToCart(db: Db, line: CartLineRef, quantity: number): Promise<Cart> {
  const wanted = (await rows.cartQuantity(db, line.userId, line.productId)) + quantity;
  return storeCartLine(db, line, wanted, Math.min(wanted, MAX_CART_QUANTITY));
}

/** Sets how many pieces of a prize the cart holds (the cart's − and + buttons). */
export function setCartQuantity(db: Db, line: CartLineRef, quantity: number): Promise<Cart> {
  return storeCartLine(db, line, quantity, quantity);
}

/** Refuses a prize that cannot be ordered or has fewer than `wanted` pieces, then keeps `stored` in the cart. */
async function storeCartLine(db: Db, line: CartLineRef, wanted: number, stored: number): Promise<Cart> {
  const product = await orderableProduct(db, line.tenantAlias, line.productId);
  assertInStock(product, wanted);
  await rows.setCartQuantity(db, line.userId, line.productId, stored, line.now);
  return cartOf(db, line.tenantAlias, line.userId);
}

/** Removes a prize from the cart; nothing to do when it was not there. */
export async function removeFromCart(db: Db, tenantAlias: string, userId: number, productId: number): Promise<Cart> {
  await rows.removeFromCart(db, userId, productId);
  return cartOf(db, tenantAlias, userId);
}

/**
 * What auth/me shows of the basket: the wishlist's product ids and the cart's lines. Wired into
 * the auth module by src/server/routes.ts (auth does not import orders, which import it).
 */
export async function basketOf(db: Db, userId: number): Promise<{ wishlist: number[]; cart: Record<string, unknown>[] }> {
  const [wishlist, lines] = await Promise.all([
    rows.wishlistRows(db, userId).then((found) => found.map((r) => r.product_id)),
    cartLines(db, userId),
  ]);
  // Copies as plain records: auth/me declares its cart lines as open objects.
  return { wishlist, cart: cartView(lines).data.map((line) => ({ ...line })) };
}
