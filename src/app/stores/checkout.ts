import { proxy, ref, subscribe, useSnapshot } from 'valtio';
import { ApiError } from '../api/api-error.js';
import type { Cart, Order } from '../api/orders.js';
import type { OrderAttempt } from '../queries/orders.js';
import { readDraft, writeDraft } from './checkout-draft.js';
import { sessionStore } from './session.js';

/** A server message about one field of the checkout form (`details` of a 400). */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * The checkout as the customer fills it in, a client draft: the order itself, the cart and the
 * balance are server state (queries/orders.ts, queries/cart.ts).
 */
interface CheckoutState {
  /** The shipping form as submitted on /checkout, reviewed on /conferma-ordine. */
  shipping: Record<string, unknown> | null;
  /**
   * Idempotency-Key of the confirmation attempt for these shipping values: made when the form is
   * submitted, reused by every retry (double click, retried request), so the server can answer
   * a repeat with the order it already made instead of a second one.
   */
  attemptKey: string | null;
  /**
   * The cart the values were reviewed with (cartKeyOf): the attempt is for that cart. Once the
   * cart is another (a line added, changed or removed, here or in another tab) the review is over
   * and the customer goes through /checkout again, as a new attempt.
   */
  cart: string | null;
  /** Field errors the server gave at confirmation, shown under the fields back on /checkout. */
  fieldErrors: FieldError[] | null;
  /** The checkout's answer, kept as the completed order for /order-success. */
  completedOrder: Order | null;
}

// The reviewed values outlive a reload of the page (stores/checkout-draft.ts).
const kept = readDraft();

export const checkoutStore = proxy<CheckoutState>({
  shipping: kept ? ref(kept.shipping) : null,
  attemptKey: kept?.attemptKey ?? null,
  cart: kept?.cart ?? null,
  fieldErrors: null,
  completedOrder: null,
});

/**
 * A random UUID v4. crypto.getRandomValues rather than randomUUID: the latter exists only in
 * secure contexts, and a tenant may be previewed over plain http on a LAN host name.
 */
export function newIdempotencyKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The cart's lines as one value, whatever their order: prize and quantity of each. */
export function cartKeyOf(cart: Pick<Cart, 'data'>): string {
  return cart.data
    .map((line) => `${line.product_id}x${line.quantity}`)
    .sort()
    .join(',');
}

function keepDraft(): void {
  const { shipping, attemptKey, cart } = checkoutStore;
  writeDraft(shipping ? { shipping, attemptKey, cart } : null);
}

/** /checkout submitted with `cart` on the page: keep the values for the review, with a fresh key for this attempt. */
export function setShipping(values: Record<string, unknown>, cart: Pick<Cart, 'data'>): void {
  checkoutStore.shipping = ref({ ...values });
  checkoutStore.attemptKey = newIdempotencyKey();
  checkoutStore.cart = cartKeyOf(cart);
  checkoutStore.fieldErrors = null;
  keepDraft();
}

/** True when there is a review in progress and `cart` is no longer the one it was made with. */
export function reviewedCartChanged(cart: Pick<Cart, 'data'>): boolean {
  return checkoutStore.attemptKey !== null && checkoutStore.cart !== cartKeyOf(cart);
}

/** The review is over (the cart changed): the values stay as /checkout's starting ones, the attempt goes. */
export function reviewOutdated(): void {
  checkoutStore.attemptKey = null;
  checkoutStore.cart = null;
  keepDraft();
}

/** The field errors have been shown under their fields: do not show them again on the next visit. */
export function clearFieldErrors(): void {
  checkoutStore.fieldErrors = null;
}

/** The server's field messages in a 400's `details`, or null when it has none. */
export function fieldErrorsOf(error: unknown): FieldError[] | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const details = (error.data as { details?: unknown } | undefined)?.details;
  if (!Array.isArray(details)) return null;
  const out = details.filter(
    (d): d is FieldError =>
      typeof d === 'object' && d !== null && typeof (d as FieldError).field === 'string' && typeof (d as FieldError).message === 'string',
  );
  return out.length ? out : null;
}

/** The reviewed values with this attempt's key, or null when nothing awaits confirmation. */
export function orderAttempt(): OrderAttempt | null {
  const { shipping, attemptKey } = checkoutStore;
  return shipping && attemptKey ? { shipping, attemptKey } : null;
}

/**
 * The order is placed: it is kept as the completed one and the reviewed values are
 * forgotten. A refused order keeps them, so a retry is the same attempt: see orderRefused.
 */
export function orderCompleted(order: Order): void {
  checkoutStore.completedOrder = ref(order);
  checkoutStore.shipping = null;
  checkoutStore.attemptKey = null;
  checkoutStore.cart = null;
  keepDraft();
}

/** The order was refused: a 400 with field messages keeps them for /checkout. */
export function orderRefused(error: unknown): void {
  checkoutStore.fieldErrors = fieldErrorsOf(error);
}

/** Forgets everything, the kept draft included (session ended or another sign-in, tests). */
export function resetCheckout(): void {
  Object.assign(checkoutStore, { shipping: null, attemptKey: null, cart: null, fieldErrors: null, completedOrder: null });
  writeDraft(null);
}

// The session ended (logout, expiry): what was being ordered is forgotten with it, so whoever
// signs in next in this tab starts an empty checkout. A renewed token keeps it.
subscribe(sessionStore, () => {
  if (sessionStore.token === null && (checkoutStore.shipping || checkoutStore.completedOrder)) resetCheckout();
});

export function useCheckout() {
  return useSnapshot(checkoutStore);
}
