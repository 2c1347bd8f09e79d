import { formatShortDateTime } from '../../shared/format.js';

/**
 * CSV as the project's other CSVs are written (modules/imports/report.ts): `;`-separated, CRLF,
 * a BOM so Italian Excel opens UTF-8 accents right, RFC 4180 quoting, and a leading quote before
 * `=`/`+`/`-`/`@` (a plain negative number excepted) so a spreadsheet never runs a cell (an audit value typed by anyone) as a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let v = String(value);
  // A plain negative number (a points debit) is no formula: it stays a number in the sheet.
  if (/^[=+\-@\t\r]/.test(v) && !/^-\d+(\.\d+)?$/.test(v)) v = `'${v}`;
  return /[";\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export function csvDocument(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(';'));
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

/** 26/11/2026 10:30 on the tenant's clock: what the partner's office reads and Excel takes as a date. */
export function italianDateTime(iso: string, timeZone: string): string {
  return formatShortDateTime(iso, timeZone).replace(',', '');
}
