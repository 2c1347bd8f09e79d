/**
 * Dates written the it-IT way by hand, for format.ts, for the reason italian-number.ts gives: the
 * first Intl date formatter a page builds costs /news about 50 ms of main thread at 4× CPU, to
 * write '3 novembre 2025'. Local time, as Intl without a time zone. format.test.ts checks every
 * form against Intl.DateTimeFormat over many dates and times.
 */

const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];
const MONTHS_SHORT = ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'];

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '3 novembre 2025'. */
export function longDateText(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** '03/11/2025'. */
export function shortDateText(date: Date): string {
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** '3 nov'. */
export function dayMonthText(date: Date): string {
  return `${date.getDate()} ${MONTHS_SHORT[date.getMonth()]}`;
}

/** '09:05', on the 24-hour clock. */
export function timeText(date: Date): string {
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
