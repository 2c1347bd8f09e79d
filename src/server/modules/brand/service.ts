import { BRAND_FILE_TYPES, storedFileUrl, storedRef, type BrandFileExtension } from '../../../shared/brand-assets.js';
import type { Db } from '../../db/database.js';
import type { StoredFileTypes } from '../../tenants/asset-files.js';
import { findFile, publicFileTypes, storePublicFile } from '../catalog/images-service.js';
import type { CheckedBrandFile } from './checks.js';

/**
 * Brand files (uploads of the console's "Identità visiva") in the database's content-addressed
 * `files` table, where every server process reads them: what the console's upload and the
 * tenant checks use, and what the public route serves.
 */
export { BrandFileRefused, checkBrandFile, type CheckedBrandFile } from './checks.js';

type Executor = Parameters<typeof storePublicFile>[0];

export interface StoredBrandFile {
  hash: string;
  /** What a tenant key holds to name it: `stored:<sha256>.<ext>`. */
  ref: string;
  url: string;
}

/** Stores a checked upload (in the caller's transaction, with its audit row). */
export async function storeBrandFile(db: Executor, file: CheckedBrandFile, now: Date): Promise<StoredBrandFile> {
  const hash = await storePublicFile(
    db,
    { data: file.data, content_type: file.contentType, width: file.width, height: file.height },
    now.toISOString(),
  );
  return { hash, ref: storedRef(hash, file.ext), url: storedFileUrl(hash, file.ext) };
}

/** The lookup the tenant checks need to judge a stored reference (semantic.ts). */
export function storedBrandFileTypes(db: Db): StoredFileTypes {
  return (hashes) => publicFileTypes(db, hashes);
}

const FILE_NAME = /^([0-9a-f]{64})\.([a-z0-9]{2,5})$/;

/** The file a URL's `<sha256>.<ext>` names, only when the extension is the type it was stored as. */
export async function readBrandFile(db: Db, name: string): Promise<{ contentType: string; data: Buffer } | null> {
  const m = FILE_NAME.exec(name);
  if (!m || !Object.hasOwn(BRAND_FILE_TYPES, m[2]!)) return null;
  const type = BRAND_FILE_TYPES[m[2] as BrandFileExtension];
  const file = await findFile(db, m[1]!);
  return file && file.content_type === type ? { contentType: type, data: Buffer.from(file.data) } : null;
}
