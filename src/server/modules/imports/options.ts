import type { Kysely } from 'kysely';
import type { Database, DatabaseHandle } from '../../db/database.js';
import type { ProcessedImage } from '../catalog/images-service.js';
import type { RowNote } from './report.js';

/** The database an import writes to: the CLI's handle or the server's. */
export type ImportDb = Pick<DatabaseHandle, 'db' | 'dialect'>;

/**
 * How the catalogue import judges a picture (a cheap header read) and turns it into its variants.
 * The default is sharp's (catalog-images.ts); tests and the benchmark wrap it to count calls.
 */
export interface PictureCodec {
  check(input: Buffer): Promise<unknown>;
  encode(input: Buffer): Promise<ProcessedImage>;
}

/** What both imports take besides the database and the parsed file. */
export interface ImportOptions {
  alias: string;
  /** The file as the operator named it, for the report. */
  file: string;
  /** Validate and compare with the database, write nothing. */
  dryRun?: boolean;
  /** Rows per transaction. */
  batchSize?: number;
  /** Password hashes in flight (users only). */
  concurrency?: number;
  /** Rows written so far of those to write (rows already present or refused are not counted). */
  progress?: { update(done: number, total: number): void; finish(): void };
  /** Catalogue only: new pictures encoded so far of those to encode (called once with 0 when counted). */
  pictures?: (done: number, total: number) => void;
  /** Catalogue only: how pictures are checked and encoded (default sharp's; tests and the benchmark count calls). */
  pictureCodec?: PictureCodec;
  /** The time rows are judged at (future-date check); a resumed run passes the first run's. */
  now?: Date;
  /**
   * Lines of the file an earlier run of the same job already wrote (their outcome is kept with the
   * job): left alone, so a resumed run neither writes them again nor reports them as present.
   */
  doneLines?: ReadonlySet<number>;
  /**
   * Called inside each batch's write transaction with what the batch did: kept with the rows it
   * wrote, it is exactly what a run taken over by another process must not do again. A throw
   * rolls the batch back and stops the import.
   */
  onBatch?: (trx: Kysely<Database>, batch: BatchOutcome) => Promise<void>;
  /** Awaited after each committed batch, outside its transaction (the job's tests stop a run there). */
  afterBatch?: () => Promise<void>;
}

/** One committed batch: the lines it dealt with, the rows written (of which updates), its notes. */
export interface BatchOutcome {
  lines: number[];
  accepted: number;
  updated: number;
  notes: RowNote[];
}

/** Splits into consecutive slices of at most `size`: query parameters and transactions stay bounded. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
