import type { BrandFileExtension } from '../../../shared/brand-assets.js';

/**
 * What a brand upload is, read from its bytes: the file's name and the type the browser sent
 * are the client's word, and a file named logo.svg may be anything. Binary formats by their
 * signature (and, where the format states its own length, that length); SVG by its text.
 */

const startsWith = (data: Buffer, bytes: readonly number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** An ICO: a header and a directory whose images all lie inside the file. */
function isIco(data: Buffer): boolean {
  if (!startsWith(data, [0, 0, 1, 0]) || data.length < 6) return false;
  const count = data.readUInt16LE(4);
  if (count === 0 || data.length < 6 + 16 * count) return false;
  for (let i = 0; i < count; i++) {
    const entry = 6 + 16 * i;
    const size = data.readUInt32LE(entry + 8);
    const offset = data.readUInt32LE(entry + 12);
    if (size === 0 || offset < 6 + 16 * count || offset + size > data.length) return false;
  }
  return true;
}

/** WOFF and WOFF2 state the whole file's length at byte 8: a truncated or padded file is no font. */
function isWoff(data: Buffer, signature: string): boolean {
  return startsWith(data, ascii(signature)) && data.length >= 12 && data.readUInt32BE(8) === data.length;
}

/**
 * Text that opens as an SVG document: an optional byte-order mark, XML declaration, comments and
 * doctype, then the `<svg` element. Whether it is well-formed is the sanitiser's parser's call.
 */
export function looksLikeSvg(data: Buffer): boolean {
  const head = data
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/i.test(head);
}

/** The brand file type of the bytes, or null when they are none of them. */
export function detectBrandFileType(data: Buffer): BrandFileExtension | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  if (isIco(data)) return 'ico';
  if (isWoff(data, 'wOF2')) return 'woff2';
  if (isWoff(data, 'wOFF')) return 'woff';
  if (/^%PDF-[12]\.\d/.test(data.subarray(0, 8).toString('latin1'))) return 'pdf';
  if (looksLikeSvg(data)) return 'svg';
  return null;
}

/** How a staff member calls the type, in a refusal. */
export const TYPE_NAMES: Readonly<Record<BrandFileExtension, string>> = {
  svg: 'un SVG',
  png: 'un PNG',
  jpg: 'un JPEG',
  webp: 'un WebP',
  ico: 'un ICO',
  woff2: 'un carattere WOFF2',
  woff: 'un carattere WOFF',
  pdf: 'un PDF',
};
