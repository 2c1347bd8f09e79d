import type { ImportKind } from '../../../shared/import-columns.js';
import type { ImportJob as ImportJobView, ReportNote } from '../../../shared/types/generated/api/staff-imports.js';
import type { Db, SqlDialectName } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { recordAction, type Actor } from '../audit/service.js';
import { ImportRefusal } from './csv.js';
import { defaultHashConcurrency } from './hash-pool.js';
import type { ImportJob } from './import-job.table.js';
import { JOB_KINDS, type ReadContext } from './jobs-kinds.js';
import { deleteJobsBefore, findJob, insertJob, liveImports, updateJob } from './jobs-repository.js';
import type { ImportOptions } from './options.js';
import { reportCsv, type ImportReport, type RowNote } from './report.js';

/**
 * The console's uploads as jobs: the upload is parsed and refused or accepted at once, then the
 * process that received it runs the same import as the commands in the background, writing its
 * progress and finally its report to the job's row, which the screen reads back from any process.
 */

/** Each kind's limits and words, for the routes (the upload's size) and tests. */
export { JOB_KINDS };

export interface JobDeps {
  db: Db;
  dialect: SqlDialectName;
  now: () => Date;
  /** A job stopped by an unexpected error: the route logs it. */
  onError: (err: unknown, jobId: number) => void;
}

export const IMPORT_MSG = {
  noFile: 'Allega un file CSV',
  refused: 'Il file è stato rifiutato e nulla è stato importato',
  notFound: 'Importazione non trovata',
  notOver: 'Il rapporto sarà disponibile quando l’importazione sarà terminata',
  failed:
    'L’importazione si è interrotta per un errore del server. Le righe già scritte restano: caricando di nuovo lo stesso file si completa (quelle già presenti vengono saltate).',
  lost: 'L’importazione si è interrotta: il server che la eseguiva è stato fermato. Le righe già scritte restano: caricando di nuovo lo stesso file si completa (quelle già presenti vengono saltate).',
} as const;

/** Rows of the report the job's answer carries; the CSV download has them all. */
export const NOTES_SHOWN = 500;
/** A running job whose row has not moved for this long has lost its process (a restart, a crash). */
const STALE_MS = 5 * 60_000;
/** Finished jobs, and the user codes in their reports, are dropped after this long. */
const KEEP_MS = 30 * 24 * 3600_000;
const PROGRESS_EVERY_MS = 500;

/**
 * Half the hashing the import commands allow: the server keeps threads and cores for sign-ins
 * (scrypt on the same libuv pool) and for answering while a big customers file is hashed.
 */
function serverHashConcurrency(): number {
  return Math.max(1, Math.floor(defaultHashConcurrency() / 2));
}

/** Last path segment, no control characters, at most 200 characters: shown and audited, never a path. */
function cleanFileName(name: unknown, kind: ImportKind): string {
  const base =
    typeof name === 'string'
      ? name
          .split(/[\\/]/)
          .pop()
          // eslint-disable-next-line no-control-regex -- control characters are what this removes
          ?.replace(/[\u0000-\u001f\u007f]/g, '')
          .trim()
          .slice(0, 200)
      : '';
  return base || JOB_KINDS[kind].defaultName;
}

async function parseUpload(file: unknown, kind: ImportKind, context: ReadContext): Promise<unknown> {
  if (!Buffer.isBuffer(file)) throw new HttpError(400, IMPORT_MSG.noFile, [{ field: 'file', message: IMPORT_MSG.noFile }]);
  try {
    return await JOB_KINDS[kind].read(file, context);
  } catch (err) {
    if (!(err instanceof ImportRefusal)) throw err;
    const lines = err.lines.map((line) => line.trim());
    throw new HttpError(
      400,
      `${IMPORT_MSG.refused}: ${lines[0]}`,
      lines.map((message) => ({ field: 'file', message })),
    );
  }
}

/** Rejected rows first (what needs fixing), then skipped ones, each by line: the order the screen shows. */
function byUrgency(notes: readonly RowNote[]): RowNote[] {
  return [...notes.filter((n) => n.outcome === 'rejected'), ...notes.filter((n) => n.outcome === 'skipped')];
}

function isLost(row: ImportJob, now: Date): boolean {
  return row.state === 'running' && Date.parse(row.updated_at) < now.getTime() - STALE_MS;
}

export function jobView(row: ImportJob, now: Date): ImportJobView {
  const lost = isLost(row, now);
  const notes = row.notes_json ? (JSON.parse(row.notes_json) as RowNote[]) : [];
  return {
    id: row.id,
    kind: row.kind,
    dryRun: row.dry_run === 1,
    fileName: row.file_name,
    state: lost ? 'failed' : row.state,
    processed: row.processed,
    total: row.total,
    pictures: row.pictures_total === null ? null : { done: row.pictures_done ?? 0, total: row.pictures_total },
    startedBy: row.started_by,
    startedAt: row.created_at,
    finishedAt: row.finished_at,
    error: lost ? IMPORT_MSG.lost : row.error,
    report:
      row.state === 'done'
        ? {
            read: row.total,
            accepted: row.accepted ?? 0,
            skipped: row.skipped ?? 0,
            rejected: row.rejected ?? 0,
            notes: byUrgency(notes).slice(0, NOTES_SHOWN) as ReportNote[],
            notesTotal: notes.length,
          }
        : null,
  };
}

/**
 * Progress as the import reports it (rows written of those to write), turned into rows of the
 * file dealt with (those needing no write count once writing starts) and written at most twice
 * a second, in order, without holding the import up.
 */
