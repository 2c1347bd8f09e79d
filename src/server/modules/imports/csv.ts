import { isUtf8 } from 'node:buffer';
import { finished } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { nextTurn, ROWS_PER_TURN } from '../../turns.js';

/**
 * Reading operators' CSV files, for the import commands and the console's uploads alike: UTF-8
 * (with or without BOM, as Excel's "CSV UTF-8" writes it), `;` or `,` separators (Italian Excel
 * writes `;`), quoted fields, CRLF or LF. Anything that makes the whole file unreadable is an
 * ImportRefusal: nothing is imported from a file we cannot trust.
 */

/** The whole file is refused (the CLI's exit code 1, the console's 400): the lines say why and what to do. */
export class ImportRefusal extends Error {
  override name = 'ImportRefusal';
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

export interface CsvRow {
  /** Physical line of the file where the row starts (the header is line 1): what an editor shows. */
  line: number;
  /** Values by (normalised) column name, trimmed; absent columns are not set. */
  values: Record<string, string>;
}

export interface CsvTable {
  delimiter: ';' | ',';
  columns: string[];
  rows: CsvRow[];
  /** Rows whose field count differs from the header's: reported per row rather than refusing the file. */
  malformed: { line: number; reason: string }[];
}

export interface ColumnSpec {
  required: readonly string[];
  optional: readonly string[];
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** `User Code`, ` user-code ` → `user_code`: headers typed by hand vary in case and spacing. */
export function normalizeHeader(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** The separator used in the header line (outside quotes): the one that occurs most, `,` when none. */
export function detectDelimiter(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ';') semicolons++;
    else if (!quoted && ch === ',') commas++;
  }
  return semicolons > commas ? ';' : ',';
}

/** Offset of the first byte that is not valid UTF-8, or -1. Only called once isUtf8 said no. */
export function firstInvalidUtf8(buf: Buffer): number {
  for (let i = 0; i < buf.length;) {
    const b = buf[i]!;
    const len = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (len === 0 || i + len > buf.length) return i;
    // Overlong and surrogate forms are caught by the decoder below; continuation bytes here.
    for (let k = 1; k < len; k++) if ((buf[i + k]! & 0xc0) !== 0x80) return i;
    if (len > 1 && !isUtf8(buf.subarray(i, i + len))) return i;
    i += len;
  }
  return -1;
}

/** Line starts of the buffer, for turning byte offsets into line numbers (CRLF, LF or CR). */
function lineStarts(buf: Buffer): number[] {
  const starts = [0];
  for (let i = 0; i < buf.length; i++) {
    const b = buf[i];
    if (b === 0x0a || (b === 0x0d && buf[i + 1] !== 0x0a)) starts.push(i + 1);
  }
  return starts;
}

function lineOf(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

function refuseEncoding(buf: Buffer, offset: number, starts: readonly number[]): never {
  const line = lineOf(starts, offset);
  const byte = buf[offset]!;
  const lineEnd = starts[line] ?? buf.length;
  // Shown as Latin-1, which is what such bytes almost always are (Excel's plain "CSV" on Windows).
  const text = buf
    .subarray(starts[line - 1], lineEnd)
    .toString('latin1')
    .trimEnd();
  const latin1 = byte >= 0xa0 ? ` (in Latin-1/Windows-1252 è "${String.fromCharCode(byte)}")` : '';
  throw new ImportRefusal([
    `il file non è in UTF-8: riga ${line}, byte 0x${byte.toString(16).toUpperCase().padStart(2, '0')}${latin1}`,
    `  riga ${line}: ${text.length > 120 ? `${text.slice(0, 117)}…` : text}`,
    'Sembra salvato in Latin-1/Windows-1252. Salvarlo di nuovo come "CSV UTF-8 (delimitato da virgole)" (Excel) o con codifica UTF-8 (LibreOffice: Salva con nome → Modifica impostazioni filtro), poi riprovare.',
  ]);
}

/** Bytes handed to the parser, and records turned into rows, between two turns of the event loop. */
const CHUNK_BYTES = 256 * 1024;

type CsvRecord = { record: string[]; info: { bytes: number } };

/** csv-parse fed a slice at a time, with a turn of the event loop after each. */
async function parseRecords(buf: Buffer, delimiter: ';' | ','): Promise<CsvRecord[]> {
  const parser = parse({
    delimiter,
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    // Files assembled from several sources mix CRLF and LF.
    record_delimiter: ['\r\n', '\n', '\r'],
  });
  const records: CsvRecord[] = [];
  parser.on('readable', () => {
    let record: CsvRecord | null;
    while ((record = parser.read() as CsvRecord | null) !== null) records.push(record);
  });
  const done = finished(parser);
  let failed = false;
  done.catch(() => (failed = true));
  for (let at = 0; at < buf.length && !failed; at += CHUNK_BYTES) {
    parser.write(buf.subarray(at, at + CHUNK_BYTES));
    await nextTurn();
  }
  if (!failed) parser.end();
  await done;
  return records;
}

/** Counts line breaks (CRLF, LF or CR) from `from` to `to`: the line numbers of rows, without indexing every line first. */
function countLines(buf: Buffer, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const b = buf[i];
    if (b === 0x0a || (b === 0x0d && buf[i + 1] !== 0x0a)) n++;
  }
  return n;
}

/**
 * Parses CSV bytes into rows keyed by column name. Refuses bad encodings, broken quoting, bad
 * headers and a file without rows. Large files are read in slices between turns of the event loop.
 */
export async function parseCsv(buf: Buffer, spec: ColumnSpec): Promise<CsvTable> {
  if (!isUtf8(buf)) refuseEncoding(buf, Math.max(0, firstInvalidUtf8(buf)), lineStarts(buf));
  const bodyStart = buf.subarray(0, 3).equals(BOM) ? 3 : 0;
  const delimiter = detectDelimiter(buf.subarray(bodyStart, bodyStart + 64 * 1024).toString('utf8'));

  let records: CsvRecord[];
  try {
    records = await parseRecords(buf, delimiter);
  } catch (err) {
    const e = err as Error & { code?: string; lines?: number };
    const where = e.lines ? ` (vicino alla riga ${e.lines})` : '';
    const hint = e.code === 'CSV_QUOTE_NOT_CLOSED' ? ': virgolette aperte e mai chiuse' : `: ${e.message}`;
    throw new ImportRefusal([
      `CSV non leggibile${where}${hint}`,
      "Controllare le virgolette del campo indicato; nient'altro è stato importato.",
    ]);
  }
  if (records.length === 0) throw new ImportRefusal(['il file è vuoto: manca la riga di intestazione']);

  const header = records[0]!.record.map(normalizeHeader);
  checkColumns(header, spec, delimiter);

  const rows: CsvRow[] = [];
  const malformed: CsvTable['malformed'] = [];
  let previousEnd = records[0]!.info.bytes;
  let line = 1 + countLines(buf, 0, previousEnd);
  let counted = previousEnd;
  for (let r = 1; r < records.length; r++) {
    if (r % ROWS_PER_TURN === 0) await nextTurn();
    const { record, info } = records[r]!;
    // The row starts after the previous one's end, past any empty lines csv-parse skipped.
    let start = previousEnd;
    while (start < buf.length && (buf[start] === 0x0a || buf[start] === 0x0d)) start++;
    previousEnd = info.bytes;
    line += countLines(buf, counted, start);
    counted = start;
    if (record.every((v) => v.trim() === '')) continue; // `;;;;` lines Excel leaves at the end
    if (record.length !== header.length) {
      malformed.push({
        line,
        reason: `${record.length} colonne invece di ${header.length} (separatore "${delimiter}"; un valore con "${delimiter}" va tra virgolette)`,
      });
      continue;
    }
    const values: Record<string, string> = {};
    header.forEach((name, i) => (values[name] = record[i]!.trim()));
    rows.push({ line, values });
  }
  if (rows.length + malformed.length === 0) throw new ImportRefusal(["il file non contiene righe di dati (solo l'intestazione)"]);
  return { delimiter, columns: header, rows, malformed };
}

function checkColumns(header: readonly string[], spec: ColumnSpec, delimiter: string): void {
  const known = [...spec.required, ...spec.optional];
  const problems: string[] = [];
  const missing = spec.required.filter((c) => !header.includes(c));
  if (missing.length) problems.push(`colonne obbligatorie mancanti: ${missing.join(', ')}`);
  // A misspelt optional column (`emial`) would otherwise be dropped silently.
  const unknown = header.filter((c) => !known.includes(c));
  if (unknown.length) problems.push(`colonne sconosciute: ${unknown.map((c) => c || '(vuota)').join(', ')}`);
  const repeated = header.filter((c, i) => header.indexOf(c) !== i);
  if (repeated.length) problems.push(`colonne ripetute: ${[...new Set(repeated)].join(', ')}`);
  if (!problems.length) return;
  problems.push(`intestazione letta (separatore "${delimiter}"): ${header.join(', ')}`);
  problems.push(`colonne ammesse: ${spec.required.join(', ')} (obbligatorie), ${spec.optional.join(', ')}`);
  throw new ImportRefusal(problems);
}
