import type { ImportKind } from '../../../shared/import-columns.js';
import type { ImportJob as ImportJobView, ReportNote } from '../../../shared/types/generated/api/staff-imports.js';
import type { Db, SqlDialectName } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import type { Actor } from '../audit/service.js';
import { enqueueJob, jobStateOf } from '../jobs/service.js';
import { ImportRefusal } from './csv.js';
import type { ImportJob } from './import-job.table.js';
import { JOB_KINDS, queueKindOf, type ReadContext } from './jobs-kinds.js';
import { deleteJobsBefore, deleteUploadsBefore, findJob, insertJob, insertUpload, updateJob } from './jobs-repository.js';
import { reportCsv, type RowNote } from './report.js';
import { writeTransaction } from '../../db/write-transaction.js';

/**
 * The console's uploads as durable jobs: the upload is parsed and refused or accepted at once,
 * then kept in the database with its job in the queue every server process shares. Whichever
 * process takes the job runs the same import as the commands (import-run.ts), writing its progress
 * and finally its report to the job's row, which the screen reads back from any process.
 */

/** Each kind's limits and words, for the routes (the upload's size) and tests. */
export { JOB_KINDS };

export interface JobDeps {
  db: Db;
  dialect: SqlDialectName;
  now: () => Date;
  /** A progress write that failed: logged, the import goes on. */
  onError: (err: unknown, jobId: number) => void;
  /** Awaited after each committed batch: tests stop a run there, as a process killed between two batches. */
  afterBatch?: (importId: number) => Promise<void>;
}

/** What the queue's job carries: the import's row, and what the upload's request knew. */
export interface ImportPayload {
  importId: number;
  /** The tenant's signup extras when the file was uploaded (a customers' file may carry them as columns). */
  extraFields: string[];
  who: Actor;
}

export const IMPORT_MSG = {
  noFile: 'Allega un file CSV',
  refused: 'Il file è stato rifiutato e nulla è stato importato',
  notFound: 'Importazione non trovata',
  notOver: 'Il rapporto sarà disponibile quando l’importazione sarà terminata',
  failed:
    'L’importazione si è interrotta per un errore del server. Le righe già scritte restano: caricando di nuovo lo stesso file si completa (quelle già presenti vengono saltate).',
  gone: 'L’importazione non può proseguire: il file caricato non è più disponibile. Le righe già scritte restano: caricando di nuovo lo stesso file si completa (quelle già presenti vengono saltate).',
} as const;

/** Rows of the report the job's answer carries; the CSV download has them all. */
export const NOTES_SHOWN = 500;
/** Finished jobs, and the user codes in their reports, are dropped after this long. */
const KEEP_MS = 30 * 24 * 3600_000;
/** An upload (a customers' file has first passwords) is dropped when its import ends, or after this long at most. */
const KEEP_UPLOAD_MS = 24 * 3600_000;
/** Runs of an import that failed with an error before it is given up (a process killed counts too). */
const IMPORT_ATTEMPTS = 5;

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

async function parseUpload(file: unknown, kind: ImportKind, context: ReadContext): Promise<{ file: Buffer; parsed: unknown }> {
  if (!Buffer.isBuffer(file)) throw new HttpError(400, IMPORT_MSG.noFile, [{ field: 'file', message: IMPORT_MSG.noFile }]);
  try {
    return { file, parsed: await JOB_KINDS[kind].read(file, context) };
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

/**
 * The job as the screen shows it. A job the queue gave up on (its runs kept failing, or kept
 * being killed) is failed even if no run was left to say so.
 */
async function jobView(db: Db, row: ImportJob): Promise<ImportJobView> {
  const givenUp = row.state === 'running' && row.job_id !== null && (await jobStateOf(db, row.job_id)) === 'dead';
  const notes = row.notes_json ? (JSON.parse(row.notes_json) as RowNote[]) : [];
  return {
    id: row.id,
    kind: row.kind,
    dryRun: row.dry_run === 1,
    fileName: row.file_name,
    state: givenUp ? 'failed' : row.state,
    processed: row.processed,
    total: row.total,
    pictures: row.pictures_total === null ? null : { done: row.pictures_done ?? 0, total: row.pictures_total },
    resumes: Math.max(0, row.runs - 1),
    startedBy: row.started_by,
    startedAt: row.created_at,
    finishedAt: row.finished_at,
    error: givenUp ? IMPORT_MSG.failed : row.error,
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
 * Checks the upload, keeps it, and queues its job; answers the job as it starts. The row, the
 * file and the queue's job are one transaction: a job never lacks its file, nor a file its job.
 * Two real imports of one kind at once would only race each other's duplicate checks: the
 * queue's singleton key refuses the second while the first lives (queued or running).
 */
export async function startImportJob(deps: Pick<JobDeps, 'db' | 'now'>, input: StartImport): Promise<ImportJobView> {
  const extraFields = [...(input.extraFields ?? [])];
  const { file, parsed } = await parseUpload(input.file, input.kind, { extraFields });
  const now = deps.now();
  const at = now.toISOString();
  await deleteJobsBefore(deps.db, new Date(now.getTime() - KEEP_MS).toISOString());
  await deleteUploadsBefore(deps.db, new Date(now.getTime() - KEEP_UPLOAD_MS).toISOString());
  const row = await writeTransaction(deps.db, async (trx) => {
    const inserted = await insertJob(trx, {
      tenant_alias: input.alias,
      kind: input.kind,
      dry_run: input.dryRun ? 1 : 0,
      file_name: cleanFileName(input.fileName, input.kind),
      started_by: input.who.actor,
      state: 'running',
      total: JOB_KINDS[input.kind].rows(parsed),
      processed: 0,
      created_at: at,
      updated_at: at,
    });
    await insertUpload(trx, inserted.id, file, at);
    const payload: ImportPayload = { importId: inserted.id, extraFields, who: input.who };
    const queued = await enqueueJob(
      trx,
      {
        kind: queueKindOf(input.kind),
        tenantAlias: input.alias,
        payload,
        maxAttempts: IMPORT_ATTEMPTS,
        ...(input.dryRun ? {} : { singletonKey: `${input.alias}:${input.kind}` }),
      },
      now,
    );
    if (!queued.created) throw new HttpError(409, JOB_KINDS[input.kind].busy);
    await updateJob(trx, inserted.id, { job_id: queued.job.id });
    return { ...inserted, job_id: queued.job.id };
  });
  return jobView(deps.db, row);
}

export async function importJob(deps: Pick<JobDeps, 'db'>, alias: string, kind: ImportKind, id: number): Promise<ImportJobView> {
  const row = await findJob(deps.db, alias, kind, id);
  if (!row) throw new HttpError(404, IMPORT_MSG.notFound);
  return jobView(deps.db, row);
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
