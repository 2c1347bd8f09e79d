import type { ImportKind } from '../../../shared/import-columns.js';
import { recordAction, type Actor } from '../audit/service.js';
import type { JobContext, JobHandler } from '../jobs/service.js';
import { defaultHashConcurrency } from './hash-pool.js';
import type { ImportJob } from './import-job.table.js';
import { JOB_KINDS } from './jobs-kinds.js';
import { batchesOf, deleteWorkOf, findJobById, findUpload, insertBatch, updateJob, updateOwnJob } from './jobs-repository.js';
import { IMPORT_MSG, type ImportPayload, type JobDeps } from './jobs-service.js';
import type { BatchOutcome, ImportOptions } from './options.js';
import { tallyNotes, type ImportReport } from './report.js';
import { writeTransaction } from '../../db/write-transaction.js';

/**
 * The queue's handler of the console's imports. Any server process may run it; when the process
 * running it dies, its lease runs out and another process runs it again from the start of the
 * file. What each committed batch did is kept with the job in the batch's own transaction
 * (import_batches): the new run leaves those lines alone and adds their outcome back, so the
 * report is the one an uninterrupted run gives, each row counted once.
 */

const PROGRESS_EVERY_MS = 500;

/** This run's lease was taken over by another process: whatever it would still write is the other's now. */
class RunTakenOver extends Error {
  constructor() {
    super('importazione ripresa da un altro processo');
  }
}

/**
 * Half the hashing the import commands allow: the server keeps threads and cores for sign-ins
 * (scrypt on the same libuv pool) and for answering while a big customers file is hashed.
 */
function serverHashConcurrency(): number {
  return Math.max(1, Math.floor(defaultHashConcurrency() / 2));
}

/**
 * Progress as the import reports it (rows written of those to write), turned into rows of the
 * file dealt with (those needing no write count once writing starts) and written at most twice
 * a second, in order, without holding the import up; only while this run owns the job.
 */
function progressWriter(deps: JobDeps, id: number, runBy: string, rows: number) {
  let chain = Promise.resolve();
  let last = 0;
  const write = (changes: { processed: number } | { pictures_done: number; pictures_total: number }, over: boolean) => {
    const at = Date.now();
    if (!over && at - last < PROGRESS_EVERY_MS) return;
    last = at;
    chain = chain
      .then(() => updateOwnJob(deps.db, id, runBy, { ...changes, updated_at: deps.now().toISOString() }))
      .then(() => undefined)
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

/** The report of this run with the batches of the runs before it: the whole file's. */
function withEarlier(earlier: BatchOutcome, report: ImportReport): ImportReport {
  if (!earlier.lines.length) return report;
  return {
    ...report,
    accepted: report.accepted + earlier.accepted,
    ...(report.updated === undefined ? {} : { updated: report.updated + earlier.updated }),
    ...tallyNotes([...earlier.notes, ...report.notes]),
  };
}

/** The audit entry of a real import: its counts, or that it stopped. */
async function audit(trx: JobDeps['db'], row: ImportJob, who: Actor, report: ImportReport | null, now: Date): Promise<void> {
  if (row.dry_run === 1) return;
  const updated = report?.updated === undefined ? {} : { aggiornate: report.updated };
  const after = report
    ? { righe: report.read, importate: report.accepted, ...updated, saltate: report.skipped, scartate: report.rejected }
    : { righe: row.total, interrotta: true };
  await recordAction(trx, who, { tenant: row.tenant_alias, action: `import.${row.kind}`, target: row.file_name, after }, now);
}

/**
 * The job's end, its audit entry, and the upload and batches dropped, in one transaction: none
 * without the others. Nothing when another run owns the job now: that run ends it.
 */
async function finish(deps: JobDeps, row: ImportJob, runBy: string, who: Actor, report: ImportReport): Promise<void> {
  const now = deps.now();
  const at = now.toISOString();
  await writeTransaction(deps.db, async (trx) => {
    const own = await updateOwnJob(trx, row.id, runBy, {
      state: 'done',
      processed: row.total,
      accepted: report.accepted,
      skipped: report.skipped,
      rejected: report.rejected,
      notes_json: JSON.stringify(report.notes),
      updated_at: at,
      finished_at: at,
    });
    if (!own) return;
    await deleteWorkOf(trx, row.id);
    await audit(trx, row, who, report, now);
  });
}

/** The job stopped for good: said on its row and audited; its upload (first passwords) dropped. */
async function fail(deps: JobDeps, row: ImportJob, runBy: string, who: Actor, error: string): Promise<void> {
  const now = deps.now();
  const at = now.toISOString();
  await writeTransaction(deps.db, async (trx) => {
    if (!(await updateOwnJob(trx, row.id, runBy, { state: 'failed', error, updated_at: at, finished_at: at }))) return;
    await deleteWorkOf(trx, row.id);
    await audit(trx, row, who, null, now);
  });
}

async function runImport(deps: JobDeps, { job, payload }: JobContext<ImportPayload>): Promise<void> {
  const row = await findJobById(deps.db, payload.importId);
  if (!row || row.state === 'done') return;
  // The claim's lease holder and attempt: unique to this run; the next run's claim replaces it.
  const runBy = `${job.locked_by}#${job.attempts}`;
  await updateJob(deps.db, row.id, {
    run_by: runBy,
    runs: row.runs + 1,
    state: 'running',
    error: null,
    updated_at: deps.now().toISOString(),
  });
  const upload = await findUpload(deps.db, row.id);
  if (!upload) return fail(deps, row, runBy, payload.who, IMPORT_MSG.gone);

  const kind = JOB_KINDS[row.kind as ImportKind];
  const earlier = await batchesOf(deps.db, row.id);
  const progress = progressWriter(deps, row.id, runBy, row.total);
  const options: ImportOptions = {
    alias: row.tenant_alias,
    file: row.file_name,
    dryRun: row.dry_run === 1,
    batchSize: kind.batchSize,
    concurrency: serverHashConcurrency(),
    progress,
    pictures: progress.pictures,
    // Rows are judged at the upload's time, whichever run judges them: the same file, the same verdicts.
    now: new Date(row.created_at),
    doneLines: new Set(earlier.lines),
    onBatch: async (trx, batch) => {
      const at = deps.now().toISOString();
      if (!(await updateOwnJob(trx, row.id, runBy, { updated_at: at }))) throw new RunTakenOver();
      await insertBatch(trx, row.id, batch, at);
    },
    afterBatch: () => deps.afterBatch?.(row.id) ?? Promise.resolve(),
  };
  let report: ImportReport;
  try {
    // A file is refused only at the upload; read again here, it reads the same.
    report = await kind.run(deps, await kind.read(upload, { extraFields: payload.extraFields }), options);
  } catch (err) {
    await progress.flushed();
    if (err instanceof RunTakenOver) return;
    // The queue tries again after a wait; the last attempt says on the job that it stopped.
    if (job.attempts >= job.max_attempts) await fail(deps, row, runBy, payload.who, IMPORT_MSG.failed);
    throw err;
  }
  await progress.flushed();
  await finish(deps, row, runBy, payload.who, withEarlier(earlier, report));
}

/** The handler the queue runs for every kind of import (registered by the routes as `import.<kind>`). */
export function importJobHandler(deps: JobDeps): JobHandler<ImportPayload> {
  return { run: (context) => runImport(deps, context) };
}
