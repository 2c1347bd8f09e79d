import { addMonths, dayIn } from '../../../shared/programme.js';
import type { ResolvedExpiry } from '../../../shared/tenant-config.js';
import type { LotLedgerRow } from './lots.js';

/**
 * When a credit's points expire under the tenant's policy (features.points.expiry): the last day
 * (YYYY-MM-DD, the tenant's calendar) they can be spent, or null when they never expire. They
 * leave the balance on the first expiry run after that day.
 * - never: null;
 * - programme_end: programme.end (null without a calendar);
 * - rolling: the credit's day plus `months` months (31 January + 1 month: 28/29 February);
 * - calendar: `day` (MM-DD) of the year after the credit's year: with 12-31, every credit of
 *   2026 can be spent until 31 December 2027. 02-29 is 28 February in a common year.
 */
export function lastDayOf(creditDay: string, expiry: ResolvedExpiry, programmeEnd: string | null): string | null {
  switch (expiry.policy) {
    case 'never':
      return null;
    case 'programme_end':
      return programmeEnd;
    case 'rolling':
      return expiry.months === null ? null : addMonths(creditDay, expiry.months);
    case 'calendar': {
      const year = Number(creditDay.slice(0, 4)) + 1;
      const [month, day] = expiry.day.split('-').map(Number) as [number, number];
      const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
      return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
    }
  }
}

/**
 * The day a ledger row belongs to on the tenant's calendar: a movement imported with a day alone
 * is that day; any other is the day the tenant's clock showed.
 */
export function rowDay(row: Pick<LotLedgerRow, 'created_at'> & { day_only: number }, timeZone: string): string {
  return row.day_only === 1 ? row.created_at.slice(0, 10) : dayIn(new Date(row.created_at), timeZone);
}
