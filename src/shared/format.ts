import { CURRENCY, LOCALE } from './constants.js';

/**
 * The one it-IT formatter set (spec §9: locale it-IT, currency EUR), for the portal, the staff
 * console and the server's mail and exports alike, so a figure reads the same wherever it shows.
 */

// CLDR's Italian style leaves four-digit numbers ungrouped ("9500" beside "12.500"), which reads
// badly in a list of prices: points and counts are always grouped.
const points = new Intl.NumberFormat(LOCALE, { useGrouping: 'always', maximumFractionDigits: 0 });
const number = new Intl.NumberFormat(LOCALE, { useGrouping: 'always', maximumFractionDigits: 2 });
const signed = new Intl.NumberFormat(LOCALE, { useGrouping: 'always', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
const euro = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY, useGrouping: 'always' });
const longDate = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
// Marked pure so a bundle that does not use them drops them: the login route loads this module,
// and only the staff console's dashboard writes percentages and day-month dates.
const percent = /* @__PURE__ */ new Intl.NumberFormat(LOCALE, { style: 'percent', useGrouping: 'always', maximumFractionDigits: 1 });
const dayMonth = /* @__PURE__ */ new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short' });
// Only the console's lists use it, where a column must stay narrow at 768 px.
const shortDateTime = /* @__PURE__ */ new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * An ISO string as a Date. A date-only string (yyyy-MM-dd) is a calendar day: read as local
 * midnight, not UTC midnight (which is the previous day west of Greenwich).
 */
function toDate(iso: string): Date | null {
  const day = DATE_ONLY.exec(iso);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Formats a date; '' when there is none, the text as given when it is not a date. */
function dateWith(format: Intl.DateTimeFormat, iso: string | null | undefined): string {
  if (!iso) return '';
  const date = toDate(iso);
  return date ? format.format(date) : iso;
}

/** Points: 1500 → '1.500', 25000 → '25.000' (whole, always grouped). */
export function formatPoints(value: number): string {
  return points.format(value);
}

/** A points movement with its sign: 500 → '+500', -1500 → '-1.500', 0 → '0'. */
export function formatPointsDelta(value: number): string {
  return signed.format(value);
}

/** Any other figure (counts, quantities): 1500 → '1.500', 2.5 → '2,5'. */
/** '1 cliente', '3 clienti': a count with the noun it needs. */
export function countOf(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

export function formatNumber(value: number): string {
  return number.format(value);
}

/** Euro: 20 → '20,00 €'. */
export function formatEuro(value: number): string {
  return euro.format(value);
}

/** A share of a whole: 0.425 → '42,5%', 1 → '100%'. */
export function formatPercent(ratio: number): string {
  return percent.format(ratio);
}

/** '2025-11-03T09:00:00Z' or '2025-11-03' → '3 novembre 2025'. */
export function formatLongDate(iso: string | null | undefined): string {
  return dateWith(longDate, iso);
}

/** '2025-11-03' → '03/11/2025'. */
export function formatShortDate(iso: string | null | undefined): string {
  return dateWith(shortDate, iso);
}

/** '2025-11-03' → '3 nov' (where the year is plain from around it: a chart's axis). */
export function formatDayMonth(iso: string | null | undefined): string {
  return dateWith(dayMonth, iso);
}

/** '2025-11-22T10:30:00' → '22 novembre 2025 alle ore 10:30' (as Intl words it for it-IT). */
export function formatDateTime(iso: string | null | undefined): string {
  return dateWith(dateTime, iso);
}

/** '2025-11-22T10:30:00' → '22/11/2025, 10:30': a list's column, where the long form wraps on a tablet. */
export function formatShortDateTime(iso: string | null | undefined): string {
  return dateWith(shortDateTime, iso);
}
