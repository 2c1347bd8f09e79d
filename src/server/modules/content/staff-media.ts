import type { ImageRef, UploadedImage } from '../../../shared/types/generated/api/staff-content.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { imageSize, NotAnImage, processImage, storeFiles } from '../catalog/images-service.js';
import { LOGO_HEIGHT, LOGO_WIDTH, PICTURE_HEIGHT, PICTURE_WIDTH } from './editing-service.js';
import { writeTransaction } from '../../db/write-transaction.js';

/**
 * Pictures of console content go through the catalogue's pipeline (validated by content,
 * stripped, resized, stored content-addressed in `files`); an item keeps the JPEG fallback's URL
 * with its width and height, which the portal uses to reserve the picture's box.
 */

export const IMAGE_UNKNOWN = 'Immagine non trovata: caricala di nuovo';

/** Processes and stores an upload; answers the URL the form puts in `image`. */
export async function uploadContentImage(db: Db, data: Buffer, now: Date): Promise<UploadedImage> {
  let processed;
  try {
    processed = await processImage(data);
  } catch (err) {
    if (err instanceof NotAnImage) throw new HttpError(400, `Il file ${err.message}`, [{ field: 'file', message: err.message }]);
    throw err;
  }
  await writeTransaction(db, (trx) => storeFiles(trx, processed.files, now.toISOString()));
  return { url: processed.image.url, width: processed.image.width, height: processed.image.height };
}

const FILE_URL = /^\/v1\/catalog\/files\/([0-9a-f]{64})\.jpg$/;

/**
 * The stored picture a form names, with its size from the server, never from the form: a file
 * of the pipeline (its row in `files`), one of the drawn demo pictures (fixed sizes), or null.
 */
export async function resolveImage(db: Db, ref: ImageRef | undefined | null): Promise<UploadedImage | null> {
  if (!ref) return null;
  const hash = FILE_URL.exec(ref.url)?.[1];
  if (hash) {
    const file = await imageSize(db, hash);
    if (!file) throw new HttpError(400, IMAGE_UNKNOWN, [{ field: 'image', message: IMAGE_UNKNOWN }]);
    return { url: ref.url, width: file.width, height: file.height };
  }
  if (ref.url.startsWith('/v1/content/logos/')) return { url: ref.url, width: LOGO_WIDTH, height: LOGO_HEIGHT };
  return { url: ref.url, width: PICTURE_WIDTH, height: PICTURE_HEIGHT };
}
