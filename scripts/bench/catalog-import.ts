/**
 * Catalogue import benchmark: `npx tsx scripts/bench/catalog-import.ts [--prizes 5000]
 * [--pictures 40] [--width 1600] [--unreadable n] [--truncated n] [--pool sharp|workers]`.
 * Generates a zip of N prizes sharing P photo-like JPEGs (gradient, shapes and grain, each
 * distinct), imports it into tenant demo of a temporary SQLite database (DATABASE_URL: that
 * PostgreSQL database instead), then imports the same file again. Beside each run, in the same
 * process and the same minute, it prints what shows the machine's noise: the time to just read and
 * parse the file (the floor of any run), the load average, and how late a tiny HTTP server in the
 * same process answered while the import ran (probed every 20 ms from a thread of its own).
 * `--unreadable n` turns n pictures into files whose header does not read, `--truncated n` cuts n
 * in half (the header reads, the pixels do not); a third run then imports the zip with those
 * pictures replaced. `--pool workers` encodes in worker threads instead of on libuv's threads
 * (picture-pool.ts), to compare the two. A benchmark, never a timed test.
 */
import http from 'node:http';
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
import { startProbe } from './http-probe.js';
import { createPicturePool } from './picture-pool.js';

const { values: flags } = parseArgs({
  options: {
    prizes: { type: 'string' },
    pictures: { type: 'string' },
    width: { type: 'string' },
    unreadable: { type: 'string' },
    truncated: { type: 'string' },
    pool: { type: 'string' },
  },
});
const prizes = Number(flags.prizes ?? 5000);
const pictures = Math.min(prizes, Number(flags.pictures ?? 40));
const width = Number(flags.width ?? 1600);
const height = Math.round((width * 3) / 4);
const unreadable = Number(flags.unreadable ?? 0);
const truncated = Number(flags.truncated ?? 0);
const pool = flags.pool ?? 'sharp';

/** Film grain, made once: generating noise is slower than encoding it. */
const grain = await sharp({
  create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } },
})
  .blur(0.6)
  .png({ compressionLevel: 1 })
  .toBuffer();

/** A photo stand-in: flat colours compress to nothing and encode in no time, a real photo does not. */
async function photoLike(i: number): Promise<Buffer> {
  const hue = (k: number) => `#${(((i + k) * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}`;
  const svg = `<svg width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hue(0)}"/><stop offset="1" stop-color="${hue(7)}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="${hue(3)}"/><rect x="${width / 8}" y="${height / 8}" width="${width / 4}" height="${height / 5}" fill="${hue(5)}"/></svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

const t0 = Date.now();
const files: Record<string, Buffer> = {};
for (let p = 0; p < pictures; p++) files[`img/p${p}.jpg`] = await photoLike(p);
const rows = Array.from(
  { length: prizes },
  (_, i) =>
    `BENCH-${i};Premio ${i};Descrizione del premio ${i};${500 + (i % 100) * 50};${i % 20};Categoria ${i % 8};Sotto ${i % 3};1;0;p${i % pictures}.jpg`,
);
// The bad pictures spread evenly, the last one near the end: an import that stopped at one would lose most of its work.
const bad = unreadable + truncated;
const broken = { ...files };
for (let k = 0; k < bad; k++) {
  const name = `img/p${Math.floor(((k + 1) * pictures) / bad) - 1}.jpg`;
  broken[name] = k < unreadable ? await unreadablePhoto() : await truncatedPhoto(width, height, '#123456');
}
const zip = catalogZip(rows, broken);
console.log(
  `zip di ${prizes} premi con ${pictures} immagini ${width}×${height}${bad ? ` (${unreadable} illeggibili, ${truncated} troncate)` : ''}: ${(zip.length / 1e6).toFixed(1)} MB (generato in ${((Date.now() - t0) / 1000).toFixed(1)} s)`,
);

const workers = pool === 'workers' ? createPicturePool(os.availableParallelism()) : null;
/** The codec under test, counting what reaches it. */
const calls = { check: 0, encode: 0 };
const codec: PictureCodec = {
  check: (input) => (calls.check++, SHARP_CODEC.check(input)),
  encode: (input) => (calls.encode++, workers ? workers.encode(input) : SHARP_CODEC.encode(input)),
};

const server = http.createServer((_req, res) => res.end('ok'));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as { port: number }).port;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'premia-bench-import-'));
const handle = createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: 4 });
const runs: [string, Buffer][] = [
  ['prima importazione', zip],
  ['stesso file di nuovo', zip],
];
if (bad) runs.push(['con le immagini sostituite', catalogZip(rows, files)]);
const table: string[] = [];
const ms = (n: number) => `${Math.round(n)} ms`;
try {
  await migrateToLatest(handle);
  console.log(
    `${handle.dialect}, ${os.availableParallelism()} core, codifica: ${pool === 'workers' ? 'worker threads' : 'sharp (thread di libuv)'}`,
  );
  for (const [label, file] of runs) {
    // The floor of this run, measured just before it: reading the zip and parsing the CSV.
    const r0 = performance.now();
    await readCatalogBundle(file, CATALOG_IMPORT_COLUMNS);
    const readMs = performance.now() - r0;
    calls.check = calls.encode = 0;
    // How the server answers with nothing of ours running: the machine's own noise.
    const quiet = startProbe(port);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = await quiet.stop();
    const load = os.loadavg()[0]!;
    const probe = startProbe(port);
    const cpu0 = process.cpuUsage();
    const started = performance.now();
    let outcome: string;
    try {
      const report = await importCatalog(handle, await readCatalogBundle(file, CATALOG_IMPORT_COLUMNS), {
        alias: 'demo',
        file: 'bench.zip',
        pictureCodec: codec,
      });
      outcome = `importati ${report.accepted}, saltati ${report.skipped}, scartati ${report.rejected}; righe scritte in ${(report.timings.writeMs / 1000).toFixed(1)} s`;
    } catch (err) {
      outcome = `RIFIUTATO: ${(err as Error).message.split('\n')[0]}`;
    }
    const s = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const cpuS = (cpu.user + cpu.system) / 1e6;
    const http = await probe.stop();
    console.log(
      `${label}: ${s.toFixed(1)} s — ${outcome}; sharp: intestazioni ${calls.check}, immagini codificate ${calls.encode}; CPU ${cpuS.toFixed(1)} s; lettura del file ${ms(readMs)}; HTTP p99 ${ms(http.p99)}, max ${ms(http.max)} (${http.count} richieste; a riposo p99 ${ms(idle.p99)}); carico ${load.toFixed(2)}`,
    );
    table.push(
      [
        label,
        `${s.toFixed(1)} s`,
        `${cpuS.toFixed(1)} s`,
        ms(readMs),
        String(calls.encode),
        `${ms(http.p99)} / ${ms(http.max)}`,
        ms(idle.p99),
        load.toFixed(2),
      ].join(' | '),
    );
  }
  console.log(`\n${handle.dialect}, ${pool}: run | time | CPU | reading the file | encoded | HTTP p99 / max | HTTP p99 idle | load`);
  for (const line of table) console.log(`| ${line} |`);
} finally {
  await workers?.close();
  server.close();
  await handle.destroy();
  await rm(dataDir, { recursive: true, force: true });
}
