import { LOCALE } from '../../../shared/constants.js';

const number = new Intl.NumberFormat(LOCALE);
const dateTime = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const dateOnly = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' });

/** 25000 → '25.000' (it-IT). */
export function formatNumber(value: number): string {
  return number.format(value);
}

/** An ISO time as '22 novembre 2025 alle ore 10:30'; the text as given when it does not parse. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}

/** An ISO time as '22/11/2025'. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateOnly.format(d);
}

/** The page of a `?page=` query: a whole number from 1, else 1. */
export function pageFrom(search: URLSearchParams): number {
  const n = Number(search.get('page'));
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}
