import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CATALOG_HEADER, catalogZip, craftZip } from './catalog-test-files.js';
import { CATALOG_IMPORT_COLUMNS, ImportRefusal, readCatalogBundle } from './service.js';
import { ZLIB_INFLATER, type Inflater } from './zip-reader.js';

const MB = 1024 * 1024;
const CSV = Buffer.from(`${CATALOG_HEADER}\nZ-1;Premio;;100;1;Cat;;1;0;\n`);
const csvEntry = { name: 'catalogo.csv', deflated: deflateRawSync(CSV), declaredSize: CSV.length, crc: crc32(CSV) };
// 25 MB of zeros deflate to some 25 KB: the brick of a zip bomb, made once.
const ZEROS_25MB = deflateRawSync(Buffer.alloc(25 * MB));

/** The real inflater, recording the ceiling of every call: no call means nothing was inflated. */
function watchedInflater() {
  const calls: number[] = [];
  const inflate: Inflater = (data, maxBytes) => {
    calls.push(maxBytes);
    return ZLIB_INFLATER(data, maxBytes);
  };
  return { calls, inflate };
}

async function refusalOf(zip: Buffer, inflate: Inflater): Promise<string[]> {
  const err = await readCatalogBundle(zip, CATALOG_IMPORT_COLUMNS, inflate).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ImportRefusal);
  return (err as ImportRefusal).lines;
}

describe('zip limits, from the central directory', () => {
  it('refuses 48 entries of 25 MB of zeros (a 1.2 MB zip, 1.2 GB unpacked) without inflating anything', async () => {
    const bomb = craftZip([
      csvEntry,
      ...Array.from({ length: 48 }, (_, i) => ({ name: `foto/${i}.jpg`, deflated: ZEROS_25MB, declaredSize: 25 * MB })),
    ]);
    expect(bomb.length).toBeLessThan(2 * MB);
    const { calls, inflate } = watchedInflater();
    const lines = await refusalOf(bomb, inflate);
    expect(lines[0]).toMatch(/^archivio zip rifiutato: "foto\/0\.jpg" si espande \d\.\d{3} volte \(al massimo 100\)$/);
    expect(lines[1]).toBe('Dividere il catalogo in più file zip.');
    expect(calls).toEqual([]);
  });

  it('refuses a zip whose entries together declare more than 256 MB, however well they compress', async () => {
    // 12 "pictures" of 24 MB that compress only tenfold on paper: each is within the limits, their sum is not.
    const brick = Buffer.alloc(Math.ceil((24 * MB) / 10));
    const zip = craftZip([
      csvEntry,
      ...Array.from({ length: 12 }, (_, i) => ({ name: `foto/${i}.jpg`, deflated: brick, declaredSize: 24 * MB })),
    ]);
    const { calls, inflate } = watchedInflater();
    expect((await refusalOf(zip, inflate))[0]).toBe('archivio zip rifiutato: più di 256 MB una volta estratto');
    expect(calls).toEqual([]);
  });

  it('refuses an entry declared over 25 MB, a CSV over 20 MB, and more than 20,000 files', async () => {
    const { calls, inflate } = watchedInflater();
    const big = craftZip([csvEntry, { name: 'foto/enorme.tif', deflated: Buffer.alloc(1024), declaredSize: 26 * MB }]);
    expect((await refusalOf(big, inflate))[0]).toBe(
      'archivio zip rifiutato: "foto/enorme.tif" è di 26 MB una volta estratto, al massimo 25 MB',
    );
    const bigCsv = craftZip([{ name: 'catalogo.csv', deflated: Buffer.alloc(3 * MB), declaredSize: 21 * MB }]);
    expect((await refusalOf(bigCsv, inflate))[0]).toBe(
      'archivio zip rifiutato: "catalogo.csv" è di 21 MB una volta estratto, al massimo 20 MB',
    );
    const tiny = deflateRawSync(Buffer.from('x'));
    const many = craftZip([
      csvEntry,
      ...Array.from({ length: 20_000 }, (_, i) => ({ name: `f/${i}.jpg`, deflated: tiny, declaredSize: 1 })),
    ]);
    expect((await refusalOf(many, inflate))[0]).toBe('archivio zip rifiutato: contiene 20.001 file, al massimo 20.000');
    expect(calls).toEqual([]);
  });

  it('stops an entry whose data inflates past the size its header declares, at that size', async () => {
    const liar = craftZip([csvEntry, { name: 'foto/piccola.jpg', deflated: ZEROS_25MB, declaredSize: 200 * 1024 }]);
    const { calls, inflate } = watchedInflater();
    const lines = await refusalOf(liar, inflate);
    expect(lines[0]).toBe('archivio zip rifiutato: "foto/piccola.jpg" contiene più dati dei 200 KB che dichiara');
    // The inflater was never allowed more than the declared size.
    expect(Math.max(...calls)).toBe(200 * 1024);
  });

  it('still reads an ordinary zip made by a zip tool', async () => {
    const zip = catalogZip(['Z-1;Premio;;100;1;Cat;;1;0;foto.jpg'], { 'foto.jpg': Buffer.from('jpeg?') });
    const bundle = await readCatalogBundle(zip, CATALOG_IMPORT_COLUMNS);
    expect(bundle.table.rows.map((r) => r.values.code)).toEqual(['Z-1']);
    expect(bundle.images.get('foto.jpg')?.toString()).toBe('jpeg?');
  });

  it('refuses a plain catalogue CSV over 20 MB before parsing it', async () => {
    const big = Buffer.concat([CSV, Buffer.alloc(21 * MB - CSV.length, 0x41)]);
    const err = await readCatalogBundle(big, CATALOG_IMPORT_COLUMNS).catch((e: unknown) => e);
    expect((err as ImportRefusal).lines[0]).toBe('il file CSV del catalogo è di 21 MB, al massimo 20 MB');
  });
});
