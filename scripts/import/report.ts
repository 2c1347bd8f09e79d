import { writeFile } from 'node:fs/promises';
import { reportCsv, type ImportReport } from '../../src/server/modules/imports/service.js';

export type { ImportReport };

/** Printed rejections before pointing at --report: a broken 100,000-row file must not flood the terminal. */
const PRINT_LIMIT = 50;

/**
 * Exit code of a processed file: 0 when something was imported or was already there, even with
 * rejected rows (they are listed); 1 when every row was rejected, since then nothing usable came
 * from the file and a wrapper script should stop.
 */
export function exitCodeOf(report: ImportReport): 0 | 1 {
  return report.read > 0 && report.accepted + report.skipped === 0 ? 1 : 0;
}

export function formatReport(report: ImportReport, reportFile?: string): string[] {
  const lines = [
    `${report.dryRun ? 'Prova (--dry-run, nulla è stato scritto)' : 'Importazione'} ${report.what} nel tenant ${report.alias} da ${report.file}`,
    `  righe lette:   ${report.read}`,
    `  ${report.dryRun ? 'da importare: ' : 'importate:    '} ${report.accepted}`,
    ...(report.updated !== undefined ? [`  di cui aggiornate: ${report.updated}`] : []),
    `  saltate:       ${report.skipped}${report.skipped ? ' (già presenti: non modificate)' : ''}`,
    `  scartate:      ${report.rejected}`,
  ];
  const rejected = report.notes.filter((n) => n.outcome === 'rejected');
  if (rejected.length) {
    lines.push('Righe scartate:');
    for (const n of rejected.slice(0, PRINT_LIMIT)) lines.push(`  riga ${n.line}${n.key ? ` (${n.key})` : ''}: ${n.reason}`);
    if (rejected.length > PRINT_LIMIT) {
      lines.push(
        `  … e altre ${rejected.length - PRINT_LIMIT}${reportFile ? `: elenco completo in ${reportFile}` : ': elenco completo con --report <file.csv>'}`,
      );
    }
  }
  const t = report.timings;
  const rate = t.totalMs > 0 ? Math.round((report.read / t.totalMs) * 1000) : report.read;
  const hashing = t.hashMs !== undefined ? `, hash password ${(t.hashMs / 1000).toFixed(1)} s` : '';
  lines.push(`Tempo: ${(t.totalMs / 1000).toFixed(1)} s (${rate} righe/s${hashing}, scrittura ${(t.writeMs / 1000).toFixed(1)} s)`);
  if (reportFile) lines.push(`Rapporto: ${reportFile}`);
  return lines;
}

/** The skipped and rejected rows as CSV (`--report`): the same file the console downloads. */
export async function writeReportCsv(report: ImportReport, file: string): Promise<void> {
  await writeFile(file, reportCsv(report.notes));
}

/**
 * Progress on stderr: on a terminal one line rewritten in place; otherwise (`--progress` in a log)
 * one line every few seconds. Silent when disabled, so tests and pipes stay clean.
 */
export class Progress {
  private last = 0;
  private readonly started = Date.now();
  constructor(
    private readonly label: string,
    private readonly enabled: boolean,
    private readonly stream: NodeJS.WriteStream = process.stderr,
  ) {}

  update(done: number, total: number): void {
    if (!this.enabled) return;
    const now = Date.now();
    const tty = this.stream.isTTY === true;
    if (now - this.last < (tty ? 250 : 5000) && done < total) return;
    this.last = now;
    const pct = total ? Math.floor((done / total) * 100) : 100;
    const rate = Math.round(done / Math.max(0.001, (now - this.started) / 1000));
    const text = `${this.label}: ${done}/${total} (${pct}%) · ${rate} righe/s`;
    this.stream.write(tty ? `\r${text}\x1b[K` : `${text}\n`);
  }

  finish(): void {
    if (this.enabled && this.stream.isTTY) this.stream.write('\n');
  }
}
