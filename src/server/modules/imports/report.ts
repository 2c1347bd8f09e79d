/** Why a row was not imported. Accepted rows are only counted: a 100,000-row report of "ok" helps nobody. */
export interface RowNote {
  /** Line of the file (header = 1). */
  line: number;
  /** The row's user code or external_ref, so support can find it without opening the file. */
  key: string;
  outcome: 'skipped' | 'rejected';
  reason: string;
}

export interface ImportReport {
  what: 'utenti' | 'movimenti punti' | 'premi';
  alias: string;
  file: string;
  dryRun: boolean;
  /** Data rows read (header and blank lines excluded). */
  read: number;
  /** Inserted now (or, in a dry run, that would be). */
  accepted: number;
  /** Of `accepted`, the rows that changed something already there (catalogue: a prize updated). */
  updated?: number;
  /** Already in the database: re-running a file lands here. */
  skipped: number;
  rejected: number;
  notes: RowNote[];
  timings: { totalMs: number; hashMs?: number; writeMs: number };
}

/**
 * What an importer answers: which file of which tenant, the rows read (the malformed ones too),
 * the rows accepted (and of those updated, when the kind updates) and the notes of the others.
 */
export function reportOf(
  what: ImportReport['what'],
  options: { alias: string; file: string; dryRun?: boolean },
  table: { rows: readonly unknown[]; malformed: readonly unknown[] },
  outcome: { accepted: number; updated?: number; notes: readonly RowNote[]; timings: ImportReport['timings'] },
): ImportReport {
  return {
    what,
    alias: options.alias,
    file: options.file,
    dryRun: options.dryRun ?? false,
    read: table.rows.length + table.malformed.length,
    accepted: outcome.accepted,
    ...(outcome.updated === undefined ? {} : { updated: outcome.updated }),
    ...tallyNotes(outcome.notes),
    timings: outcome.timings,
  };
}

/** A run's notes in file order, and the counts they make: every note is a row skipped or rejected. */
export function tallyNotes(notes: readonly RowNote[]): Pick<ImportReport, 'skipped' | 'rejected' | 'notes'> {
  const sorted = [...notes].sort((a, b) => a.line - b.line);
  const rejected = sorted.filter((n) => n.outcome === 'rejected').length;
  return { skipped: sorted.length - rejected, rejected, notes: sorted };
}

/** RFC 4180 quoting, plus a leading quote for `=`/`+`/`-`/`@` so Excel does not run a cell as a formula. */
function cell(value: string | number): string {
  let v = String(value);
  if (/^[=+\-@]/.test(v)) v = `'${v}`;
  return /[";\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/**
 * The skipped and rejected rows as CSV (`--report` of the commands, the console's download):
 * `;` and a BOM, so Italian Excel opens it with the accents right.
 */
export function reportCsv(notes: readonly RowNote[]): string {
  const label = { skipped: 'saltata', rejected: 'scartata' } as const;
  const body = [['riga', 'codice', 'esito', 'motivo'].join(';')];
  for (const n of notes) body.push([n.line, n.key, label[n.outcome], n.reason].map(cell).join(';'));
  return `\ufeff${body.join('\r\n')}\r\n`;
}
