import { INT_MAX } from '../../http/request-schemas.js';

/** Receipt uploads (/form-win): what is accepted is decided by the bytes, never by the name or the client's type. */

export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
export const INVALID_FILE_TYPE = 'Formato file non valido: sono ammessi PDF, JPG e PNG';
export const FILE_TOO_LARGE = 'Il file supera la dimensione massima di 5 MB';

export interface DetectedType {
  mime: 'application/pdf' | 'image/jpeg' | 'image/png';
  ext: 'pdf' | 'jpg' | 'png';
}

/** PDF (%PDF-), JPEG (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A); anything else is null. */
export function detectFileType(data: Buffer): DetectedType | null {
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-') return { mime: 'application/pdf', ext: 'pdf' };
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= png.length && png.every((b, i) => data[i] === b)) return { mime: 'image/png', ext: 'png' };
  return null;
}

export interface IncomingFile {
  data: Buffer;
  /** The name the customer's file had (display only). */
  name: string | null;
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=([^;]*);)?base64,(.*)$/s;

/**
 * The receipt as sent: a multipart file part (a Buffer: the multipart setup keeps values only,
 * so the name travels in `receipt_name`) or RJSF's data URL `data:<mime>;name=<name>;base64,…`.
 */
export function incomingFile(value: unknown, nameField: unknown): IncomingFile | null {
  const given = typeof nameField === 'string' ? nameField : null;
  if (Buffer.isBuffer(value)) return value.length ? { data: value, name: cleanName(given) } : null;
  if (typeof value !== 'string') return null;
  const m = DATA_URL.exec(value);
  if (!m) return null;
  const data = Buffer.from(m[3] ?? '', 'base64');
  let name = given;
  if (!name && m[2]) {
    try {
      name = decodeURIComponent(m[2]);
    } catch {
      name = m[2];
    }
  }
  return data.length ? { data, name: cleanName(name) } : null;
}

/** Last path segment without control characters, at most 200 characters: it is shown, never used as a path. */
function cleanName(name: string | null): string | null {
  const base = name
    ?.split(/[\\/]/)
    .pop()
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    ?.replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return base || null;
}

/**
 * An amount in EUR as typed in Italy or sent by a number field: '12,50', '1.234,56', '12.50',
 * '€ 7', 12.5. Returns cents, or null when it is not a positive amount with at most two decimals.
 */
export function parseAmountCents(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') text = String(value);
  else if (typeof value === 'string') text = value.replace(/[\s\u00a0€]/g, '');
  else return null;
  let normal: string | null = null;
  if (/^\d+(,\d{1,2})?$/.test(text) || /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text)) normal = text.replace(/\./g, '').replace(',', '.');
  else if (/^\d+(\.\d{1,2})?$/.test(text)) normal = text;
  if (normal === null) return null;
  const cents = Math.round(Number(normal) * 100);
  // amount_cents is an integer column: a larger amount is no amount, not a database error.
  return Number.isSafeInteger(cents) && cents > 0 && cents <= INT_MAX ? cents : null;
}

/** dd/MM/yyyy (the date picker's display format) → yyyy-MM-dd; ISO dates pass through. */
export function isoDate(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  const it = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return it ? `${it[3]}-${it[2]}-${it[1]}` : text;
}
