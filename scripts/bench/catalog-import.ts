/**
 * Catalogue import benchmark (issue 14's closing note): `npx tsx scripts/bench/catalog-import.ts
 * [--prizes 5000] [--width 1200] [--unreadable n] [--truncated n]`. Generates a zip of N prizes,
 * each with its own JPEG (distinct colours, so nothing is deduplicated), imports it into tenant
 * demo of a temporary SQLite database (DATABASE_URL: that PostgreSQL database instead), then
 * imports it again, and prints both times with what reached sharp. The second run shows the
 * idempotent path (hashing and comparing only). `--unreadable n` turns n pictures into files whose
 * header does not read, `--truncated n` cuts n in half (the header reads, the pixels do not),
 * spread through the file; a third run then imports the zip with those pictures replaced. A
 * benchmark, never a timed test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { createDatabase } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { SHARP_CODEC } from '../../src/server/modules/imports/catalog-images.js';
import { catalogZip, truncatedPhoto, unreadablePhoto } from '../../src/server/modules/imports/catalog-test-files.js';
import type { PictureCodec } from '../../src/server/modules/imports/options.js';
import { CATALOG_IMPORT_COLUMNS, importCatalog, readCatalogBundle } from '../../src/server/modules/imports/service.js';

const { values: flags } = parseArgs({
  options: { prizes: { type: 'string' }, width: { type: 'string' }, unreadable: { type: 'string' }, truncated: { type: 'string' } },
});
const prizes = Number(flags.prizes ?? 5000);
const width = Number(flags.width ?? 1200);
const unreadable = Number(flags.unreadable ?? 0);
const truncated = Number(flags.truncated ?? 0);

const rows: string[] = [];
const files: Record<string, Buffer> = {};
const t0 = Date.now();
for (let i = 0; i < prizes; i++) {
  const color = `#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}`;
  files[`img/p${i}.jpg`] = await sharp({ create: { width, height: Math.round((width * 3) / 4), channels: 3, background: color } })
    .jpeg({ quality: 85 })
    .toBuffer();
  rows.push(
    `BENCH-${i};Premio ${i};Descrizione del premio ${i};${500 + (i % 100) * 50};${i % 20};Categoria ${i % 8};Sotto ${i % 3};1;0;p${i}.jpg`,
  );
}
// The bad pictures spread evenly, the last one near the end: an import that stopped at one would lose most of its work.
const bad = unreadable + truncated;
const broken = { ...files };
for (let k = 0; k < bad; k++) {
  const name = `img/p${Math.floor(((k + 1) * prizes) / bad) - 1}.jpg`;
  broken[name] = k < unreadable ? await unreadablePhoto() : await truncatedPhoto(width, Math.round((width * 3) / 4), '#123456');
}
const zip = catalogZip(rows, broken);
console.log(
  `zip di ${prizes} premi con immagini ${width}px${bad ? ` (${unreadable} illeggibili, ${truncated} troncate)` : ''}: ${(zip.length / 1e6).toFixed(1)} MB (generato in ${((Date.now() - t0) / 1000).toFixed(1)} s)`,
);

/** sharp's codec, counting what reaches it. */
const calls = { check: 0, encode: 0 };
const codec: PictureCodec = {
  check: (input) => (calls.check++, SHARP_CODEC.check(input)),
  encode: (input) => (calls.encode++, SHARP_CODEC.encode(input)),
};

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'premia-bench-import-'));
const handle = createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: 4 });
const runs: [string, Buffer][] = [
  ['prima importazione', zip],
  ['stesso file di nuovo', zip],
];
if (bad) runs.push(['con le immagini sostituite', catalogZip(rows, files)]);
try {
  await migrateToLatest(handle);
  for (const [label, file] of runs) {
    calls.check = calls.encode = 0;
    const started = Date.now();
    let outcome: string;
    try {
      const report = await importCatalog(handle, await readCatalogBundle(file, CATALOG_IMPORT_COLUMNS), {
        alias: 'demo',
        file: 'bench.zip',
        pictureCodec: codec,
      });
      outcome = `importati ${report.accepted}, saltati ${report.skipped}, scartati ${report.rejected}`;
    } catch (err) {
      outcome = `RIFIUTATO: ${(err as Error).message.split('\n')[0]}`;
    }
    const s = (Date.now() - started) / 1000;
    console.log(
      `${label} (${handle.dialect}, ${os.availableParallelism()} core, carico ${os.loadavg()[0]!.toFixed(1)}): ${s.toFixed(1)} s, ${(prizes / s).toFixed(0)} premi/s — ${outcome}; sharp: intestazioni lette ${calls.check}, immagini codificate ${calls.encode}`,
    );
  }
} finally {
  await handle.destroy();
  await rm(dataDir, { recursive: true, force: true });
}
