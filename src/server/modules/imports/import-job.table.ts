import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ImportKind } from '../../../shared/import-columns.js';

export type ImportJobState = 'running' | 'done' | 'failed';

/**
 * One CSV upload of the console, from the upload to its report (migration 2026_11_25_0001); run
 * by the durable job queue since 2026_12_09_0401: `running` from the upload until the report.
 */
export interface ImportJobsTable {
  id: Generated<number>;
  tenant_alias: string;
  kind: ImportKind;
  /** 1: "Verifica", checked against the database and nothing written. */
  dry_run: 0 | 1;
  /** As the staff member's file was named, for the screen and the audit log. */
  file_name: string;
  /** The staff member's email. */
  started_by: string;
  state: ImportJobState;
  /** Data rows of the file. */
  total: number;
  /** Rows dealt with so far: the progress bar. */
  processed: number;
  /** Catalogue only: the new pictures of the zip to encode, once counted, and how many are done (migration 2026_12_02_0001). */
  pictures_total: number | null;
  pictures_done: number | null;
  accepted: number | null;
  skipped: number | null;
  rejected: number | null;
  /** The report's rows (RowNote[]) once done. */
  notes_json: string | null;
  error: string | null;
  created_at: string;
  /** Every progress write moves it: a running job left unchanged for long has lost its process. */
  updated_at: string;
  finished_at: string | null;
  /** The queue's job that runs it (modules/jobs). */
  job_id: number | null;
  /** Runs started: more than one when a process stopped mid-import and another resumed it. */
  runs: Generated<number>;
  /** The run allowed to write its batches (runner id and attempt): a run taken over is refused. */
  run_by: string | null;
}

/** The uploaded file, kept until its import is over for whichever process runs it. */
export interface ImportUploadsTable {
  import_job_id: number;
  data: Buffer;
  created_at: string;
}

/** What one committed batch of an import did, written in the batch's transaction. */
export interface ImportBatchesTable {
  id: Generated<number>;
  import_job_id: number;
  /** The file's lines the batch dealt with (JSON array): a resumed run leaves them alone. */
  lines_json: string;
  accepted: number;
  updated: number;
  /** The batch's skipped and rejected rows (RowNote[]). */
  notes_json: string;
  created_at: string;
}

export type ImportJob = Selectable<ImportJobsTable>;
export type NewImportJob = Insertable<ImportJobsTable>;
export type ImportJobUpdate = Updateable<ImportJobsTable>;
