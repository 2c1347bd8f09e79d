import type { SaleLine, SaleRow } from '../../../shared/types/generated/api/partner.js';

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

/**
 * Each line accepted (with its customer and cents) or rejected with the reason in Italian.
 * `customers` maps a normalised user code to the tenant's customer id.
 */
export function checkLines(
  lines: readonly SaleLine[],
  customers: ReadonlyMap<string, number>,
  today: string,
): { accepted: CheckedLine[]; rows: SaleRow[] } {
  const accepted: CheckedLine[] = [];
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
    accepted.push({ index, userId: userId!, line, cents: cents! });
    return { index, outcome: 'accepted', reason: null };
  });
  return { accepted, rows };
}
