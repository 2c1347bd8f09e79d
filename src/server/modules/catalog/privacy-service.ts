import type { Db } from '../../db/database.js';

/**
 * The customer's wishlist and cart for the privacy module: exported as the prizes' codes and
 * names, deleted on erasure (they say what a person wanted, and no record needs them).
 */
export async function wishlistForExport(
  db: Db,
  tenantAlias: string,
  userId: number,
): Promise<{ code: string; name: string; added_at: string }[]> {
  return db
    .selectFrom('wishlist_items')
    .innerJoin('products', 'products.id', 'wishlist_items.product_id')
    .select(['products.code', 'products.name', 'wishlist_items.created_at as added_at'])
    .where('wishlist_items.user_id', '=', userId)
    .where('products.tenant_alias', '=', tenantAlias)
    .orderBy('wishlist_items.created_at')
    .execute();
}

export async function forgetBasket(trx: Db, userId: number): Promise<void> {
  await trx.deleteFrom('wishlist_items').where('user_id', '=', userId).execute();
  await trx.deleteFrom('cart_items').where('user_id', '=', userId).execute();
}

/** Deletes stored files (a customer's receipts) that no validation points at any more. */
export async function deleteStoredFiles(trx: Db, hashes: readonly string[]): Promise<void> {
  if (hashes.length) await trx.deleteFrom('files').where('hash', 'in', hashes).execute();
}
