import type { Kysely, Transaction } from 'kysely';
import type { ImportKind } from '../../../shared/import-columns.js';
import type { Database } from '../../db/database.js';
import type { ImportJob, ImportJobUpdate, NewImportJob } from './import-job.table.js';
import type { BatchOutcome } from './options.js';
import type { RowNote } from './report.js';

type Executor = Kysely<Database> | Transaction<Database>;

export async function insertJob(db: Executor, job: NewImportJob): Promise<ImportJob> {
  return db.insertInto('import_jobs').values(job).returningAll().executeTakeFirstOrThrow();
}

export async function updateJob(db: Executor, id: number, changes: ImportJobUpdate): Promise<void> {
  await db.updateTable('import_jobs').set(changes).where('id', '=', id).execute();
}

/**
 * Changes the job only while `runBy` is the run allowed to write it; false when another run has
 * taken it over (this one's lease ran out).
 */
export async function updateOwnJob(db: Executor, id: number, runBy: string, changes: ImportJobUpdate): Promise<boolean> {
  const result = await db.updateTable('import_jobs').set(changes).where('id', '=', id).where('run_by', '=', runBy).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A job of the tenant and kind; another tenant's or kind's id is no job. */
export async function findJob(db: Executor, alias: string, kind: ImportKind, id: number): Promise<ImportJob | undefined> {
  return db
    .selectFrom('import_jobs')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_alias', '=', alias)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

export async function findJobById(db: Executor, id: number): Promise<ImportJob | undefined> {
  return db.selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Jobs created before `before`, with their reports (they name customers): kept as long as useful, not forever. */
export async function deleteJobsBefore(db: Executor, before: string): Promise<void> {
  const old = db.selectFrom('import_jobs').select('id').where('created_at', '<', before).where('state', '!=', 'running');
  await db.deleteFrom('import_batches').where('import_job_id', 'in', old).execute();
  await db.deleteFrom('import_uploads').where('import_job_id', 'in', old).execute();
  await db.deleteFrom('import_jobs').where('created_at', '<', before).where('state', '!=', 'running').execute();
}

/** Uploads older than `before`: an import that has not finished in that long is not coming back. */
export async function deleteUploadsBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('import_uploads').where('created_at', '<', before).execute();
}

export async function insertUpload(db: Executor, id: number, data: Buffer, now: string): Promise<void> {
  await db.insertInto('import_uploads').values({ import_job_id: id, data, created_at: now }).execute();
}

export async function findUpload(db: Executor, id: number): Promise<Buffer | undefined> {
  const row = await db.selectFrom('import_uploads').select('data').where('import_job_id', '=', id).executeTakeFirst();
  return row ? Buffer.from(row.data) : undefined;
}

/** The upload and the batches of a job that is over: its report is on the job now. */
export async function deleteWorkOf(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('import_uploads').where('import_job_id', '=', id).execute();
  await db.deleteFrom('import_batches').where('import_job_id', '=', id).execute();
}

export async function insertBatch(db: Executor, id: number, batch: BatchOutcome, now: string): Promise<void> {
  await db
    .insertInto('import_batches')
    .values({
      import_job_id: id,
      lines_json: JSON.stringify(batch.lines),
      accepted: batch.accepted,
      updated: batch.updated,
      notes_json: JSON.stringify(batch.notes),
      created_at: now,
    })
    .execute();
}

/** What the job's committed batches did, all together: where a resumed run starts from. */
export async function batchesOf(db: Executor, id: number): Promise<BatchOutcome> {
  const rows = await db
    .selectFrom('import_batches')
    .select(['lines_json', 'accepted', 'updated', 'notes_json'])
    .where('import_job_id', '=', id)
    .orderBy('id')
    .execute();
  const out: BatchOutcome = { lines: [], accepted: 0, updated: 0, notes: [] };
  for (const r of rows) {
    // One by one: a spread of a big file's lines would overflow the call's arguments.
    for (const line of JSON.parse(r.lines_json) as number[]) out.lines.push(line);
    out.accepted += r.accepted;
    out.updated += r.updated;
    for (const note of JSON.parse(r.notes_json) as RowNote[]) out.notes.push(note);
  }
  return out;
}
