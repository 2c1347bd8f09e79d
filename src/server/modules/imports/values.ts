/**
 * Cell parsers shared by the imports. Each returns the value or throws RowError with a message
 * for the operator (Italian, naming the column), which becomes the row's reason in the report.
 */
export class RowError extends Error {
  override name = 'RowError';
}

const TRUE = new Set(['1', 'true', 'sì', 'si', 'yes', 'vero', 'x']);
const FALSE = new Set(['0', 'false', 'no', 'falso']);

/** 1/0, true/false, sì/no (any case); empty → the default. */
export function parseFlag(column: string, value: string | undefined, fallback: 0 | 1): 0 | 1 {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '') return fallback;
  if (TRUE.has(v)) return 1;
  if (FALSE.has(v)) return 0;
  throw new RowError(`${column}: valore "${value}" non valido (ammessi 1/0, true/false, sì/no)`);
}

/** Optional text with a length limit (the column's size): null when empty. */
export function optionalText(column: string, value: string | undefined, max: number): string | null {
  const v = (value ?? '').trim();
  if (v === '') return null;
  if (v.length > max) throw new RowError(`${column}: più di ${max} caratteri`);
  if (/\p{Cc}/u.test(v)) throw new RowError(`${column}: contiene caratteri di controllo`);
  return v;
}

export function requiredText(column: string, value: string | undefined, max: number): string {
  const v = optionalText(column, value, max);
  if (v === null) throw new RowError(`${column}: obbligatorio`);
  return v;
}

/** A whole number of points, digits only: `1.000` is refused rather than read as 1 or 1000. */
export function parsePoints(column: string, value: string | undefined): number {
  const v = (value ?? '').trim();
  if (v === '') throw new RowError(`${column}: obbligatorio`);
  if (!/^[+-]?\d+$/.test(v)) throw new RowError(`${column}: "${v}" non è un numero intero (solo cifre, senza separatori delle migliaia)`);
  const n = Number(v);
  // The ledger column is a 32-bit integer on both databases.
  if (!Number.isSafeInteger(n) || Math.abs(n) > 1_000_000_000) throw new RowError(`${column}: ${v} è fuori scala (massimo 1 000 000 000)`);
  return n;
}

/** `2026-11-30` for a date written alone (`2026-11-30`, `30/11/2026`); null for anything else. */
function calendarDayOf(v: string): string | null {
  const it = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  return it ? `${it[3]}-${it[2]!.padStart(2, '0')}-${it[1]!.padStart(2, '0')}` : /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null;
}

/** Whether a date column gives a day with no time: the movement is then shown as that day. */
export function isDayOnly(value: string | undefined): boolean {
  return calendarDayOf((value ?? '').trim()) !== null;
}

/**
 * Optional date: `2026-11-30`, `30/11/2026` (Italian order), or a full ISO timestamp. A date
 * alone means midnight UTC. Null when empty; future dates are refused (a typo in the year).
 */
export function parseDate(column: string, value: string | undefined, now: Date): Date | null {
  const v = (value ?? '').trim();
  if (v === '') return null;
  const day = calendarDayOf(v);
  const timestamp = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(v) ? v.replace(' ', 'T') : null;
  const date = day ? new Date(`${day}T00:00:00Z`) : timestamp ? new Date(timestamp) : null;
  // `2026-02-30` parses to 2 March in JavaScript: a day must survive the round trip.
  const bad = !date || Number.isNaN(date.getTime()) || (day !== null && date.toISOString().slice(0, 10) !== day);
  if (bad) throw new RowError(`${column}: "${v}" non è una data valida (AAAA-MM-GG o GG/MM/AAAA)`);
  if (date.getTime() > now.getTime() + 24 * 3600 * 1000) throw new RowError(`${column}: ${v} è nel futuro`);
  return date;
}
