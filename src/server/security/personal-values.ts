/**
 * What an erasure writes where a person's values were, inside texts that stay (an audit entry's
 * before/after, a ledger reason, a finished mail's or a webhook's payload).
 */
export const ERASED_VALUE = '[cancellato]';

/**
 * The values worth replacing, longest first (so a full name goes before its parts): blanks and
 * values under 3 characters are dropped, as they are pieces of any word.
 */
export function personalValues(values: readonly (string | null | undefined)[]): string[] {
  const kept = values.flatMap((v) => (typeof v === 'string' && v.trim().length >= 3 ? [v.trim()] : []));
  return [...new Set(kept)].sort((a, b) => b.length - a.length);
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with every value (ignoring case: a name may be typed in capitals) replaced. */
export function scrubValues(text: string, values: readonly string[], replacement = ERASED_VALUE): string {
  if (!values.length) return text;
  return text.replace(new RegExp(values.map(escape).join('|'), 'gi'), replacement);
}

/**
 * A LIKE pattern (for lower(column)) that finds `value` anywhere: LIKE's own wildcards in it match
 * any one character, so the query finds a superset, and the caller keeps the rows that really
 * hold the value (`holdsAny`). No ESCAPE clause: SQLite and PostgreSQL differ on its default.
 */
export const likeAnywhere = (value: string): string => `%${value.toLowerCase().replace(/[%_\\]/g, '_')}%`;

export const holdsAny = (text: string | null, values: readonly string[]): boolean =>
  text !== null && values.some((v) => text.toLowerCase().includes(v.toLowerCase()));
