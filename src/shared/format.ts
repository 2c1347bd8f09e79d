import { LOCALE } from './constants.js';
import { dayMonthText, longDateText, shortDateText, timeText } from './italian-date.js';
import { italianNumber } from './italian-number.js';

/**
 * The one it-IT formatter set (spec §9: locale it-IT, currency EUR), for the portal, the staff
 * console and the server's mail and exports alike, so a figure reads the same wherever it shows.
 */

// The console's percentages only: Intl scales by 100 on the decimal, which a hand-written form
// would have to copy. Built on first use, and dropped from bundles that never call it.
const percent = /* @__PURE__ */ lazyPercent();

function lazyPercent(): () => Intl.NumberFormat {
  let made: Intl.NumberFormat | undefined;
  return () => (made ??= new Intl.NumberFormat(LOCALE, { style: 'percent', useGrouping: 'always', maximumFractionDigits: 1 }));
}

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
function dateWith(write: (date: Date) => string, iso: string | null | undefined): string {
  if (!iso) return '';
  const date = toDate(iso);
  return date ? write(date) : iso;
}

/** Points: 1500 → '1.500', 25000 → '25.000' (whole, always grouped). */
export function formatPoints(value: number): string {
  return italianNumber(value, { maxDecimals: 0 });
}

/** A points movement with its sign: 500 → '+500', -1500 → '-1.500', 0 → '0'. */
export function formatPointsDelta(value: number): string {
  const text = italianNumber(value, { maxDecimals: 0 });
  return value > 0 && text !== '0' ? `+${text}` : text;
}

/**
 * A number that names a place rather than counts (a file's row, 'riga 1160'): digits only, never
 * grouped, as the file's own numbering and a text editor's go-to-line read it.
 */
export function formatRowNumber(value: number): string {
  return italianNumber(value, { maxDecimals: 0, group: false });
}

/**
 * Any other figure (counts, quantities): 1500 → '1.500', 2.5 → '2,5'. `maxDecimals` for one that
 * needs more, such as a form's limit (0.001 → '0,001').
 */
export function formatNumber(value: number, maxDecimals = 2): string {
  return italianNumber(value, { maxDecimals });
}

/** A figure with exactly `decimals` decimals: 0.25 MB → '0,25'; `group: false` for one a person edits ('1234,50'). */
/** '12,5 KB', '1,2 MB': enough to recognise a file (and to state an upload's limit). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} byte`;
  const oneDecimal = (n: number) => formatNumber(Math.round(n * 10) / 10);
  if (bytes < 1024 * 1024) return `${oneDecimal(bytes / 1024)} KB`;
  return `${oneDecimal(bytes / 1024 / 1024)} MB`;
}

export function formatFixed(value: number, decimals: number, { group = true } = {}): string {
  return italianNumber(value, { maxDecimals: decimals, minDecimals: decimals, group });
}

/** Euro: 20 → '20,00 €'. */
export function formatEuro(value: number): string {
  return `${formatFixed(value, 2)}\u00a0€`;
}

/** A share of a whole: 0.425 → '42,5%', 1 → '100%'. */
export function formatPercent(ratio: number): string {
  return percent().format(ratio);
}

/** '2025-11-03T09:00:00Z' or '2025-11-03' → '3 novembre 2025'. */
export function formatLongDate(iso: string | null | undefined): string {
  return dateWith(longDateText, iso);
}

/** '2025-11-03' → '03/11/2025'. */
export function formatShortDate(iso: string | null | undefined): string {
  return dateWith(shortDateText, iso);
}

/** '2025-11-03' → '3 nov' (where the year is plain from around it: a chart's axis). */
export function formatDayMonth(iso: string | null | undefined): string {
  return dateWith(dayMonthText, iso);
}

/** '2025-11-22T10:30:00' → '22 novembre 2025 alle ore 10:30' (as Intl words it for it-IT). */
export function formatDateTime(iso: string | null | undefined): string {
  return dateWith((date) => `${longDateText(date)} alle ore ${timeText(date)}`, iso);
}

/** '2025-11-22T10:30:00' → '22/11/2025, 10:30': a list's column, where the long form wraps on a tablet. */
export function formatShortDateTime(iso: string | null | undefined): string {
  return dateWith((date) => `${shortDateText(date)}, ${timeText(date)}`, iso);
}
