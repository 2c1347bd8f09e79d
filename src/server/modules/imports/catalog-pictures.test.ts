import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../catalog/images-service.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { SHARP_CODEC } from './catalog-images.js';
import type { PictureCodec } from './options.js';
import { catalogZip, photo, truncatedPhoto, unreadablePhoto } from './catalog-test-files.js';
import { CATALOG_IMPORT_COLUMNS, importCatalog, readCatalogBundle, type ImportReport } from './service.js';

/** sharp's own codec, recording each call in order: what was checked, what was encoded. */
function countingCodec() {
  const calls: { step: 'check' | 'encode'; hash: string }[] = [];
  const codec: PictureCodec = {
    check: (input) => (calls.push({ step: 'check', hash: sha256(input) }), SHARP_CODEC.check(input)),
    encode: (input) => (calls.push({ step: 'encode', hash: sha256(input) }), SHARP_CODEC.encode(input)),
  };
  const hashes = (step: 'check' | 'encode') =>
    calls
      .filter((c) => c.step === step)
      .map((c) => c.hash)
      .sort();
  return { codec, calls, checked: () => hashes('check'), encoded: () => hashes('encode') };
}

let t: TestApp;
let files: Record<string, Buffer>;
const hash: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  files = {
    'foto/tazza.jpg': await photo(1200, 900, '#b03a2e'),
    'foto/lampada.jpg': await photo(700, 500, '#aa0'),
    'foto/rotta.jpg': await unreadablePhoto(),
    'foto/tronca.jpg': await truncatedPhoto(800, 600, '#117a65'),
  };
  // The same bytes as the cup under another name: one picture, encoded once.
  files['altre/tazza-copia.jpg'] = files['foto/tazza.jpg']!;
  for (const [name, data] of Object.entries(files)) hash[name] = sha256(data);
});
afterAll(() => t.close());

const ROWS = [
  'PIC-1;Tazza;;1200;10;Casa Foto;;1;0;tazza.jpg',
  'PIC-2;Piatto rotto;;900;5;Casa Foto;;1;0;rotta.jpg',
  'PIC-3;Lampada;;1500;3;Casa Foto;;1;0;lampada.jpg|rotta.jpg',
  'PIC-4;Quadro;;2000;2;Casa Foto;;1;0;tronca.jpg',
  'PIC-5;Tazza gemella;;1200;10;Casa Foto;;1;0;tazza-copia.jpg',
  'PIC-6;Buono;;500;100;Casa Foto;;1;0;',
];
const UNREADABLE = 'non è un’immagine leggibile (ammessi JPEG, PNG, WebP, AVIF, GIF, TIFF)';

async function run(zip: Buffer, codec: PictureCodec, dryRun = false): Promise<ImportReport> {
  const bundle = await readCatalogBundle(zip, CATALOG_IMPORT_COLUMNS);
  return importCatalog(t.database, bundle, { alias: 'aurora', file: 'catalogo.zip', dryRun, pictureCodec: codec });
}

async function codes(): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('products')
    .select('code')
    .where('tenant_alias', '=', 'aurora')
    .where('code', 'like', 'PIC-%')
    .execute();
  return rows.map((r) => r.code).sort();
}

async function prize(code: string) {
  return t.database.db
    .selectFrom('products')
    .selectAll()
    .where('tenant_alias', '=', 'aurora')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
}

