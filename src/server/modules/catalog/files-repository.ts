import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { ProductImage } from '../../../shared/types/generated/api/catalog.js';
import type { StoredFile } from './file.table.js';
import { sha256, type EncodedFile } from './image-processing.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Stores variants; bytes already there (same hash) are the same bytes, so a conflict is simply skipped. */
export async function storeFiles(db: Executor, files: readonly EncodedFile[], now: string): Promise<void> {
  // A few at a time: a statement carries the blobs, and a 960 px AVIF/WebP/JPEG trio is ~100 kB.
  for (let i = 0; i < files.length; i += 50) {
    await db
      .insertInto('files')
      .values(files.slice(i, i + 50).map((f) => ({ ...f, created_at: now })))
      .onConflict((oc) => oc.column('hash').doNothing())
      .execute();
  }
}

/** A public file (a picture of the catalogue); a receipt is never one. */
export async function findFile(db: Executor, hash: string): Promise<Pick<StoredFile, 'content_type' | 'data'> | undefined> {
  return db.selectFrom('files').select(['content_type', 'data']).where('hash', '=', hash).where('access', '=', 'public').executeTakeFirst();
}

/**
 * Stores a file for staff only (a receipt) and answers its hash. The same bytes stored before
 * (the same receipt sent twice) are that row: content-addressed, nothing to write.
 */
export async function storeStaffFile(db: Executor, file: { data: Buffer; content_type: string }, now: string): Promise<string> {
  const hash = sha256(file.data);
  await db
    .insertInto('files')
    .values({
      hash,
      content_type: file.content_type,
      width: 0,
      height: 0,
      size: file.data.length,
      data: file.data,
      access: 'staff',
      created_at: now,
    })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
  return hash;
}

/**
 * Stores a file anyone may read (a brand asset uploaded in the console) and answers its hash.
 * The same bytes stored before are that row; should they be a receipt (for staff only), they
 * become public: an operator has just published the very same bytes.
 */
export async function storePublicFile(
  db: Executor,
  file: { data: Buffer; content_type: string; width: number; height: number },
  now: string,
): Promise<string> {
  const hash = sha256(file.data);
  await db
    .insertInto('files')
    .values({ hash, ...file, size: file.data.length, access: 'public', created_at: now })
    .onConflict((oc) => oc.column('hash').doUpdateSet({ access: 'public' }))
    .execute();
  return hash;
}

/** The types of the public files among `hashes`, by hash: what a tenant's stored references may name. */
export async function publicFileTypes(db: Executor, hashes: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (let i = 0; i < hashes.length; i += 500) {
    const rows = await db
      .selectFrom('files')
      .select(['hash', 'content_type'])
      .where('hash', 'in', hashes.slice(i, i + 500))
      .where('access', '=', 'public')
      .execute();
    for (const r of rows) out.set(r.hash, r.content_type);
  }
  return out;
}

/** Any stored file by hash: for the console's routes, which check first that the caller may see it. */
export async function findAnyFile(db: Executor, hash: string): Promise<Pick<StoredFile, 'content_type' | 'data'> | undefined> {
  return db.selectFrom('files').select(['content_type', 'data']).where('hash', '=', hash).executeTakeFirst();
}

/** The processed sets of uploads already seen, by the sha256 of the original bytes. */
export async function knownSources(db: Executor, hashes: readonly string[]): Promise<Map<string, ProductImage>> {
  const out = new Map<string, ProductImage>();
  for (let i = 0; i < hashes.length; i += 500) {
    const rows = await db
      .selectFrom('image_sources')
      .select(['source_hash', 'image_json'])
      .where('source_hash', 'in', hashes.slice(i, i + 500))
      .execute();
    for (const r of rows) out.set(r.source_hash, JSON.parse(r.image_json) as ProductImage);
  }
  return out;
}

export async function rememberSources(db: Executor, sources: readonly { hash: string; image: ProductImage }[], now: string): Promise<void> {
  for (let i = 0; i < sources.length; i += 200) {
    await db
      .insertInto('image_sources')
      .values(sources.slice(i, i + 200).map((s) => ({ source_hash: s.hash, image_json: JSON.stringify(s.image), created_at: now })))
      .onConflict((oc) => oc.column('source_hash').doNothing())
      .execute();
  }
}

/** The stored picture's size, or undefined when no file has this hash. */
export function imageSize(db: Executor, hash: string): Promise<{ width: number; height: number } | undefined> {
  return db.selectFrom('files').select(['width', 'height']).where('hash', '=', hash).executeTakeFirst();
}
