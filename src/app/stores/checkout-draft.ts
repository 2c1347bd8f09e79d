import { PREVIEW_MODE } from '../boot/preview-mode.js';

/**
 * The checkout's reviewed values, their attempt key and the cart they were reviewed with outlive
 * a reload of the page: a customer reloading /conferma-ordine reviews the same address, and
 * confirming is still the same attempt; reloading /checkout shows what was chosen.
 * They are kept in this tab's sessionStorage (gone with the tab, never shared with another),
 * removed when the order is placed (stores/checkout.ts) and when the session ends or another
 * sign-in starts (stores/session.ts), so the next customer of a shared computer never finds
 * them. Not kept in the console's settings preview, a staff member's look at the portal.
 * Storage can throw (privacy mode, quota): the draft then lives in the page's memory only.
 * Apart from the store so the session can forget it without loading the checkout's code.
 */
const DRAFT_KEY = 'premia_checkout';

export interface CheckoutDraft {
  shipping: Record<string, unknown>;
  /** Null once the review is over (the cart changed): the values remain /checkout's starting ones. */
  attemptKey: string | null;
  cart: string | null;
}

function isDraft(value: unknown): value is CheckoutDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { shipping, attemptKey, cart } = value as Partial<CheckoutDraft>;
  const values = typeof shipping === 'object' && shipping !== null && !Array.isArray(shipping);
  const attempt = attemptKey === null || (typeof attemptKey === 'string' && attemptKey !== '');
  return values && attempt && (cart === null || typeof cart === 'string');
}

function storage(): Storage | null {
  try {
    return PREVIEW_MODE || typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The draft this tab kept, or null (none, or not one this code wrote). */
export function readDraft(): CheckoutDraft | null {
  try {
    const raw = storage()?.getItem(DRAFT_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the draft, or removes it with null. */
export function writeDraft(draft: CheckoutDraft | null): void {
  try {
    if (draft) storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
    else storage()?.removeItem(DRAFT_KEY);
  } catch {
    /* see above */
  }
}
