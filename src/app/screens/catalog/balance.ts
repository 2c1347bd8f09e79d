/** What these helpers read of the user record (auth/me), as stores hand it out (read-only). */
type UserRecord = { readonly points?: unknown; readonly cart?: unknown } | null | undefined;

/** The customer's points balance from the user record (auth/me `points`); null when unknown. */
export function balanceOf(user: UserRecord): number | null {
  const value = user?.['points'];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Points still missing to afford `cost`; 0 when affordable or when the balance is unknown. */
export function missingPoints(cost: number, balance: number | null): number {
  return balance === null ? 0 : Math.max(0, cost - balance);
}

/** Pieces of a prize already in the customer's cart (auth/me `cart` lines). */
export function quantityInCart(user: UserRecord, productId: number): number {
  const cart = user?.['cart'];
  const lines: readonly unknown[] = Array.isArray(cart) ? cart : [];
  let total = 0;
  for (const line of lines) {
    const { product_id: id, quantity } = (line ?? {}) as { product_id?: unknown; quantity?: unknown };
    if (id === productId && typeof quantity === 'number') total += quantity;
  }
  return total;
}
