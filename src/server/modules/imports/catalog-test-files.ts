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
