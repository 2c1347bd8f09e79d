import { CURRENCY, LOCALE } from './constants.js';

/**
 * The one it-IT formatter set (spec §9: locale it-IT, currency EUR), for the portal, the staff
 * console and the server's mail and exports alike, so a figure reads the same wherever it shows.
 */

/**
 * An Intl formatter built the first time it is used, not when this module loads: the first one a
 * page builds initialises ICU (see grouped() below), which only pages showing euros, percentages
 * or dates need to pay for, and then when they first show one.
 */
function lazily<T>(build: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= build());
}

// CLDR's Italian style leaves four-digit numbers ungrouped ("9500" beside "12.500"), which reads
// badly in a list of prices: euros are always grouped, like points and counts (grouped() below).
// Each is marked pure so a bundle that never uses it drops it (the console's percentages and
// day-month dates stay out of the portal).
const euro = /* @__PURE__ */ lazily(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY, useGrouping: 'always' }));
const percent = /* @__PURE__ */ lazily(
  () => new Intl.NumberFormat(LOCALE, { style: 'percent', useGrouping: 'always', maximumFractionDigits: 1 }),
);
const longDate = /* @__PURE__ */ lazily(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' }));
const shortDate = /* @__PURE__ */ lazily(() => new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' }));
const dayMonth = /* @__PURE__ */ lazily(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short' }));
const dateTime = /* @__PURE__ */ lazily(
  () => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
);
// Only the console's lists use it, where a column must stay narrow at 768 px.
const shortDateTime = /* @__PURE__ */ lazily(
  () => new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
);

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
function dateWith(format: () => Intl.DateTimeFormat, iso: string | null | undefined): string {
  if (!iso) return '';
  const date = toDate(iso);
  return date ? format().format(date) : iso;
}

/**
 * A number the it-IT way with points and counts always grouped: a dot every three digits, a
 * decimal comma, at most `maxDecimals` decimals without trailing zeros, rounded half away from
 * zero ('-1.234.567', '2,5'), exactly as Intl.NumberFormat writes it (format.test.ts compares
 * the two). Written out rather than asked of Intl: points and counts show on every customer page,
 * and the first Intl number formatter a page builds initialises ICU, 10–30 ms of main thread in
 * Chromium on this machine and about 44 ms of /catalogo's first render at 4× CPU, a long task
 * Lighthouse's blocking time counted. Pages without euros or dates now never pay for it.
 */
function grouped(value: number, maxDecimals: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole, decimals] = roundedDigits(Math.abs(value), maxDecimals);
  const fraction = decimals.replace(/0+$/, '');
  const text = whole.replace(/\B(?=(\d{3})+$)/g, '.') + (fraction ? `,${fraction}` : '');
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/**
 * The whole and decimal digits of a magnitude rounded to `maxDecimals` places the way Intl does:
 * on the shortest decimal that reads back as the number ('2.135' → 2.14), not on its exact binary
 * value (2.13499…, which toFixed rounds down), half away from zero. Done on the digits as text: a
 * shifted number (2.135 × 100) is itself inexact.
 */
function roundedDigits(magnitude: number, maxDecimals: number): [string, string] {
  const shortest = String(magnitude);
  // Exponent forms: below 1e-6, zero to two places; from 1e21, beyond any figure shown here.
  if (shortest.includes('e')) return splitPoint(magnitude.toFixed(maxDecimals));
  const [whole, fraction] = splitPoint(shortest);
  if (fraction.length <= maxDecimals) return [whole, fraction];
  const kept = whole + fraction.slice(0, maxDecimals);
  const digits = fraction.charAt(maxDecimals) >= '5' ? plusOne(kept) : kept;
  const point = digits.length - maxDecimals;
  return [digits.slice(0, point), digits.slice(point)];
}

function splitPoint(text: string): [string, string] {
  const [whole = '0', fraction = ''] = text.split('.');
  return [whole, fraction];
}

/** '0999' → '1000', '1299' → '1300': one more in the last place, carried leftwards. */
function plusOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits.charAt(i) === '9') i--;
  const carried = '0'.repeat(digits.length - 1 - i);
  return i < 0 ? `1${carried}` : `${digits.slice(0, i)}${Number(digits.charAt(i)) + 1}${carried}`;
}

/** Points: 1500 → '1.500', 25000 → '25.000' (whole, always grouped). */
export function formatPoints(value: number): string {
  return grouped(value, 0);
}

/** A points movement with its sign: 500 → '+500', -1500 → '-1.500', 0 → '0'. */
export function formatPointsDelta(value: number): string {
  const text = grouped(value, 0);
  return value > 0 && text !== '0' ? `+${text}` : text;
}

/** '1 cliente', '3 clienti': a count with the noun it needs. */
export function countOf(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

/** Any other figure (counts, quantities): 1500 → '1.500', 2.5 → '2,5'. */
export function formatNumber(value: number): string {
  return grouped(value, 2);
}

/** Euro: 20 → '20,00 €'. */
export function formatEuro(value: number): string {
  return euro().format(value);
}

/** A share of a whole: 0.425 → '42,5%', 1 → '100%'. */
export function formatPercent(ratio: number): string {
  return percent().format(ratio);
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
