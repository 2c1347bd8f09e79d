import { LOCALE } from '../../../shared/constants.js';

// Grouped from the thousands: CLDR's Italian style leaves 4-digit numbers ungrouped ("9500"
// next to "12.500"), which reads badly in a grid of prices.
const points = new Intl.NumberFormat(LOCALE, { useGrouping: 'always', maximumFractionDigits: 0 });

const longDate = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });

/** '2025-11-03T09:00:00Z' → '3 novembre 2025'; '' for a value that is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

/** 9500 → '9.500' (it-IT). */
export function formatNumber(value: number): string {
  return points.format(value);
}

/** The user record as stores hand it out (snapshots are read-only). */
type UserRecord = { readonly [key: string]: unknown } | null | undefined;

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
