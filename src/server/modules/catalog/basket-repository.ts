import type { Executor, ProductRow } from './product-repository.js';
import { PRODUCT_COLUMNS } from './product-repository.js';

/** Wishlist and cart rows. Both belong to a user; the user's tenant scopes the products. */

export async function wishlistIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('wishlist_items')
    .select('product_id')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('product_id')
    .execute();
  return rows.map((r) => r.product_id);
}

export async function wishlistProducts(db: Executor, userId: number, tenantAlias: string): Promise<(ProductRow & { added_at: string })[]> {
  return db
    .selectFrom('wishlist_items')
    .innerJoin('products', 'products.id', 'wishlist_items.product_id')
    .select([...PRODUCT_COLUMNS, 'wishlist_items.created_at as added_at'])
    .where('wishlist_items.user_id', '=', userId)
    .where('products.tenant_alias', '=', tenantAlias)
    .orderBy('wishlist_items.created_at')
    .orderBy('wishlist_items.product_id')
    .execute();
}

/** Adding twice keeps one row (the primary key), so a double click is harmless. */
export async function addToWishlist(db: Executor, userId: number, productId: number, now: string): Promise<void> {
  await db
    .insertInto('wishlist_items')
    .values({ user_id: userId, product_id: productId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .execute();
}

export async function removeFromWishlist(db: Executor, userId: number, productId: number): Promise<void> {
  await db.deleteFrom('wishlist_items').where('user_id', '=', userId).where('product_id', '=', productId).execute();
}

export interface CartLineRow extends ProductRow {
  quantity: number;
}

/** The cart; `tenantAlias` (when given) re-checks that every product is the tenant's own. */
export async function cartLines(db: Executor, userId: number, tenantAlias?: string): Promise<CartLineRow[]> {
  let query = db
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .select([...PRODUCT_COLUMNS, 'cart_items.quantity'])
    .where('cart_items.user_id', '=', userId);
  if (tenantAlias !== undefined) query = query.where('products.tenant_alias', '=', tenantAlias);
  return (
    query
      // Locking order of the checkout's stock updates: by product id, so two carts never deadlock.
      .orderBy('cart_items.product_id')
      .execute()
  );
}

export async function cartQuantity(db: Executor, userId: number, productId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select('quantity')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row?.quantity ?? 0;
}

/** Sets the line's quantity (insert or update in one statement: concurrent adds cannot duplicate it). */
export async function setCartQuantity(db: Executor, userId: number, productId: number, quantity: number, now: string): Promise<void> {
  await db
    .insertInto('cart_items')
    .values({ user_id: userId, product_id: productId, quantity, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doUpdateSet({ quantity, updated_at: now }))
    .execute();
}

export async function removeFromCart(db: Executor, userId: number, productId: number): Promise<void> {
  await db.deleteFrom('cart_items').where('user_id', '=', userId).where('product_id', '=', productId).execute();
}

export async function emptyCart(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('cart_items').where('user_id', '=', userId).execute();
}
