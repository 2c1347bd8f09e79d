import type { Kysely, Transaction } from 'kysely';
import type { ImportKind } from '../../../shared/import-columns.js';
import type { Database } from '../../db/database.js';
import type { ImportJob, ImportJobUpdate, NewImportJob } from './import-job.table.js';

type Executor = Kysely<Database> | Transaction<Database>;

export async function insertJob(db: Executor, job: NewImportJob): Promise<ImportJob> {
  return db.insertInto('import_jobs').values(job).returningAll().executeTakeFirstOrThrow();
}

export async function updateJob(db: Executor, id: number, changes: ImportJobUpdate): Promise<void> {
  await db.updateTable('import_jobs').set(changes).where('id', '=', id).execute();
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

/** Real imports (not checks) of this kind running in the tenant that moved since `since`. */
export async function liveImports(db: Executor, alias: string, kind: ImportKind, since: string): Promise<ImportJob[]> {
  return db
    .selectFrom('import_jobs')
    .selectAll()
    .where('tenant_alias', '=', alias)
    .where('kind', '=', kind)
    .where('state', '=', 'running')
    .where('dry_run', '=', 0)
    .where('updated_at', '>=', since)
    .execute();
}

/** Jobs created before `before`, with their reports (they name customers): kept as long as useful, not forever. */
export async function deleteJobsBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('import_jobs').where('created_at', '<', before).where('state', '!=', 'running').execute();
}
