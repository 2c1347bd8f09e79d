import type { OrderStatus } from './order-status.js';
import { addDays } from './programme.js';

/** An order still owed is at risk in the last days before its due date. */
export const AT_RISK_DAYS = 30;

/** The statuses of a prize still owed: delivered and cancelled orders have no deadline left. */
export const OWED_STATUSES: readonly OrderStatus[] = ['ricevuto', 'in_lavorazione', 'spedito'];

export type Deadline = 'at_risk' | 'overdue';

export const DEADLINES: readonly Deadline[] = ['at_risk', 'overdue'];

export const DEADLINE_LABELS: Record<Deadline, string> = {
  at_risk: `A rischio (scadenza entro ${AT_RISK_DAYS} giorni)`,
  overdue: 'In ritardo',
};

export function isDeadline(value: string): value is Deadline {
  return Object.hasOwn(DEADLINE_LABELS, value);
}

/**
 * The due dates (YYYY-MM-DD, both ends included) an owed order has under each deadline, on the
 * tenant's calendar day `today`: overdue is due before today; at risk is due today or within the
 * next AT_RISK_DAYS days. The two never overlap, so an order is counted once.
 */
export function dueRange(deadline: Deadline, today: string): { from?: string; to: string } {
  return deadline === 'overdue' ? { to: addDays(today, -1) } : { from: today, to: addDays(today, AT_RISK_DAYS) };
}
