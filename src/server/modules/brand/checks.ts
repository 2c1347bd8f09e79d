import { BRAND_FILE_TYPES, BRAND_KINDS, type BrandAssetKind, type BrandFileExtension } from '../../../shared/brand-assets.js';
import { formatFileSize } from '../../../shared/format.js';
import { checkImage, NotAnImage } from '../catalog/images-service.js';
import { detectBrandFileType, TYPE_NAMES } from './file-types.js';
import { sanitizeSvg, SvgRefused } from './svg-sanitizer.js';

/** A brand upload refused, in Italian for the field it was sent from; 413 when only its size is wrong. */
export class BrandFileRefused extends Error {
  override name = 'BrandFileRefused';
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}

/** What a kind is called in a refusal. */
const KIND_NAMES: Readonly<Record<BrandAssetKind, string>> = {
  logo: 'un logo',
  favicon: 'l’icona del sito',
  font: 'un carattere',
  document: 'un documento',
};

/** An upload that passed: the bytes to store (an SVG's cleaned copy) and what they are. */
export interface CheckedBrandFile {
  data: Buffer;
  ext: BrandFileExtension;
  contentType: string;
  width: number;
  height: number;
  /** An SVG from which the sanitiser removed something. */
  cleaned: boolean;
}

const RASTER_FORMATS: Partial<Record<BrandFileExtension, string>> = { png: 'png', jpg: 'jpeg', webp: 'webp' };

/** A raster picture must decode as the format its signature says (sharp reads the header only). */
async function rasterSize(data: Buffer, ext: BrandFileExtension): Promise<{ width: number; height: number }> {
  try {
    return await checkImage(data, RASTER_FORMATS[ext]);
  } catch (err) {
    if (err instanceof NotAnImage) throw new BrandFileRefused(`Il file non è un’immagine leggibile: ${err.message}`);
    throw err;
  }
}

/**
 * Checks an upload for `kind` by its content: its size against the kind's limit, its type from
 * its bytes among the kind's formats; a picture must decode, an SVG is sanitised (svg-sanitizer.ts).
 */
export async function checkBrandFile(kind: BrandAssetKind, input: Buffer): Promise<CheckedBrandFile> {
  const rules = BRAND_KINDS[kind];
  if (input.length === 0) throw new BrandFileRefused('Il file è vuoto: scegline un altro');
  if (input.length > rules.maxBytes)
    throw new BrandFileRefused(
      `Il file pesa ${formatFileSize(input.length)}: per ${KIND_NAMES[kind]} il massimo è ${formatFileSize(rules.maxBytes)}`,
      413,
    );
  const ext = detectBrandFileType(input);
  const allowed = `per ${KIND_NAMES[kind]} sono ammessi ${rules.formats}`;
  if (!ext) throw new BrandFileRefused(`Formato non riconosciuto dal contenuto del file: ${allowed}`);
  if (!rules.extensions.includes(ext)) throw new BrandFileRefused(`Il file è ${TYPE_NAMES[ext]}: ${allowed}`);

  const contentType = BRAND_FILE_TYPES[ext];
  if (ext === 'svg') {
    try {
      const { data, cleaned } = await sanitizeSvg(input);
      return { data, ext, contentType, width: 0, height: 0, cleaned };
    } catch (err) {
      if (err instanceof SvgRefused) throw new BrandFileRefused(`Il file non è stato accettato: ${err.message}`);
      throw err;
    }
  }
  const size = RASTER_FORMATS[ext] ? await rasterSize(input, ext) : { width: 0, height: 0 };
  return { data: input, ext, contentType, ...size, cleaned: false };
}
