/**
 * Dates written the it-IT way by hand, for format.ts, for the reason italian-number.ts gives:
 * Intl's month names would cost a formatter per form. They write a wall-clock reading (the day
 * and time in the tenant's zone, which format.ts works out); format.test.ts checks every form
 * against Intl.DateTimeFormat over many dates, times and zones.
 */

/** A calendar day, and for an instant the time on the tenant's clock. Month 1-12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The months in Italian, January first, as written after a day or after "di". */
export const ITALIAN_MONTHS = [
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
export function longDateText(w: WallClock): string {
  return `${w.day} ${ITALIAN_MONTHS[w.month - 1]} ${w.year}`;
}

/** '03/11/2025'. */
export function shortDateText(w: WallClock): string {
  return `${twoDigits(w.day)}/${twoDigits(w.month)}/${w.year}`;
}

/** '3 nov'. */
export function dayMonthText(w: WallClock): string {
  return `${w.day} ${MONTHS_SHORT[w.month - 1]}`;
}

/** '09:05', on the 24-hour clock. */
export function timeText(w: WallClock): string {
  return `${twoDigits(w.hour)}:${twoDigits(w.minute)}`;
}
