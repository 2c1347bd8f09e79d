import { formatFileSize } from '../../../shared/format.js';
import { ImportRefusal, parseCsv, type ColumnSpec, type CsvTable } from './csv.js';
import { checkDeclared, inflateEntry, isNoise, readDirectory, ZLIB_INFLATER, type Inflater, type ZipLimits } from './zip-reader.js';

/**
 * What a catalogue import reads: the CSV alone, or a zip holding one CSV and the pictures it
 * names. A zip is recognised by its bytes (the `PK` signature), not by its name, and read in
 * memory (the console's uploads arrive as buffers) by zip-reader.ts.
 */
export interface CatalogBundle {
  table: CsvTable;
  /** Files of the zip by their path inside it; empty for a plain CSV. */
  images: Map<string, Buffer>;
  isZip: boolean;
}

const MB = 1024 * 1024;

/**
 * Bounds on what a catalogue may unpack to, checked on the zip's directory before anything is
 * inflated. Pictures barely compress, so 256 MB unpacked is already five full 50 MB uploads; the
 * catalogue's CSV (plain or in the zip) may be 20 MB, some 100,000 prizes with long descriptions.
 */
export const CATALOG_ZIP_LIMITS: ZipLimits = {
  maxEntries: 20_000,
  maxEntryBytes: 25 * MB,
  maxTotalBytes: 256 * MB,
  maxRatio: 100,
  ratioFromBytes: MB,
};
export const MAX_CATALOG_CSV_BYTES = 20 * MB;

function isZip(buf: Buffer): boolean {
  return buf.length >= 4 && buf[0] === 0x50 && buf[1] === 0x4b && (buf[2] === 0x03 || buf[2] === 0x05);
}

const isCsv = (name: string) => name.toLowerCase().endsWith('.csv');

function checkCsvSize(bytes: number, name = 'il file CSV'): void {
  if (bytes > MAX_CATALOG_CSV_BYTES)
    throw new ImportRefusal([
      `${name} del catalogo è di ${formatFileSize(bytes)}, al massimo ${formatFileSize(MAX_CATALOG_CSV_BYTES)}`,
      'Dividere il catalogo in più file.',
    ]);
}

/**
 * Reads an upload or a file of the command line; anything unusable is an ImportRefusal. A zip is
 * refused from its directory before anything is inflated (zip-reader.ts); `inflate` is zlib's,
 * tests watch it.
 */
export async function readCatalogBundle(buf: Buffer, spec: ColumnSpec, inflate: Inflater = ZLIB_INFLATER): Promise<CatalogBundle> {
  if (!isZip(buf)) {
    checkCsvSize(buf.length);
    return { table: await parseCsv(buf, spec), images: new Map(), isZip: false };
  }
  const entries = readDirectory(buf).filter((e) => !isNoise(e.name));
  checkDeclared(entries, CATALOG_ZIP_LIMITS, (e) => (isCsv(e.name) ? MAX_CATALOG_CSV_BYTES : CATALOG_ZIP_LIMITS.maxEntryBytes));
  const csvs = entries.filter((e) => isCsv(e.name));
  if (csvs.length !== 1)
    throw new ImportRefusal([
      csvs.length === 0
        ? 'lo zip non contiene un file .csv con i premi'
        : `lo zip contiene ${csvs.length} file .csv (${csvs.map((e) => e.name).join(', ')}): deve contenerne uno solo`,
    ]);
  const images = new Map<string, Buffer>();
  let csv: Buffer | undefined;
  for (const entry of entries) {
    const data = await inflateEntry(buf, entry, inflate);
    if (entry === csvs[0]) csv = data;
    else images.set(entry.name, data);
  }
  return { table: await parseCsv(csv!, spec), images, isZip: true };
}

/**
 * Finds the zip entry an `images` cell names: its exact path, else the only entry with that file
 * name (operators zip a folder, and Windows puts the folder in every path).
 */
export function entryFinder(images: ReadonlyMap<string, Buffer>): (name: string) => string | undefined {
  const byBase = new Map<string, string | null>();
  for (const path of images.keys()) {
    const base = path.split('/').pop()!;
    byBase.set(base, byBase.has(base) ? null : path);
  }
  return (name) => (images.has(name) ? name : (byBase.get(name) ?? undefined));
}
