import type { Order } from './types/generated/api/catalog.js';

export type OrderStatus = Order['status'];

/** Every status, in the order an order lives through them; `annullato` ends it early. */
export const ORDER_STATUSES: readonly OrderStatus[] = ['ricevuto', 'in_lavorazione', 'spedito', 'consegnato', 'annullato'];

/** The customer's progress line: the statuses of an order that goes all the way. */
export const ORDER_STEPS: readonly OrderStatus[] = ['ricevuto', 'in_lavorazione', 'spedito', 'consegnato'];

/**
 * An order's status in Italian: the words the customer reads in "Storico ordini" (the API's
 * status_label) and the staff console shows, from one list.
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  ricevuto: 'Ricevuto',
  in_lavorazione: 'In lavorazione',
  spedito: 'Spedito',
  consegnato: 'Consegnato',
  annullato: 'Annullato',
};

/**
 * The statuses an order may move to from each one. Forward only; `spedito` may come straight
 * from `ricevuto` (a partner that ships the day it reads the order), but `consegnato` only after
 * `spedito`, so a delivered order always has its tracking. Cancelling hands back points and
 * stock, so it is refused once the parcel has left. The server decides with this list and the
 * console offers exactly these.
 */
export const NEXT_STATUSES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  ricevuto: ['in_lavorazione', 'spedito', 'annullato'],
  in_lavorazione: ['spedito', 'annullato'],
  spedito: ['consegnato'],
  consegnato: [],
  annullato: [],
};

export function isOrderStatus(value: string): value is OrderStatus {
  return Object.hasOwn(ORDER_STATUS_LABELS, value);
}

/** The label of a status as the API sends it; one not listed shows as it is. */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status;
}

/**
 * Why `from` → `to` is refused, in Italian, or null when it is allowed: the 409 a staff member
 * or the partner's system reads.
 */
export function transitionRefusal(from: OrderStatus, to: OrderStatus): string | null {
  if (NEXT_STATUSES[from].includes(to)) return null;
  const label = (s: OrderStatus) => ORDER_STATUS_LABELS[s].toLowerCase();
  if (from === to) return `L'ordine è già nello stato «${label(to)}»`;
  if (from === 'annullato') return "L'ordine è annullato: il suo stato non può più cambiare";
  if (from === 'consegnato') return "L'ordine è già stato consegnato: il suo stato non può più cambiare";
  if (to === 'annullato') return "L'ordine è già stato spedito: non può più essere annullato";
  if (to === 'consegnato') return 'Un ordine può risultare consegnato solo dopo essere stato spedito';
  return `Un ordine «${label(from)}» non può tornare allo stato «${label(to)}»`;
}
