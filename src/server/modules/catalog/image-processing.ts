import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ProductImage } from '../../../shared/types/generated/api/catalog.js';

/**
 * Uploaded prize pictures → the variants the portal serves. sharp (libvips) rather than our own
 * code: decoding operators' files is where hostile input bites, and libvips is fuzzed, fast and
 * ships prebuilt binaries through npm (@img/sharp-*), so `npm ci` needs no compiler.
 *
 * A file is judged by its bytes, never its name: it must decode as one of the raster formats
 * below. Every variant is re-encoded from pixels, so nothing of the original (EXIF, GPS, ICC
 * profiles, comments) survives; the EXIF orientation is applied first so photos stay upright.
 */

/** Widths of the variants; a smaller original stops at its own width (never enlarged). */
export const IMAGE_WIDTHS = [320, 640, 960] as const;
/** Decompression bombs: a few kilobytes can declare gigapixels. 40 MP covers any camera photo. */
const MAX_INPUT_PIXELS = 40_000_000;
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);

/** The formats served, best first; JPEG is the fallback every browser shows. */
const FORMATS = [
  { type: 'image/avif', ext: 'avif' },
  { type: 'image/webp', ext: 'webp' },
  { type: 'image/jpeg', ext: 'jpg' },
] as const;
export type ImageMime = (typeof FORMATS)[number]['type'];
export const EXTENSION_TYPES: Readonly<Record<string, ImageMime>> = Object.fromEntries(FORMATS.map((f) => [f.ext, f.type]));

/** A variant to store in `files`. */
export interface EncodedFile {
  hash: string;
  content_type: ImageMime;
  width: number;
  height: number;
  size: number;
  data: Buffer;
}

export interface ProcessedImage {
  image: ProductImage;
  files: EncodedFile[];
}

/** Why a file is not a usable picture (Italian, for the operator). */
export class NotAnImage extends Error {
  override name = 'NotAnImage';
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

export function fileUrl(hash: string, type: ImageMime): string {
  return `/v1/catalog/files/${hash}.${FORMATS.find((f) => f.type === type)!.ext}`;
}

function open(input: Buffer) {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
}

/**
 * Reads only the header: cheap, so a whole zip can be checked before anything is encoded or written.
 * `format` (sharp's name: 'png', 'jpeg' …): the one format the caller accepts.
 */
export async function checkImage(input: Buffer, format?: string): Promise<{ width: number; height: number }> {
  let meta: sharp.Metadata;
  try {
    meta = await open(input).metadata();
  } catch {
    throw new NotAnImage('non è un’immagine leggibile (ammessi JPEG, PNG, WebP, AVIF, GIF, TIFF)');
  }
  if (format !== undefined && meta.format !== format) throw new NotAnImage(`il contenuto non è un ${format.toUpperCase()} valido`);
  if (!meta.format || !RASTER_FORMATS.has(meta.format))
    throw new NotAnImage(`formato ${meta.format ?? 'sconosciuto'} non ammesso (ammessi JPEG, PNG, WebP, AVIF, GIF, TIFF)`);
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new NotAnImage('dimensioni illeggibili');
  if (width * height > MAX_INPUT_PIXELS) throw new NotAnImage(`troppo grande: ${width}×${height} pixel (massimo 40 megapixel)`);
  return { width, height };
}

/** The picture decoded once: upright, at the largest width served, as raw pixels. */
interface Decoded {
  data: Buffer;
  info: sharp.OutputInfo;
}

async function decode(input: Buffer, width: number): Promise<Decoded> {
  // rotate() without arguments applies the EXIF orientation; raw pixels carry no metadata, so
  // nothing of the original (EXIF, GPS, ICC) can reach a variant.
  try {
    return await open(input).rotate().resize({ width, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw new NotAnImage('immagine danneggiata: non si riesce a decodificarla');
  }
}

async function encode({ data, info }: Decoded, width: number, ext: (typeof FORMATS)[number]['ext']): Promise<EncodedFile> {
  let pipeline = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  if (width < info.width) pipeline = pipeline.resize({ width });
  // Effort is CPU the import pays for every picture. WebP's effort 2 writes files the same size as
  // its default 4 on photos at less than half the CPU; AVIF's effort 2 is kept, as 1 grows files by
  // a quarter for the customers who download them. The JPEG is the fallback of a browser that
  // reads neither AVIF nor WebP, so almost nobody downloads it: plain libjpeg with optimised
  // Huffman tables, as mozjpeg's trellis search took 9 times the CPU (67 against 7 ms at 960 px)
  // to save a quarter of the bytes.
  if (ext === 'avif') pipeline = pipeline.avif({ quality: 50, effort: 2 });
  else if (ext === 'webp') pipeline = pipeline.webp({ quality: 75, effort: 2 });
  else pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, optimiseCoding: true });
  const out = await pipeline.toBuffer({ resolveWithObject: true });
  const type = FORMATS.find((f) => f.ext === ext)!.type;
  return {
    hash: sha256(out.data),
    content_type: type,
    width: out.info.width,
    height: out.info.height,
    size: out.data.length,
    data: out.data,
  };
}

/**
 * Validates, strips and resizes one upload into every width × format. Throws NotAnImage. The
 * original is decoded once (a JPEG shrinks while it loads), and every variant is made from those
 * pixels: decoding a camera photo nine times cost more than some of the encodings. The variants
 * are encoded one after the other: a picture holds one thread, and the caller decides how many
 * pictures run at once.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const { width } = await checkImage(input);
  // The steps below the original, then the original's own width up to the largest step: a 500 px
  // picture gets 320 and 500, never an enlarged 640.
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  const widths: number[] = [...IMAGE_WIDTHS.filter((w) => w < Math.min(width, largest)), Math.min(width, largest)];
  const decoded = await decode(input, widths.at(-1)!);
  const files: EncodedFile[] = [];
  for (const format of FORMATS) for (const w of widths) files.push(await encode(decoded, w, format.ext));
  const srcset = (type: ImageMime) =>
    files
      .filter((f) => f.content_type === type)
      .map((f) => `${fileUrl(f.hash, type)} ${f.width}w`)
      .join(', ');
  const main = files.filter((f) => f.content_type === 'image/jpeg').at(-1)!;
  return {
    image: {
      url: fileUrl(main.hash, 'image/jpeg'),
      width: main.width,
      height: main.height,
      srcset: srcset('image/jpeg'),
      sources: [
        { type: 'image/avif', srcset: srcset('image/avif') },
        { type: 'image/webp', srcset: srcset('image/webp') },
      ],
    },
    files,
  };
}
