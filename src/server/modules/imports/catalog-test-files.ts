import { zipSync } from 'fflate';
import sharp from 'sharp';

/** Fixtures of the catalogue import's tests, the browser journey and the benchmark (not a test file itself). */

export const CATALOG_HEADER = 'code;name;description;points;stock;category;subcategory;available;featured;images';

/** A JPEG photo of `width`×`height` carrying EXIF (camera, GPS-like comment) that the import must strip. */
export async function photo(width: number, height: number, color: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'PremiaCam', Model: 'Test 1', ImageDescription: 'segreto GPS 45.07N 7.68E' } })
    .toBuffer();
}

/** A zip of `catalogo.csv` (the rows, `;`-separated, with BOM) and the given files. */
export function catalogZip(rows: readonly string[], files: Record<string, Buffer>): Buffer {
  const csv = Buffer.from(`\ufeff${[CATALOG_HEADER, ...rows].join('\r\n')}\r\n`);
  const entries: Record<string, Uint8Array> = { 'catalogo.csv': csv };
  for (const [name, data] of Object.entries(files)) entries[name] = data;
  return Buffer.from(zipSync(entries));
}

/** A `.jpg` that is no picture: a JPEG's first bytes, then garbage (a copy gone wrong). Its header does not read. */
export async function unreadablePhoto(): Promise<Buffer> {
  const start = (await photo(64, 48, '#777')).subarray(0, 20);
  return Buffer.concat([start, Buffer.alloc(4000, 7)]);
}

/** A JPEG cut in half (a download stopped midway): its header reads, its pixels do not. */
export async function truncatedPhoto(width: number, height: number, color: string): Promise<Buffer> {
  const whole = await photo(width, height, color);
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** One entry of a hand-made zip: its deflated bytes and what the directory is to declare. */
export interface CraftedEntry {
  name: string;
  /** Raw deflate data (method 8). */
  deflated: Buffer;
  /** The uncompressed size written in the headers, true or not. */
  declaredSize: number;
  crc?: number;
}

/**
 * A zip written byte by byte, so that tests can build what no zip tool makes: thousands of
 * entries sharing one deflated stream of zeros (a zip bomb) or headers that lie about sizes.
 */
export function craftZip(entries: readonly CraftedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc ?? 0, 14);
    local.writeUInt32LE(e.deflated.length, 18);
    local.writeUInt32LE(e.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    // The directory's header is the local one's from "version needed" to the extra field's length, after its own "version made by".
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    local.copy(central, 6, 4, 30);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.deflated);
    centrals.push(central, name);
    offset += 30 + name.length + e.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
