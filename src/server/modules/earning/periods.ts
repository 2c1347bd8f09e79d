import type { Cap, Target } from '../../../shared/types/generated/tenant.js';
import { ITALIAN_MONTHS } from '../../../shared/italian-date.js';

/** The period a target or a cap counts in, for a sale's day (YYYY-MM-DD): its key and its days. */

export type PeriodSpec = Target['period'] | Cap['period'];

export interface Period {
  /** Stable name of the period ('2026-10', '2026-Q4', '2026', '2026-10-01..2026-12-31'). */
  key: string;
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function lastDay(year: number, month: number): string {
  // Day 0 of the next month is this month's last day.
  return `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
}

/** The period containing `day`, or null when an explicit period does not contain it. */
export function periodOf(spec: PeriodSpec, day: string): Period | null {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  if (spec === 'month') return { key: `${year}-${pad(month)}`, from: `${year}-${pad(month)}-01`, to: lastDay(year, month) };
  if (spec === 'quarter') {
    const q = Math.floor((month - 1) / 3);
    return { key: `${year}-Q${q + 1}`, from: `${year}-${pad(q * 3 + 1)}-01`, to: lastDay(year, q * 3 + 3) };
  }
  if (spec === 'year') return { key: String(year), from: `${year}-01-01`, to: `${year}-12-31` };
  return day >= spec.from && day <= spec.to ? { key: `${spec.from}..${spec.to}`, ...spec } : null;
}

const QUARTERS = ['primo', 'secondo', 'terzo', 'quarto'];

/** The month of a day in Italian, as a customer reads it after "di": 'ottobre'. */
export const monthName = (day: string) => ITALIAN_MONTHS[Number(day.slice(5, 7)) - 1]!;

const itDay = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}/${day.slice(0, 4)}`;

/** A period in Italian, after "a"/"nel": 'ottobre 2026', 'quarto trimestre 2026', '2026', 'dal 1/10/2026 al 31/12/2026'. */
export function periodName(spec: PeriodSpec, period: Period): string {
  const year = period.from.slice(0, 4);
  if (spec === 'month') return `${monthName(period.from)} ${year}`;
  if (spec === 'quarter') return `${QUARTERS[Math.floor((Number(period.from.slice(5, 7)) - 1) / 3)]} trimestre ${year}`;
  if (spec === 'year') return year;
  return `dal ${itDay(period.from)} al ${itDay(period.to)}`;
}

/**
 * The days whose earlier sales the targets and caps need to judge these new sales: from the start
 * of the first period to the end of the last one; null when no rule counts in periods.
 */
export function historyWindow(specs: readonly PeriodSpec[], days: readonly string[]): { from: string; to: string } | null {
  let from: string | null = null;
  let to: string | null = null;
  for (const spec of specs)
    for (const day of days) {
      const p = periodOf(spec, day);
      if (!p) continue;
      if (from === null || p.from < from) from = p.from;
      if (to === null || p.to > to) to = p.to;
    }
  return from !== null && to !== null ? { from, to } : null;
}
