import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Wishlist and cart rows. Both belong to a user; the prizes they name are the catalogue's, read
 * through its service (basket-service.ts), which also scopes them to the user's tenant.
 */

export async function wishlistRows(db: Executor, userId: number): Promise<{ product_id: number; created_at: string }[]> {
  return db
    .selectFrom('wishlist_items')
    .select(['product_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('product_id')
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

export async function cartRows(db: Executor, userId: number): Promise<{ product_id: number; quantity: number }[]> {
  return (
    db
      .selectFrom('cart_items')
      .select(['product_id', 'quantity'])
      .where('user_id', '=', userId)
      // Locking order of the checkout's stock updates: by product id, so two carts never deadlock.
      .orderBy('product_id')
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