async function storedFiles(): Promise<number> {
  const row = await t.database.db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function rejections(report: ImportReport) {
  return report.notes.filter((n) => n.outcome === 'rejected').map((n) => [n.line, n.key, n.reason]);
}

describe('catalog import: unusable pictures', { timeout: 60_000 }, () => {
  it('a check reads every new picture’s header and encodes nothing; it reports the rows with an unreadable one', async () => {
    const count = countingCodec();
    const report = await run(catalogZip(ROWS, files), count.codec, true);
    expect(count.encoded()).toEqual([]);
    expect(count.checked()).toEqual(
      [hash['foto/tazza.jpg'], hash['foto/lampada.jpg'], hash['foto/rotta.jpg'], hash['foto/tronca.jpg']].sort(),
    );
    expect(report).toMatchObject({ dryRun: true, read: 6, accepted: 4, rejected: 2 });
    expect(rejections(report)).toEqual([
      [3, 'PIC-2', `images: "foto/rotta.jpg": ${UNREADABLE}`],
      [4, 'PIC-3', `images: "foto/rotta.jpg": ${UNREADABLE}`],
    ]);
    expect(await codes()).toEqual([]);
  });

  it('imports the good rows and rejects those whose picture is unusable, encoding each good picture once and nothing of a bad one', async () => {
    const filesBefore = await storedFiles();
    const count = countingCodec();
    const report = await run(catalogZip(ROWS, files), count.codec);

    // Every header is read before the first encoding starts.
    const firstEncode = count.calls.findIndex((c) => c.step === 'encode');
    expect(count.calls.slice(firstEncode).every((c) => c.step === 'encode')).toBe(true);
    // The unreadable picture never reaches the encoder, nor the lamp, whose row it spoils; the cup
    // is encoded once for both its names; the truncated picture fails in the encoder, alone.
    expect(count.encoded()).toEqual([hash['foto/tazza.jpg'], hash['foto/tronca.jpg']].sort());

    expect(report).toMatchObject({ dryRun: false, read: 6, accepted: 3, skipped: 0, rejected: 3 });
    expect(rejections(report)).toEqual([
      [3, 'PIC-2', `images: "foto/rotta.jpg": ${UNREADABLE}`],
      [4, 'PIC-3', `images: "foto/rotta.jpg": ${UNREADABLE}`],
      [5, 'PIC-4', 'images: "foto/tronca.jpg": immagine danneggiata: non si riesce a decodificarla'],
    ]);
    expect(await codes()).toEqual(['PIC-1', 'PIC-5', 'PIC-6']);
    expect((await prize('PIC-5')).image_json).toBe((await prize('PIC-1')).image_json);
    // The cup's nine variants (320, 640 and 960 px as AVIF, WebP and JPEG) and nothing else.
    expect((await storedFiles()) - filesBefore).toBe(9);
  });

  it('the fixed file again encodes only the replaced pictures; then nothing reaches sharp at all', async () => {
    const fixed = {
      ...files,
      'foto/rotta.jpg': await photo(640, 480, '#5b2c6f'),
      'foto/tronca.jpg': await photo(800, 600, '#117a65'),
    };
    const count = countingCodec();
    const report = await run(catalogZip(ROWS, fixed), count.codec);
    expect(count.encoded()).toEqual([hash['foto/lampada.jpg'], sha256(fixed['foto/rotta.jpg']), sha256(fixed['foto/tronca.jpg'])].sort());
    expect(report).toMatchObject({ accepted: 3, skipped: 3, rejected: 0 });
    expect(await codes()).toEqual(['PIC-1', 'PIC-2', 'PIC-3', 'PIC-4', 'PIC-5', 'PIC-6']);

    const again = countingCodec();
    expect(await run(catalogZip(ROWS, fixed), again.codec)).toMatchObject({ accepted: 0, skipped: 6, rejected: 0 });
    expect(again.calls).toEqual([]);
  });

  it('a row that now names a broken picture leaves its prize as it was', async () => {
    const before = await prize('PIC-1');
    const count = countingCodec();
    const report = await run(catalogZip(['PIC-1;Tazza nuova;;1300;10;Casa Foto;;1;0;rotta.jpg'], files), count.codec);
    expect(rejections(report)).toEqual([[2, 'PIC-1', `images: "foto/rotta.jpg": ${UNREADABLE}`]]);
    expect(count.encoded()).toEqual([]);
    expect(await prize('PIC-1')).toEqual(before);
  });
});
