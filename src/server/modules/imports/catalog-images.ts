import os from 'node:os';
import pMap from 'p-map';
import type { ProductImage } from '../../../shared/types/generated/api/catalog.js';
import { knownSources, rememberSources, storeFiles } from '../catalog/images-service.js';
import { checkImage, NotAnImage, processImage, sha256 } from '../catalog/images-service.js';
import { ImportRefusal } from './csv.js';
import { chunk, type ImportDb } from './options.js';

/** Pictures encoded, then written, per slice: memory stays bounded on a zip of thousands. */
const SLICE = 64;

function refuse(entry: string, err: unknown): never {
  if (!(err instanceof NotAnImage)) throw err;
  throw new ImportRefusal([
    `${entry}: ${err.message}`,
    'Il file è stato rifiutato: nessun premio e nessuna immagine sono stati importati.',
  ]);
}

/**
 * The processed picture of every zip entry the rows name. Originals seen before (same bytes, any
 * tenant) are reused from `image_sources`; every new one is first checked by its header, so a
 * file that is not a picture refuses the whole import before anything is written, then encoded
 * and stored. A picture whose header is fine but whose pixels are broken is refused too, while
 * encoding: variants stored by then are referenced by no prize and harmless (content-addressed).
 * In a dry run nothing is encoded: new pictures map to null ("would change").
 */
export async function prepareImages(
  { db }: ImportDb,
  images: ReadonlyMap<string, Buffer>,
  entries: readonly string[],
  dryRun: boolean,
  onProgress?: (done: number, total: number) => void,
): Promise<Map<string, ProductImage | null>> {
  const hashOf = new Map(entries.map((e) => [e, sha256(images.get(e)!)]));
  const known = await knownSources(db, [...new Set(hashOf.values())]);
  const fresh = new Map<string, string>(); // hash → first entry with those bytes
  for (const [entry, hash] of hashOf) if (!known.has(hash) && !fresh.has(hash)) fresh.set(hash, entry);

  const concurrency = Math.max(1, os.availableParallelism());
  await pMap([...fresh.values()], (entry) => checkImage(images.get(entry)!).catch((err: unknown) => refuse(entry, err)), { concurrency });
  if (!dryRun) {
    let encoded = 0;
    onProgress?.(0, fresh.size);
    for (const slice of chunk([...fresh], SLICE)) {
      const done = await pMap(
        slice,
        async ([hash, entry]) => {
          const processed = await processImage(images.get(entry)!).catch((err: unknown) => refuse(entry, err));
          // Each picture moves the console's bar: a slice of large photos takes a while.
          onProgress?.(++encoded, fresh.size);
          return { hash, processed };
        },
        { concurrency },
      );
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await storeFiles(
          trx,
          done.flatMap((d) => d.processed.files),
          now,
        );
        await rememberSources(
          trx,
          done.map((d) => ({ hash: d.hash, image: d.processed.image })),
          now,
        );
      });
      for (const d of done) known.set(d.hash, d.processed.image);
    }
  }
  return new Map(entries.map((e) => [e, known.get(hashOf.get(e)!) ?? null]));
}
