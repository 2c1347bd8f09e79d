import type { Order } from './types/generated/api/catalog.js';

export type OrderStatus = Order['status'];

/**
 * An order's status in Italian: the words the customer reads in "Storico ordini" (the API's
 * status_label) and the staff console shows, from one list.
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  confirmed: 'Confermato',
  shipped: 'Spedito',
  delivered: 'Consegnato',
  cancelled: 'Annullato',
};

/** The label of a status as the API sends it; one not listed shows as it is. */
export function orderStatusLabel(status: string): string {
  return Object.hasOwn(ORDER_STATUS_LABELS, status) ? ORDER_STATUS_LABELS[status as OrderStatus] : status;
}
