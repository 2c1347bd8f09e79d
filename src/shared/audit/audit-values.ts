import { countedTexts } from '../counted.js';
import { formatDateTime, formatNumber, formatPoints, formatShortDate } from '../format.js';
import { DEFAULT_TIME_ZONE } from '../time-zone.js';

/**
 * The words an audit sentence puts around a recorded value: every figure, date, yes/no and quoted
 * text through the shared formatters, so the log reads as the rest of the console does.
 */

/** A recorded before/after: usually an object of named values, sometimes one bare value. */
export type Recorded = unknown;

/** The value named `key` of a recorded object (undefined when the record is no object or lacks it). */
export function field(record: Recorded, key: string): unknown {
  return record !== null && typeof record === 'object' && !Array.isArray(record) ? (record as Record<string, unknown>)[key] : undefined;
}

export const has = (record: Recorded, key: string): boolean => field(record, key) !== undefined;

const missing = (value: unknown) => value === undefined || value === null;

/** «text»: a name or text typed by someone, set apart from the sentence around it; 'nessuno' when there is none. */
export const quoted = (text: unknown): string => (missing(text) ? 'nessuno' : `«${String(text)}»`);

/** A recorded code by its Italian label, quoted: `labelled(orderStatusLabel)`. */
export const labelled =
  (label: (code: string) => string) =>
  (code: unknown): string =>
    missing(code) ? 'nessuno' : quoted(label(String(code)));

export const yesNo = (value: unknown): string => (value ? 'Sì' : 'No');
export const onOff = (value: unknown): string => (value ? 'Attivo' : 'Disattivato');

export const pointsText = (value: unknown): string => (typeof value === 'number' ? formatPoints(value) : plainValue(value));

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * Any recorded value in Italian, when nothing more specific is known: yes/no, figures grouped,
 * dates written out (in `timeZone`, the programme's default unless said), lists joined, texts
 * quoted, objects as their values in order.
 */
export function plainValue(value: unknown, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (missing(value) || value === '') return 'nessuno';
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') {
    if (DATE_ONLY.test(value)) return formatShortDate(value, timeZone);
    if (DATE_TIME.test(value)) return formatDateTime(value, timeZone);
    return quoted(value);
  }
  if (Array.isArray(value)) return value.length ? value.map((v) => plainValue(v, timeZone)).join(', ') : 'nessuno';
  return Object.values(value as Record<string, unknown>)
    .map((v) => plainValue(v, timeZone))
    .join(', ');
}

/** 'saldo da 30.744 a 31.744': one named value on both sides, or the side there is. */
export function fromTo(name: string, before: unknown, after: unknown, show: (v: unknown) => string = plainValue): string {
  if (before === undefined) return `${name} ${show(after)}`;
  if (after === undefined) return `${name} era ${show(before)}`;
  return `${name} da ${show(before)} a ${show(after)}`;
}

/** The sentence's parts that are there, joined: `clauses('a', undefined, 'b')` → 'a; b'. */
export function clauses(...parts: (string | false | undefined | null)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.length > 0).join('; ');
}

/** Counted words of the audit sentences, in Italian's plural forms. */
export const auditCounted = countedTexts({
  rows: { one: '{{n}} riga', other: '{{n}} righe' },
  customers: { one: '{{n}} cliente', other: '{{n}} clienti' },
  orders: { one: '{{n}} ordine', other: '{{n}} ordini' },
  entries: { one: '{{n}} voce', other: '{{n}} voci' },
  recipients: { one: '{{n}} destinatario', other: '{{n}} destinatari' },
  emails: { one: '{{n}} email', other: '{{n}} email' },
  unknownCodes: { one: '{{n}} codice sconosciuto ignorato', other: '{{n}} codici sconosciuti ignorati' },
  images: { one: '{{n}} immagine', other: '{{n}} immagini' },
  sessions: { one: '{{n}} sessione aperta', other: '{{n}} sessioni aperte' },
});

/** A count recorded as a number, else the value as it is. */
export function countOf(key: Parameters<typeof auditCounted>[0], value: unknown): string {
  return typeof value === 'number' ? auditCounted(key, value) : plainValue(value);
}
