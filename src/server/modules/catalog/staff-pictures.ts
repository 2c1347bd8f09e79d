import type { ProductImage } from '../../../shared/types/generated/api/catalog.js';
import type { StaffPrize } from '../../../shared/types/generated/api/staff-catalog.js';
import { HttpError } from '../../http/errors.js';
import { knownSources, NotAnImage, processImage, rememberSources, sha256, storeFiles } from './images-service.js';
import type { Db } from '../../db/database.js';
import { currentPrize, writePrize } from './staff-prizes.js';
import { pictureColumns, picturesOf, prizeView } from './staff-views.js';
import { CATALOG_EDIT_MSG as MSG, catalogWrite, type CatalogAct, type CatalogDeps } from './staff-write.js';
import { writeTransaction } from '../../db/write-transaction.js';

/** A prize's pictures in the console: upload, order, remove. The first picture is the main one. */

const MAX_PICTURES = 10;

/**
 * The processed variants of an upload, with the catalogue import's own functions: the same bytes
 * seen before (any tenant) are reused; new ones are checked by their content, stripped, resized
 * and stored content-addressed. A file that is not a picture is a 400 saying why, in Italian.
 */
async function processedPicture(db: Db, bytes: Buffer, now: Date): Promise<ProductImage> {
  const hash = sha256(bytes);
  const known = (await knownSources(db, [hash])).get(hash);
  if (known) return known;
  let processed;
  try {
    processed = await processImage(bytes);
  } catch (err) {
    if (!(err instanceof NotAnImage)) throw err;
    const message = `Il file non è stato accettato: ${err.message}`;
    throw new HttpError(400, message, [{ field: 'file', message }]);
  }
  const at = now.toISOString();
  await writeTransaction(db, async (trx) => {
    await storeFiles(trx, processed.files, at);
    await rememberSources(trx, [{ hash, image: processed.image }], at);
  });
  return processed.image;
}

const auditedPictures = (pictures: readonly ProductImage[]) => pictures.map((p) => p.url);

/** Rewrites the prize's pictures (revision-checked) and audits the list before and after. */
function changePictures(
  deps: CatalogDeps,
  act: CatalogAct,
  id: number,
  revision: string,
  change: (pictures: ProductImage[]) => ProductImage[],
): Promise<StaffPrize> {
  return catalogWrite(deps, act, async (trx, now) => {
    const seen = await currentPrize(trx, act.alias, id, revision);
    const before = picturesOf(seen);
    const after = change(before);
    const row = await writePrize(trx, seen, pictureColumns(after), now);
    return {
      result: prizeView(row),
      audit: {
        action: 'catalog.prize.images',
        target: row.code,
        before: { images: auditedPictures(before) },
        after: { images: auditedPictures(after) },
      },
    };
  });
}

export async function addPicture(deps: CatalogDeps, act: CatalogAct, id: number, file: unknown, revision: string): Promise<StaffPrize> {
  if (!Buffer.isBuffer(file) || file.length === 0) {
    const message = 'Scegli un file immagine da caricare';
    throw new HttpError(400, message, [{ field: 'file', message }]);
  }
  // Encoding takes a while: refuse early what the write would refuse anyway, before the work.
  const seen = await currentPrize(deps.db, act.alias, id, revision);
  if (picturesOf(seen).length >= MAX_PICTURES) throw new HttpError(409, MSG.tooManyImages);
  const picture = await processedPicture(deps.db, file, deps.now());
  return changePictures(deps, act, id, revision, (pictures) => {
    if (pictures.length >= MAX_PICTURES) throw new HttpError(409, MSG.tooManyImages);
    if (pictures.some((p) => p.url === picture.url)) throw new HttpError(409, MSG.sameImage);
    return [...pictures, picture];
  });
}

export function orderPictures(deps: CatalogDeps, act: CatalogAct, id: number, body: { keys: string[]; revision: string }) {
  return changePictures(deps, act, id, body.revision, (pictures) => {
    const byKey = new Map(pictures.map((p) => [p.url, p]));
    if (body.keys.length !== pictures.length || body.keys.some((k) => !byKey.has(k))) throw new HttpError(409, MSG.imageOrder);
    return body.keys.map((k) => byKey.get(k)!);
  });
}

export function removePicture(deps: CatalogDeps, act: CatalogAct, id: number, body: { key: string; revision: string }) {
  return changePictures(deps, act, id, body.revision, (pictures) => {
    if (!pictures.some((p) => p.url === body.key)) throw new HttpError(409, MSG.imageNotFound);
    return pictures.filter((p) => p.url !== body.key);
  });
}
