import { LOCALE } from './constants.js';
import { dayMonthText, longDateText, shortDateText, timeText, type WallClock } from './italian-date.js';
import { wallClockIn } from './time-zone.js';
import { italianNumber } from './italian-number.js';

/**
 * The one it-IT formatter set (locale it-IT, currency EUR), for the portal, the staff
 * console and the server's mail and exports alike, so a figure reads the same wherever it shows.
 */

// The console's percentages only: Intl scales by 100 on the decimal, which a hand-written form
// would have to copy. Built on first use, and dropped from bundles that never call it.
const percent = /* @__PURE__ */ lazyPercent();

function lazyPercent(): () => Intl.NumberFormat {
  let made: Intl.NumberFormat | undefined;
  return () => (made ??= new Intl.NumberFormat(LOCALE, { style: 'percent', useGrouping: 'always', maximumFractionDigits: 1 }));
}

// A calendar day ('2026-11-30'): a date with no time, shown as that day in any zone.
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// A time with no offset ('2026-11-30T10:30:00'): already a reading of the tenant's clock.
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2}(\.\d+)?)?$/;

/** A value to write: the wall clock it names, and whether it carries a time at all. */
interface Reading {
  clock: WallClock;
  hasTime: boolean;
}

function written(parts: RegExpExecArray, hasTime: boolean): Reading | null {
  const [year, month, day, hour = 0, minute = 0] = parts.slice(1, 6).map((p) => Number(p ?? 0));
  // Refuses 2026-02-30 rather than rolling it into March.
  const check = new Date(Date.UTC(year!, month! - 1, day!));
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day || hour! > 23 || minute! > 59) return null;
  return { clock: { year: year!, month: month!, day: day!, hour: hour!, minute: minute! }, hasTime };
}

/**
 * What an ISO string reads on the tenant's clock. An instant (with Z or an offset) is converted to
 * `timeZone`; a date alone is that calendar day, with no time; a time without offset is taken as
 * written. Never the machine's own zone, so server and browser write the same text.
 */
function readingOf(iso: string, timeZone: string): Reading | null {
  const day = DATE_ONLY.exec(iso);
  if (day) return written(day, false);
  const wall = WALL_TIME.exec(iso);
  if (wall) return written(wall, true);
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : { clock: wallClockIn(date, timeZone), hasTime: true };
}

/** Formats a date; '' when there is none, the text as given when it is not a date. */
function dateWith(write: (reading: Reading) => string, iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const reading = readingOf(iso, timeZone);
  return reading ? write(reading) : iso;
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

/*
 * Dates take the tenant's IANA time zone (its file's `timeZone`) explicitly: the portal is drawn on
 * the server and again in the browser, and both must write the same day and time.
 */

/** '2025-11-03T09:00:00Z' or '2025-11-03' → '3 novembre 2025'. */
export function formatLongDate(iso: string | null | undefined, timeZone: string): string {
  return dateWith((r) => longDateText(r.clock), iso, timeZone);
}

/** '2025-11-03' → '03/11/2025'. */
export function formatShortDate(iso: string | null | undefined, timeZone: string): string {
  return dateWith((r) => shortDateText(r.clock), iso, timeZone);
}

/** '2025-11-03' → '3 nov' (where the year is plain from around it: a chart's axis). */
export function formatDayMonth(iso: string | null | undefined, timeZone: string): string {
  return dateWith((r) => dayMonthText(r.clock), iso, timeZone);
}

/**
 * '2025-11-22T09:30:00Z' → '22 novembre 2025 alle ore 10:30' in Europe/Rome (as Intl words it for
 * it-IT); a date with no time ('2025-11-22') → '22 novembre 2025', never a made-up midnight.
 */
export function formatDateTime(iso: string | null | undefined, timeZone: string): string {
  return dateWith((r) => (r.hasTime ? `${longDateText(r.clock)} alle ore ${timeText(r.clock)}` : longDateText(r.clock)), iso, timeZone);
}

/** '2025-11-22T09:30:00Z' → '22/11/2025, 10:30': a list's column, where the long form wraps on a tablet. */
export function formatShortDateTime(iso: string | null | undefined, timeZone: string): string {
  return dateWith((r) => (r.hasTime ? `${shortDateText(r.clock)}, ${timeText(r.clock)}` : shortDateText(r.clock)), iso, timeZone);
}
