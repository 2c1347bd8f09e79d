import type { SaleLine, SaleRow } from '../../../shared/types/generated/api/partner.js';
import type { ProgrammeCalendar } from '../../../shared/programme.js';

/** What a posted sales line must be, beyond the contract's schema (which bounds every field). */

/** The day `now` is on the tenant's clock, YYYY-MM-DD: a sale may not be dated after it. */
export function dayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const isRealDay = (day: string) => {
  const parsed = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
};

/** A line's amount in cents; null when it has more than two decimals (a rounding the partner should make, not us). */
export function centsOf(amount: number): number | null {
  const cents = Math.round(amount * 100);
  return Math.abs(cents - amount * 100) < 1e-6 ? cents : null;
}

export interface CheckedLine {
  index: number;
  userId: number;
  line: SaleLine;
  cents: number;
}

const itDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * Why a sale of `day` earns nothing under the programme's calendar, or null when it may earn:
 * points are earned from the programme's start to its last day of earning, both included.
 */
export function outsideEarning(calendar: ProgrammeCalendar | null, day: string): string | null {
  if (!calendar) return null;
  if (day < calendar.start)
    return `date: ${day} è prima dell’inizio del programma (${itDay(calendar.start)}): la vendita non accumula punti`;
  if (day > calendar.earnUntil)
    return `date: ${day} è dopo l’ultimo giorno di raccolta punti (${itDay(calendar.earnUntil)}): la vendita non accumula punti`;
  return null;
}

export interface CheckedLines {
  accepted: CheckedLine[];
  rows: SaleRow[];
  /** Indexes of the lines rejected only because the calendar gives them no points (the others are errors). */
  outside: number[];
}

/**
 * Each line accepted (with its customer and cents) or rejected with the reason in Italian.
 * `customers` maps a normalised user code to the tenant's customer id. A well-formed line dated
 * outside the programme's earning days is rejected too (stored, it would count towards a later
 * line's target or cap), and listed in `outside`.
 */
export function checkLines(
  lines: readonly SaleLine[],
  customers: ReadonlyMap<string, number>,
  today: string,
  calendar: ProgrammeCalendar | null = null,
): CheckedLines {
  const accepted: CheckedLine[] = [];
  const outside: number[] = [];
  const rows: SaleRow[] = lines.map((line, index) => {
    const code = line.user_code.trim().toUpperCase();
    const userId = customers.get(code);
    const cents = centsOf(line.amount);
    const reason =
      userId === undefined
        ? `user_code: cliente ${code} non trovato`
        : !isRealDay(line.date)
          ? `date: "${line.date}" non è una data valida`
          : line.date > today
            ? `date: ${line.date} è nel futuro`
            : !line.product_code.trim()
              ? 'product_code: obbligatorio'
              : cents === null
                ? `amount: ${line.amount} ha più di due decimali`
                : null;
    if (reason !== null) return { index, outcome: 'rejected', reason };
    const gate = outsideEarning(calendar, line.date);
    if (gate !== null) {
      outside.push(index);
      return { index, outcome: 'rejected', reason: gate };
    }
    accepted.push({ index, userId: userId!, line, cents: cents! });
    return { index, outcome: 'accepted', reason: null };
  });
  return { accepted, rows, outside };
}
