import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';
import { formatFileSize, formatNumber } from '../../../shared/format.js';
import { ImportRefusal } from './csv.js';

/**
 * Reads a zip without trusting it. The central directory (at the end of the file) declares every
 * entry's sizes: those are checked against the limits before a single byte is inflated, so a
 * zip bomb is refused from its table of contents. Each entry is then inflated off the main thread
 * (zlib on libuv's threadpool) with the declared size as a hard ceiling: an entry whose data
 * inflates past what its header says is stopped there and refused, never expanded in full.
 */

export interface ZipLimits {
  /** Files in the zip (folders and the system's hidden files not counted). */
  maxEntries: number;
  /** Uncompressed bytes of one entry. */
  maxEntryBytes: number;
  /** Uncompressed bytes of all entries together. */
  maxTotalBytes: number;
  /** Uncompressed over compressed size, for entries above `ratioFromBytes`. */
  maxRatio: number;
  ratioFromBytes: number;
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  crc: number;
  localOffset: number;
}

/** Inflates raw deflate data to at most `maxBytes` (the entry's declared size); throws past it. */
export type Inflater = (data: Buffer, maxBytes: number) => Promise<Buffer>;

const inflateRawAsync = promisify(inflateRaw);
export const ZLIB_INFLATER: Inflater = (data, maxBytes) => inflateRawAsync(data, { maxOutputLength: Math.max(1, maxBytes) });

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

const damaged = (why: string) =>
  new ImportRefusal([
    `archivio zip danneggiato o non leggibile (${why})`,
    'Crearlo di nuovo (Esplora risorse: Invia a → Cartella compressa; macOS: Comprimi) e riprovare.',
  ]);

const tooBig = (why: string) => new ImportRefusal([`archivio zip rifiutato: ${why}`, 'Dividere il catalogo in più file zip.']);

/** macOS and editors add these; they are never the operator's files. */
export function isNoise(name: string): boolean {
  return name.endsWith('/') || name.startsWith('__MACOSX/') || name.split('/').some((part) => part.startsWith('.'));
}

/** The end-of-central-directory record: the last one in the final 64 KiB + 22 bytes. */
function findEnd(buf: Buffer): number {
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) if (buf.readUInt32LE(i) === EOCD) return i;
  throw damaged('manca la directory centrale');
}

/** Every entry the central directory declares, in order; a zip64 or encrypted zip is refused. */
export function readDirectory(buf: Buffer): ZipEntry[] {
  const end = findEnd(buf);
  const count = buf.readUInt16LE(end + 10);
  const dirSize = buf.readUInt32LE(end + 12);
  const dirOffset = buf.readUInt32LE(end + 16);
  if (count === 0xffff || dirOffset === 0xffffffff) throw damaged('formato zip64, non supportato: crearlo con lo strumento del sistema');
  if (dirOffset + dirSize > end) throw damaged('directory centrale fuori dal file');
  const entries: ZipEntry[] = [];
  let at = dirOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || buf.readUInt32LE(at) !== CENTRAL) throw damaged('directory centrale incompleta');
    const flags = buf.readUInt16LE(at + 8);
    const nameLength = buf.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      method: buf.readUInt16LE(at + 10),
      crc: buf.readUInt32LE(at + 16),
      compressedSize: buf.readUInt32LE(at + 20),
      size: buf.readUInt32LE(at + 24),
      localOffset: buf.readUInt32LE(at + 42),
      name: buf.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (flags & 1) throw damaged(`"${entry.name}" è cifrato`);
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff || entry.localOffset === 0xffffffff)
      throw damaged('formato zip64, non supportato: crearlo con lo strumento del sistema');
    entries.push(entry);
    at += 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return entries;
}

/** Refuses the zip from what its directory declares, before anything is inflated. */
export function checkDeclared(entries: readonly ZipEntry[], limits: ZipLimits, limitOf: (e: ZipEntry) => number): void {
  if (entries.length > limits.maxEntries)
    throw tooBig(`contiene ${formatNumber(entries.length)} file, al massimo ${formatNumber(limits.maxEntries)}`);
  let total = 0;
  for (const e of entries) {
    if (e.method !== STORED && e.method !== DEFLATED)
      throw damaged(`"${e.name}" usa un metodo di compressione non supportato (${e.method})`);
    const max = limitOf(e);
    if (e.size > max) throw tooBig(`"${e.name}" è di ${formatFileSize(e.size)} una volta estratto, al massimo ${formatFileSize(max)}`);
    // Pictures barely compress and a CSV about tenfold: a hundredfold is filler, not content.
    if (e.size > limits.ratioFromBytes && e.size > limits.maxRatio * Math.max(1, e.compressedSize))
      throw tooBig(
        `"${e.name}" si espande ${formatNumber(Math.round(e.size / Math.max(1, e.compressedSize)))} volte (al massimo ${limits.maxRatio})`,
      );
    total += e.size;
    if (total > limits.maxTotalBytes) throw tooBig(`più di ${formatFileSize(limits.maxTotalBytes)} una volta estratto`);
  }
}

/** One entry's bytes, never more than its directory declared. */
export async function inflateEntry(buf: Buffer, e: ZipEntry, inflate: Inflater): Promise<Buffer> {
  if (e.localOffset + 30 > buf.length || buf.readUInt32LE(e.localOffset) !== LOCAL)
    throw damaged(`"${e.name}": intestazione locale mancante`);
  const start = e.localOffset + 30 + buf.readUInt16LE(e.localOffset + 26) + buf.readUInt16LE(e.localOffset + 28);
  if (start + e.compressedSize > buf.length) throw damaged(`"${e.name}" è troncato`);
  const data = buf.subarray(start, start + e.compressedSize);
  let out: Buffer;
  if (e.method === STORED) out = data;
  else {
    try {
      out = e.size === 0 ? Buffer.alloc(0) : await inflate(data, e.size);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
        throw tooBig(`"${e.name}" contiene più dati dei ${formatFileSize(e.size)} che dichiara`);
      throw damaged(`"${e.name}": ${(err as Error).message}`);
    }
  }
  if (out.length !== e.size) throw damaged(`"${e.name}" non ha la dimensione dichiarata`);
  if (crc32(out) !== e.crc) throw damaged(`"${e.name}": il controllo di integrità non corrisponde`);
  return out;
}
