import type { Deadline } from '../../../shared/order-deadline.js';
import { isOrderStatus, type OrderStatus } from '../../../shared/order-status.js';
import type { OrderQuery } from '../../../shared/types/generated/api/staff-orders.js';
import { DEADLINE_PARAM, DEADLINE_WORDS, deadlineFromWord } from '../../orders-address.js';

/** The list's filters as they stand in the URL query (Italian names: the address is shown to staff). */
export interface OrderFilters {
  status: OrderStatus | '';
  /** YYYY-MM-DD, a local calendar day; '' for any date. */
  since: string;
  /** Owed orders at risk or overdue; '' for every order. */
  deadline: Deadline | '';
  /** Prize code; '' for any. */
  prize: string;
  /** Customer's user code; '' for anyone. */
  customer: string;
}

export const PAGE_PARAM = 'pagina';
const PARAMS = { status: 'stato', since: 'dal', deadline: DEADLINE_PARAM, prize: 'premio', customer: 'cliente' } as const;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function filtersFrom(search: URLSearchParams): OrderFilters {
  const status = search.get(PARAMS.status) ?? '';
  const since = search.get(PARAMS.since) ?? '';
  return {
    status: isOrderStatus(status) ? status : '',
    since: DAY.test(since) ? since : '',
    deadline: deadlineFromWord(search.get(PARAMS.deadline)),
    prize: search.get(PARAMS.prize)?.trim() ?? '',
    customer: search.get(PARAMS.customer)?.trim() ?? '',
  };
}

/** Only the filters that are set, so the plain list has a plain address; the page starts again at 1. */
export function searchOf(filters: OrderFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['status', 'since', 'prize', 'customer'] as const) if (filters[key]) search.set(PARAMS[key], filters[key]);
  if (filters.deadline) search.set(PARAMS.deadline, DEADLINE_WORDS[filters.deadline]);
  return search;
}

/**
 * The API query of the filters. "Dal giorno" is a local calendar day: its first instant is sent
 * as ISO-8601 UTC (the server reads a bare date as a UTC day, while the table shows local times).
 */
export function orderQueryOf(filters: OrderFilters): Omit<OrderQuery, 'page' | 'limit'> {
  const query: Omit<OrderQuery, 'page' | 'limit'> = {};
  if (filters.status) query.status = filters.status;
  const day = DAY.exec(filters.since);
  if (day) query.since = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])).toISOString();
  if (filters.deadline) query.deadline = filters.deadline;
  if (filters.prize) query.prize = filters.prize;
  if (filters.customer) query.customer = filters.customer;
  return query;
}
