import { CURRENCY, LOCALE } from '../../../shared/constants.js';

/** it-IT formats of the engagement screens (spec §9: locale it-IT, currency EUR). */

const longDate = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const euro = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });
// Italian CLDR leaves four-digit numbers ungrouped (2000); points read better as 2.000 like 25.000.
const points = new Intl.NumberFormat(LOCALE, { useGrouping: 'always' });

/** A date-only ISO string (yyyy-MM-dd) is a calendar day: read it as local, not as UTC midnight. */
function toDate(iso: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '12 maggio 2026' (the text as given when it is not a date). */
export function formatLongDate(iso: string): string {
  const date = toDate(iso);
  return date ? longDate.format(date) : iso;
}

/** '12/05/2026' */
export function formatShortDate(iso: string): string {
  const date = toDate(iso);
  return date ? shortDate.format(date) : iso;
}

/** '12/05/2026, 18:45' */
export function formatDateTime(iso: string): string {
  const date = toDate(iso);
  return date ? dateTime.format(date) : iso;
}

/** '20,00 €' */
export function formatEuro(value: number): string {
  return euro.format(value);
}

/** '2.000' */
export function formatPoints(value: number): string {
  return points.format(value);
}
