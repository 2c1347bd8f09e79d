/** A product in a customer's wishlist (one row per user and product). */
export interface WishlistItemsTable {
  user_id: number;
  product_id: number;
  created_at: string;
}

/** A cart line: one row per user and product, the quantity adds up. */
export interface CartItemsTable {
  user_id: number;
  product_id: number;
  quantity: number;
  updated_at: string;
}
