/**
 * Lists of codes as operators bring them: a CSV file (a `code` column, or for user codes
 * `user_code`, among others, `;` `,` or tab separated, UTF-8 with or without BOM), a file of one
 * code a line, or codes pasted in a box. Used by the console's Notifiche (user codes, read in the
 * browser) and the server's voucher code pools. Values are trimmed; empty ones are skipped;
 * duplicates are kept (the caller decides what a repeat means).
 */

const HEADERS = new Set(['code', 'codice', 'user_code', 'codice_utente']);

function cellsOf(line: string, separator: string | null): string[] {
  return (separator ? line.split(separator) : [line]).map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
}

/** The codes of a file: the `code` (or `user_code`, `codice`) column when the first line names one, else the first cell of each line. */
export function codesFromFile(text: string): string[] {
  const lines = text
    .replace(/^\ufeff/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  if (!lines.length) return [];
  const first = lines[0]!;
  const separator = [';', '\t', ','].find((s) => first.includes(s)) ?? null;
  const header = cellsOf(first, separator).map((cell) => cell.toLowerCase());
  const column = header.findIndex((cell) => HEADERS.has(cell));
  const rows = column >= 0 ? lines.slice(1) : lines;
  return rows.map((line) => cellsOf(line, separator)[Math.max(column, 0)] ?? '').filter(Boolean);
}

/** Codes typed or pasted in a box: separated by new lines, spaces, commas or semicolons. */
export function codesFromText(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}
