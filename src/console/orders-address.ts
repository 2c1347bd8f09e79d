import type { Deadline } from '../shared/order-deadline.js';
import type { OrderStatus } from '../shared/order-status.js';

/**
 * The Ordini list's deadline as its address says it, in Italian (the address is shown to staff),
 * shared by the list's filters and the dashboard's links to it.
 */
export const DEADLINE_PARAM = 'scadenza';
export const DEADLINE_WORDS: Record<Deadline, string> = { at_risk: 'a-rischio', overdue: 'in-ritardo' };

export function deadlineFromWord(word: string | null): Deadline | '' {
  return (Object.keys(DEADLINE_WORDS) as Deadline[]).find((d) => DEADLINE_WORDS[d] === word) ?? '';
}

/** The tenant's orders under a deadline, of one status or all. */
export function ordersUnderDeadline(alias: string, deadline: Deadline, status?: OrderStatus): string {
  const search = new URLSearchParams();
  // The same parameter the list's status filter reads.
  if (status) search.set('stato', status);
  search.set(DEADLINE_PARAM, DEADLINE_WORDS[deadline]);
  return `/iniziative/${encodeURIComponent(alias)}/ordini?${search.toString()}`;
}
