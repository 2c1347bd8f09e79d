import { LOCALE } from '../../../shared/constants.js';

const day = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });
const dayAndTime = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2025-11-03T09:00:00Z' → '3 novembre 2025' (it-IT); '' for a missing or broken date. */
export function formatDate(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? day.format(date) : '';
}

/** '3 novembre 2025 alle ore 10:00' style, as Intl writes it for it-IT. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? dayAndTime.format(date) : '';
}