function progressWriter(deps: JobDeps, id: number, rows: number) {
  let chain = Promise.resolve();
  let last = 0;
  const write = (changes: { processed: number } | { pictures_done: number; pictures_total: number }, over: boolean) => {
    const at = Date.now();
    if (!over && at - last < PROGRESS_EVERY_MS) return;
    last = at;
    chain = chain
      .then(() => updateJob(deps.db, id, { ...changes, updated_at: deps.now().toISOString() }))
      .catch((err: unknown) => deps.onError(err, id));
  };
  return {
    update: (done: number, total: number) => write({ processed: rows - total + done }, done >= total),
    // The first call (0 of n) is always written: the screen learns how many pictures there are.
    pictures: (done: number, total: number) => write({ pictures_done: done, pictures_total: total }, done === 0 || done >= total),
    finish() {},
    flushed: () => chain,
  };
}

export interface StartImport {
  alias: string;
  kind: ImportKind;
  dryRun: boolean;
  /** The upload's file part: a Buffer, or anything a hostile client sent instead. */
  file: unknown;
  /** The tenant's signup extras, which a customers' file may carry as columns. */
  extraFields?: readonly string[];
  fileName: unknown;
  who: Actor;
}

/**
 * Checks the upload and starts the job. Answers the job as it starts and `finished`, which
 * settles (never rejects) when the job is over, for the server's shutdown to wait on.
 */
export async function startImportJob(deps: JobDeps, input: StartImport): Promise<{ job: ImportJobView; finished: Promise<void> }> {
  const parsed = await parseUpload(input.file, input.kind, { extraFields: input.extraFields ?? [] });
  const now = deps.now();
  // Two real imports of one kind at once would only race each other's duplicate checks: one waits.
  if (!input.dryRun && (await liveImports(deps.db, input.alias, input.kind, new Date(now.getTime() - STALE_MS).toISOString())).length)
    throw new HttpError(409, JOB_KINDS[input.kind].busy);
  await deleteJobsBefore(deps.db, new Date(now.getTime() - KEEP_MS).toISOString());
  const row = await insertJob(deps.db, {
    tenant_alias: input.alias,
    kind: input.kind,
    dry_run: input.dryRun ? 1 : 0,
    file_name: cleanFileName(input.fileName, input.kind),
    started_by: input.who.actor,
    state: 'running',
    total: JOB_KINDS[input.kind].rows(parsed),
    processed: 0,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  });
  return { job: jobView(row, now), finished: runJob(deps, row, parsed, input.who) };
}

async function runJob(deps: JobDeps, row: ImportJob, parsed: unknown, who: Actor): Promise<void> {
  const kind = JOB_KINDS[row.kind];
  const progress = progressWriter(deps, row.id, row.total);
  const options: ImportOptions = {
    alias: row.tenant_alias,
    file: row.file_name,
    dryRun: row.dry_run === 1,
    batchSize: kind.batchSize,
    concurrency: serverHashConcurrency(),
    progress,
    pictures: progress.pictures,
  };
  // A file is refused only when read, before the job exists (parseUpload); once running, an
  // import rejects rows, never the file, so whatever it did is kept and reported.
  let report: ImportReport | null = null;
  try {
    report = await kind.run(deps, parsed, options);
  } catch (err) {
    deps.onError(err, row.id);
  }
  await progress.flushed();
  try {
    await finishJob(deps, row, report, who);
  } catch (err) {
    deps.onError(err, row.id);
  }
}

/**
 * The job's end and, for a real import, its audit entry, in one transaction: neither without the
 * other. Without a report the job was stopped by an error.
 */
async function finishJob(deps: JobDeps, row: ImportJob, report: ImportReport | null, who: Actor): Promise<void> {
  const now = deps.now();
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (report)
      await updateJob(trx, row.id, {
        state: 'done',
        processed: row.total,
        accepted: report.accepted,
        skipped: report.skipped,
        rejected: report.rejected,
        notes_json: JSON.stringify(report.notes),
        updated_at: at,
        finished_at: at,
      });
    else await updateJob(trx, row.id, { state: 'failed', error: IMPORT_MSG.failed, updated_at: at, finished_at: at });
    if (row.dry_run === 1) return;
    const updated = report?.updated === undefined ? {} : { aggiornate: report.updated };
    const after = report
      ? { righe: report.read, importate: report.accepted, ...updated, saltate: report.skipped, scartate: report.rejected }
      : { righe: row.total, interrotta: true };
    await recordAction(trx, who, { tenant: row.tenant_alias, action: `import.${row.kind}`, target: row.file_name, after }, now);
  });
}

export async function importJob(deps: Pick<JobDeps, 'db' | 'now'>, alias: string, kind: ImportKind, id: number): Promise<ImportJobView> {
  const row = await findJob(deps.db, alias, kind, id);
  if (!row) throw new HttpError(404, IMPORT_MSG.notFound);
  return jobView(row, deps.now());
}

/** Every skipped and rejected row of a finished job, as the commands' `--report` CSV. */
export async function importReportCsv(
  deps: Pick<JobDeps, 'db'>,
  alias: string,
  kind: ImportKind,
  id: number,
): Promise<{ filename: string; csv: string }> {
  const row = await findJob(deps.db, alias, kind, id);
  if (!row) throw new HttpError(404, IMPORT_MSG.notFound);
  if (row.state !== 'done' || row.notes_json === null) throw new HttpError(409, IMPORT_MSG.notOver);
  const notes = JSON.parse(row.notes_json) as RowNote[];
  return { filename: `esito-${JOB_KINDS[kind].what}-${row.id}.csv`, csv: reportCsv(notes) };
}
