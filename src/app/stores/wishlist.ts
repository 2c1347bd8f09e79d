import { proxy, useSnapshot } from 'valtio';
import * as api from '../api/catalog.js';
import type { Product, WishlistAnswer, WishlistItem } from '../api/catalog.js';
import { actionErrorText } from '../api/catalog-errors.js';
import { translate } from '../i18n/translate.js';
import { sessionStore, setUser } from './session.js';

export interface WishlistActionError {
  productId: number;
  kind: 'add' | 'remove';
  /** 'Errore durante la rimozione dalla wishlist' or the add counterpart. */
  message: string;
  /** Why: 'Errore generico', 'Errore di rete' or the server's text. */
  cause: string;
}

interface WishlistState {
  /** Username the data below belongs to: a different customer in the same tab never sees it. */
  owner: string | null;
  /** Product ids, optimistic; null until this store has changed or loaded them (auth/me's list applies). */
  ids: number[] | null;
  /** Items with their prizes, for /wishlist. */
  items: WishlistItem[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Why loading failed ('Errore generico', 'Errore di rete' or the server's text). */
  loadError: string | null;
  /** Products with an add or remove in flight (their controls are busy). */
  pending: number[];
  lastError: WishlistActionError | null;
}

const initial = (): WishlistState => ({ owner: null, ids: null, items: [], status: 'idle', loadError: null, pending: [], lastError: null });

export const wishlistStore = proxy<WishlistState>(initial());

/** The customer the store's data must belong to ('' when the record names none). */
function ownerOf(user: { userinfo?: { username?: unknown } } | null | undefined): string {
  const username = user?.userinfo?.username;
  return typeof username === 'string' ? username : '';
}

function currentOwner(): string {
  return ownerOf(sessionStore.user);
}

function idsFromUser(): number[] {
  const list = sessionStore.user?.wishlist;
  return Array.isArray(list) ? list.filter((id): id is number => typeof id === 'number') : [];
}

/** The ids as they stand for the signed-in customer: this store's when it has them, else auth/me's. */
function currentIds(): number[] {
  return wishlistStore.owner === currentOwner() && wishlistStore.ids ? [...wishlistStore.ids] : idsFromUser();
}

/** Makes the store the customer's before a change: another customer's leftovers are dropped. */
function claim(): void {
  const owner = currentOwner();
  if (wishlistStore.owner === owner) return;
  Object.assign(wishlistStore, { ...initial(), owner, ids: idsFromUser() });
}

/** The server's list becomes the truth, unless another change is still in flight (its answer will follow). */
function apply(answer: WishlistAnswer): void {
  if (wishlistStore.pending.length > 0) return;
  wishlistStore.ids = answer.wishlist;
  wishlistStore.items = answer.data;
  // auth/me's copy stays truthful for screens that read the user record.
  const user = sessionStore.user;
  if (user) setUser({ ...user, wishlist: answer.wishlist });
}

/** GET the wishlist with its prizes (/wishlist). */
export async function loadWishlist(): Promise<void> {
  claim();
  wishlistStore.status = 'loading';
  wishlistStore.loadError = null;
  try {
    const answer = await api.getWishlist();
    wishlistStore.status = 'ready';
    apply(answer);
  } catch (error) {
    wishlistStore.status = 'error';
    wishlistStore.loadError = actionErrorText(error);
  }
}

/**
 * Adds a prize, optimistically: the heart fills at once and empties again if the server refuses.
 * Resolves true on success.
 */
export async function addToWishlist(product: Pick<Product, 'id'>): Promise<boolean> {
  claim();
  const id = product.id;
  if (wishlistStore.pending.includes(id)) return false;
  wishlistStore.lastError = null;
  if (!currentIds().includes(id)) wishlistStore.ids = [...currentIds(), id];
  wishlistStore.pending.push(id);
  try {
    const answer = await api.addToWishlist(id);
    settle(id);
    apply(answer);
    return true;
  } catch (error) {
    settle(id);
    // Undo only this change: other changes made meanwhile stay.
    wishlistStore.ids = currentIds().filter((x) => x !== id);
    wishlistStore.items = wishlistStore.items.filter((item) => item.product_id !== id);
    wishlistStore.lastError = {
      productId: id,
      kind: 'add',
      message: translate('catalog.wishlist.addError', "Errore durante l'aggiunta alla wishlist"),
      cause: actionErrorText(error),
    };
    return false;
  }
}

/** Removes a prize, optimistically; on failure it comes back where it was, with the spec's message. */
export async function removeFromWishlist(productId: number): Promise<boolean> {
  claim();
  if (wishlistStore.pending.includes(productId)) return false;
  wishlistStore.lastError = null;
  const idsBefore = currentIds();
  const index = wishlistStore.items.findIndex((item) => item.product_id === productId);
  const removed = index >= 0 ? wishlistStore.items[index] : undefined;
  wishlistStore.ids = idsBefore.filter((x) => x !== productId);
  if (removed) wishlistStore.items.splice(index, 1);
  wishlistStore.pending.push(productId);
  try {
    const answer = await api.removeFromWishlist(productId);
    settle(productId);
    apply(answer);
    return true;
  } catch (error) {
    settle(productId);
    if (!currentIds().includes(productId)) {
      const ids = currentIds();
      ids.splice(Math.min(idsBefore.indexOf(productId), ids.length), 0, productId);
      wishlistStore.ids = ids;
    }
    if (removed && !wishlistStore.items.some((item) => item.product_id === productId)) {
      wishlistStore.items.splice(Math.min(index, wishlistStore.items.length), 0, removed);
    }
    wishlistStore.lastError = {
      productId,
      kind: 'remove',
      message: translate('errors.wishlistRemove', 'Errore durante la rimozione dalla wishlist'),
      cause: actionErrorText(error),
    };
    return false;
  }
}

function settle(id: number): void {
  wishlistStore.pending = wishlistStore.pending.filter((x) => x !== id);
}

export function clearWishlistError(): void {
  wishlistStore.lastError = null;
}

/** Back to nothing known (tests; a new customer is also detected by `owner`). */
export function resetWishlist(): void {
  Object.assign(wishlistStore, initial());
}

/** The wishlist as the signed-in customer sees it now. */
export function useWishlist() {
  const snap = useSnapshot(wishlistStore);
  const session = useSnapshot(sessionStore);
  const mine = snap.owner === ownerOf(session.user);
  const userIds = Array.isArray(session.user?.wishlist) ? (session.user.wishlist as number[]) : [];
  return {
    ids: (mine && snap.ids ? snap.ids : userIds) as readonly number[],
    items: (mine ? snap.items : []) as readonly WishlistItem[],
    status: mine ? snap.status : 'idle',
    loadError: mine ? snap.loadError : null,
    pending: (mine ? snap.pending : []) as readonly number[],
    lastError: mine ? snap.lastError : null,
  };
}
