/**
 * Catalogue import benchmark (issue 14's closing note): `npx tsx scripts/bench/catalog-import.ts
 * [--prizes 5000] [--width 1200]`. Generates a zip of N prizes, each with its own JPEG (distinct
 * colours, so nothing is deduplicated), imports it into tenant demo of a temporary SQLite
 * database (DATABASE_URL: that PostgreSQL database instead), then imports it again, and prints
 * both times. The second run shows the idempotent path (hashing and comparing only). A
 * benchmark, never a timed test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { createDatabase } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { catalogZip } from '../../src/server/modules/imports/catalog-test-files.js';
import { CATALOG_IMPORT_COLUMNS, importCatalog, readCatalogBundle } from '../../src/server/modules/imports/service.js';

const { values: flags } = parseArgs({ options: { prizes: { type: 'string' }, width: { type: 'string' } } });
const prizes = Number(flags.prizes ?? 5000);
const width = Number(flags.width ?? 1200);

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
const zip = catalogZip(rows, files);
console.log(
  `zip di ${prizes} premi con immagini ${width}px: ${(zip.length / 1e6).toFixed(1)} MB (generato in ${((Date.now() - t0) / 1000).toFixed(1)} s)`,
);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'premia-bench-import-'));
const handle = createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: 4 });
try {
  await migrateToLatest(handle);
  for (const label of ['prima importazione', 'stesso file di nuovo']) {
    const started = Date.now();
    const report = await importCatalog(handle, readCatalogBundle(zip, CATALOG_IMPORT_COLUMNS), { alias: 'demo', file: 'bench.zip' });
    const s = (Date.now() - started) / 1000;
    console.log(
      `${label} (${handle.dialect}, ${os.availableParallelism()} core): ${s.toFixed(1)} s, ${(prizes / s).toFixed(0)} premi/s — importati ${report.accepted}, saltati ${report.skipped}, scartati ${report.rejected}`,
    );
  }
} finally {
  await handle.destroy();
  await rm(dataDir, { recursive: true, force: true });
}
