import os from 'node:os';
import pMap from 'p-map';
import type { ProductImage } from '../../../shared/types/generated/api/catalog.js';
import { knownSources, rememberSources, storeFiles } from '../catalog/images-service.js';
import { checkImage, NotAnImage, processImage, sha256, type ProcessedImage } from '../catalog/images-service.js';
import { chunk, type ImportDb, type PictureCodec } from './options.js';
import { writeTransaction } from '../../db/write-transaction.js';

/** Pictures encoded, then written, per slice: memory stays bounded on a zip of thousands. */
const SLICE = 64;

/** sharp's header read and full pipeline: what the import uses unless told otherwise (options.pictureCodec). */
export const SHARP_CODEC: PictureCodec = { check: checkImage, encode: processImage };

/**
 * The zip's pictures as the import sees them. A picture is known by the sha256 of its bytes: the
 * same bytes under two names, or seen in an earlier import (any tenant, `image_sources`), are the
 * same processed set, so they are never encoded again.
 */
export class PictureSet {
  /** Why a zip entry is unusable, in Italian, by entry. */
  readonly bad = new Map<string, string>();

  constructor(
    private readonly images: ReadonlyMap<string, Buffer>,
    private readonly hashOf: ReadonlyMap<string, string>,
    /** Processed sets by source hash: those seen before, then those encoded now. */
    private readonly ready: Map<string, ProductImage>,
  ) {}

  bytes(entry: string): Buffer {
    return this.images.get(entry)!;
  }

  hash(entry: string): string {
    return this.hashOf.get(entry)!;
  }

  add(hash: string, image: ProductImage): void {
    this.ready.set(hash, image);
  }

  /** The processed picture of an entry; null when not encoded (a dry run: the row "would change"). */
  image(entry: string): ProductImage | null {
    return this.ready.get(this.hash(entry)) ?? null;
  }

  /** One entry per source hash not processed yet, among these (the first name with those bytes). */
  pending(entries: Iterable<string>): Map<string, string> {
    const out = new Map<string, string>();
    for (const entry of entries) {
      const hash = this.hash(entry);
      if (!this.ready.has(hash) && !out.has(hash) && !this.bad.has(entry)) out.set(hash, entry);
    }
    return out;
  }

  /** Marks every entry with these bytes as bad: the same bytes under another name are as broken. */
  reject(hash: string, reason: string): void {
    for (const [entry, h] of this.hashOf) if (h === hash) this.bad.set(entry, reason);
  }
}

const CONCURRENCY = Math.max(1, os.availableParallelism());

function reasonOf(err: unknown): string {
  if (err instanceof NotAnImage) return err.message;
  throw err;
}

/**
 * First stage, before anything is encoded: the pictures the rows name, hashed; those seen before
 * are taken as processed (no sharp at all), every other one has its header read (format,
 * dimensions, the 40 MP cap: about half a millisecond each, against half a second to encode one).
 * Entries whose header is unusable are in `bad`, with the reason.
 */
export async function inspectPictures(
  { db }: ImportDb,
  images: ReadonlyMap<string, Buffer>,
  entries: readonly string[],
  codec: PictureCodec,
): Promise<PictureSet> {
  const hashOf = new Map(entries.map((e) => [e, sha256(images.get(e)!)]));
  const set = new PictureSet(images, hashOf, await knownSources(db, [...new Set(hashOf.values())]));
  await pMap(
    set.pending(entries),
    async ([hash, entry]) => {
      try {
        await codec.check(set.bytes(entry));
      } catch (err) {
        set.reject(hash, reasonOf(err));
      }
    },
    { concurrency: CONCURRENCY },
  );
  return set;
}

/**
 * Second stage, for the pictures of the rows still good: each new source encoded once and stored
 * with its variants as soon as its slice is done, so an interrupted or partly failed import keeps
 * what it encoded and a re-run reuses it. A picture whose header was fine but whose pixels are not
 * (a truncated JPEG) fails here, alone: it joins `bad` and nothing of it is stored.
 */
export async function encodePictures(
  { db }: ImportDb,
  set: PictureSet,
  entries: readonly string[],
  codec: PictureCodec,
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  const todo = [...set.pending(entries)];
  let encoded = 0;
  onProgress?.(0, todo.length);
  for (const slice of chunk(todo, SLICE)) {
    const done: { hash: string; processed: ProcessedImage }[] = [];
    await pMap(
      slice,
      async ([hash, entry]) => {
        try {
          done.push({ hash, processed: await codec.encode(set.bytes(entry)) });
        } catch (err) {
          set.reject(hash, reasonOf(err));
        }
        // Each picture moves the console's bar: a slice of large photos takes a while.
        onProgress?.(++encoded, todo.length);
      },
      { concurrency: CONCURRENCY },
    );
    if (!done.length) continue;
    const now = new Date().toISOString();
    await writeTransaction(db, async (trx) => {
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
    for (const d of done) set.add(d.hash, d.processed.image);
  }
}
