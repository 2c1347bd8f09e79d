import { useMutation, useMutationState, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { addToWishlist, getWishlist, removeFromWishlist, type Product, type WishlistAnswer } from '../api/catalog.js';
import { actionErrorText } from '../api/catalog-errors.js';
import type { User } from '../api/auth.js';
import { translate } from '../i18n/translate.js';
import { STALE_TIME } from '../../ui/stale-time.js';
import { patchUserRecord, useUser, userKeys } from './user.js';

/**
 * The wishlist. Two cache entries carry it, both the server's: the ids in the user
 * record (auth/me `wishlist`, enough for the hearts, no request of its own) and the list with
 * its prizes (GET catalog/products/wishlist, for /wishlist). A change updates both at once
 * (optimistic), puts back only itself when the server refuses, and writes the server's answer
 * into both when no other change is still on its way.
 */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  list: () => [...wishlistKeys.all, 'list'] as const,
};

/** One change: the prize (its data shows in /wishlist before the answer) and its direction. */
export interface WishlistChange {
  product: Product;
  add: boolean;
}

/** A refused change, in the words the customer reads. */
export interface WishlistFailure {
  productId: number;
  /** 'Errore durante la rimozione dalla wishlist' or the add counterpart. */
  message: string;
  /** Why: 'Errore generico', 'Errore di rete' or the server's text. */
  cause: string;
}

function idsOf(user: Pick<User, 'wishlist'> | null | undefined): number[] {
  const list = user?.wishlist;
  return Array.isArray(list) ? list.filter((id): id is number => typeof id === 'number') : [];
}

/** The list with its prizes, for /wishlist. */
export function useWishlist() {
  return useQuery({ queryKey: wishlistKeys.list(), queryFn: getWishlist, staleTime: STALE_TIME.live });
}

/** The ids as the hearts show them (auth/me's list, kept in step by every change). */
export function useWishlistIds(): readonly number[] {
  return idsOf(useUser());
}

/** Products whose change is still on its way (their controls are busy), in any component. */
export function usePendingWishlist(): readonly number[] {
  return useMutationState({
    filters: { mutationKey: wishlistKeys.all, status: 'pending' },
    select: (mutation) => (mutation.state.variables as WishlistChange).product.id,
  });
}

/** Where the prize stood before a removal, to put it back there if the server refuses. */
interface Undo {
  idIndex: number;
  itemIndex: number;
  item: WishlistAnswer['data'][number] | undefined;
}

function applyLocally(client: QueryClient, { product, add }: WishlistChange): Undo {
  const ids = idsOf(client.getQueryData<User>(userKeys.me()));
  const list = client.getQueryData<WishlistAnswer>(wishlistKeys.list());
  const itemIndex = list?.data.findIndex((item) => item.product_id === product.id) ?? -1;
  const undo: Undo = { idIndex: ids.indexOf(product.id), itemIndex, item: list?.data[itemIndex] };
  const nextIds = add ? (ids.includes(product.id) ? ids : [...ids, product.id]) : ids.filter((id) => id !== product.id);
  patchUserRecord(client, { wishlist: nextIds });
  if (list) {
    const data = add
      ? itemIndex >= 0
        ? list.data
        : [...list.data, { product_id: product.id, added_at: new Date().toISOString(), product }]
      : list.data.filter((item) => item.product_id !== product.id);
    client.setQueryData<WishlistAnswer>(wishlistKeys.list(), { wishlist: nextIds, data });
  }
  return undo;
}

/** Puts back only this change: others made meanwhile stay. */
function revertLocally(client: QueryClient, { product, add }: WishlistChange, undo: Undo | undefined): void {
  const ids = idsOf(client.getQueryData<User>(userKeys.me()));
  const list = client.getQueryData<WishlistAnswer>(wishlistKeys.list());
  let nextIds = ids.filter((id) => id !== product.id);
  let data = list?.data.filter((item) => item.product_id !== product.id);
  if (!add && undo && undo.idIndex >= 0) nextIds = [...nextIds.slice(0, undo.idIndex), product.id, ...nextIds.slice(undo.idIndex)];
  if (!add && undo?.item && data) data = [...data.slice(0, undo.itemIndex), undo.item, ...data.slice(undo.itemIndex)];
  patchUserRecord(client, { wishlist: nextIds });
  if (list && data) client.setQueryData<WishlistAnswer>(wishlistKeys.list(), { wishlist: nextIds, data });
}

/** True while another wishlist change than the one settling is on its way. */
const othersPending = (client: QueryClient) => client.isMutating({ mutationKey: wishlistKeys.all }) > 1;

/**
 * Adds or removes a prize, optimistically: the heart and the list change at once; a refusal puts
 * the prize back where it was and the mutation's error says why (wishlistFailure).
 */
export function useWishlistChange() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: wishlistKeys.all,
    mutationFn: ({ product, add }: WishlistChange) => (add ? addToWishlist(product.id) : removeFromWishlist(product.id)),
    onMutate: async (change) => {
      // A list still loading would land over the change and undo it on screen.
      await client.cancelQueries({ queryKey: wishlistKeys.list() });
      return applyLocally(client, change);
    },
    onError: (_error, change, undo) => {
      revertLocally(client, change, undo);
      // The server may have applied it after all (an answer lost on the way): ask it.
      if (!othersPending(client)) void client.invalidateQueries({ queryKey: wishlistKeys.list() });
    },
    onSuccess: (answer) => {
      // Another change's answer will follow and carry this one too.
      if (othersPending(client)) return;
      client.setQueryData(wishlistKeys.list(), answer);
      patchUserRecord(client, { wishlist: answer.wishlist });
    },
  });
}

/** The Italian message of a refused change, or null when the last change did not fail. */
export function wishlistFailure(error: unknown, change: WishlistChange | undefined): WishlistFailure | null {
  if (!error || !change) return null;
  return {
    productId: change.product.id,
    message: change.add
      ? translate('catalog.wishlist.addError', "Errore durante l'aggiunta alla wishlist")
      : translate('errors.wishlistRemove', 'Errore durante la rimozione dalla wishlist'),
    cause: actionErrorText(error),
  };
}
