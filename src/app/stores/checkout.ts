import { proxy, ref, useSnapshot } from 'valtio';
import { ApiError } from '../api/api-error.js';
import { checkout, getOrders, type Order, type Paged } from '../api/orders.js';
import { refreshUser } from './session.js';

/** A server message about one field of the checkout form (`details` of a 400). */
export interface FieldError {
  field: string;
  message: string;
}

interface OrdersState {
  page: number;
  status: 'idle' | 'loading' | 'ready' | 'error';
  result: Paged<Order> | null;
  error: string | null;
}

interface CheckoutState {
  /** The shipping form as submitted on /checkout, reviewed on /conferma-ordine. */
  shipping: Record<string, unknown> | null;
  /**
   * Idempotency-Key of the confirmation attempt for these shipping values: made when the form is
   * submitted, reused by every retry (double click, retried request), so the server can answer
   * a repeat with the order it already made instead of a second one.
   */
  attemptKey: string | null;
  /** Field errors the server gave at confirmation, shown under the fields back on /checkout. */
  fieldErrors: FieldError[] | null;
  /** The checkout's answer (spec §4: "stores the completed order"). */
  completedOrder: Order | null;
  /** Reading the user record again after that order: once 'ready', its balance is the new one. */
  userRefresh: 'pending' | 'ready' | 'failed';
  orders: OrdersState;
}

const initialOrders = (): OrdersState => ({ page: 1, status: 'idle', result: null, error: null });

export const checkoutStore = proxy<CheckoutState>({
  shipping: null,
  attemptKey: null,
  fieldErrors: null,
  completedOrder: null,
  userRefresh: 'pending',
  orders: initialOrders(),
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

/** /checkout submitted: keep the values for the review, with a fresh key for this attempt. */
export function setShipping(values: Record<string, unknown>): void {
  checkoutStore.shipping = ref({ ...values });
  checkoutStore.attemptKey = newIdempotencyKey();
  checkoutStore.fieldErrors = null;
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
    (d): d is FieldError => typeof d === 'object' && d !== null && typeof (d as FieldError).field === 'string' && typeof (d as FieldError).message === 'string',
  );
  return out.length ? out : null;
}

/** Loads one page of the order history into the store. */
export async function loadOrders(page: number): Promise<void> {
  checkoutStore.orders.page = page;
  checkoutStore.orders.status = 'loading';
  checkoutStore.orders.error = null;
  try {
    const result = await getOrders(page);
    // A slower answer for a page the visitor has already left must not overwrite the current one.
    if (checkoutStore.orders.page !== page) return;
    checkoutStore.orders.result = ref(result);
    checkoutStore.orders.status = 'ready';
  } catch (error) {
    if (checkoutStore.orders.page !== page) return;
    checkoutStore.orders.status = 'error';
    checkoutStore.orders.error = error instanceof Error ? error.message : String(error);
  }
}

/**
 * Places the order with the reviewed values and this attempt's key. On success (spec §4) the
 * order is kept as the completed one, the reviewed values are forgotten, the user record (points,
 * cart) is read again and the first page of the order history reloaded, both in the background:
 * a failed refresh must not turn a placed order into an error. A 400 with field messages keeps
 * them for /checkout.
 * Rejects with the ApiError otherwise; the values and the key stay, so a retry is the same attempt.
 */
export async function placeOrder(): Promise<Order> {
  const { shipping, attemptKey } = checkoutStore;
  if (!shipping || !attemptKey) throw new Error('placeOrder: nessun indirizzo di spedizione da confermare');
  try {
    const order = await checkout(shipping, attemptKey);
    checkoutStore.completedOrder = ref(order);
    checkoutStore.userRefresh = 'pending';
    checkoutStore.shipping = null;
    checkoutStore.attemptKey = null;
    // In the background: the success page shows at once and follows the new balance when it arrives.
    const settle = (outcome: 'ready' | 'failed') => {
      if (checkoutStore.completedOrder?.id === order.id) checkoutStore.userRefresh = outcome;
    };
    const user = refreshUser().then(
      () => settle('ready'),
      () => settle('failed'),
    );
    void Promise.allSettled([user, loadOrders(1)]);
    return order;
  } catch (error) {
    checkoutStore.fieldErrors = fieldErrorsOf(error);
    throw error;
  }
}

/** Forgets everything (logout, tests). */
export function resetCheckout(): void {
  Object.assign(checkoutStore, { shipping: null, attemptKey: null, fieldErrors: null, completedOrder: null, userRefresh: 'pending', orders: initialOrders() });
}

export function useCheckout() {
  return useSnapshot(checkoutStore);
}
