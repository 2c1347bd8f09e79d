import type { DatabaseHandle } from '../../db/database.js';
import type { ProcessedImage } from '../catalog/images-service.js';

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
  /** Clock for tests (future-date check). */
  now?: Date;
}

/** Splits into consecutive slices of at most `size`: query parameters and transactions stay bounded. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
