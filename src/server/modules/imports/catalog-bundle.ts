import { unzipSync } from 'fflate';
import { ImportRefusal, parseCsv, type ColumnSpec, type CsvTable } from './csv.js';

/**
 * What a catalogue import reads: the CSV alone, or a zip holding one CSV and the pictures it
 * names. A zip is recognised by its bytes (the `PK` signature), not by its name. fflate reads it
 * in memory: it is already in the tree (pdfkit's), pure JavaScript with no native build, and the
 * console's uploads arrive as buffers anyway (yauzl wants a file or a stream of one).
 */
export interface CatalogBundle {
  table: CsvTable;
  /** Files of the zip by their path inside it; empty for a plain CSV. */
  images: Map<string, Buffer>;
  isZip: boolean;
}

/** Bounds on what a zip may unpack to: its directory declares sizes before anything is inflated. */
const MAX_ENTRIES = 20_000;
const MAX_ENTRY_BYTES = 25 * 1024 * 1024;
const MAX_TOTAL_BYTES = 1024 * 1024 * 1024;

function isZip(buf: Buffer): boolean {
  return buf.length >= 4 && buf[0] === 0x50 && buf[1] === 0x4b && (buf[2] === 0x03 || buf[2] === 0x05);
}

/** macOS and editors add these; they are never the operator's files. */
function isNoise(name: string): boolean {
  return name.endsWith('/') || name.startsWith('__MACOSX/') || name.split('/').some((part) => part.startsWith('.'));
}

function unzip(buf: Buffer): Record<string, Uint8Array> {
  let entries = 0;
  let total = 0;
  let tooBig: string | undefined;
  let files: Record<string, Uint8Array> | undefined;
  try {
    files = unzipSync(buf, {
      filter(file) {
        if (isNoise(file.name)) return false;
        entries++;
        total += file.originalSize;
        if (file.originalSize > MAX_ENTRY_BYTES) tooBig ??= `${file.name}: più di 25 MB`;
        if (entries > MAX_ENTRIES) tooBig ??= `più di ${MAX_ENTRIES} file nello zip`;
        if (total > MAX_TOTAL_BYTES) tooBig ??= 'più di 1 GB una volta estratto';
        return tooBig === undefined;
      },
    });
  } catch (err) {
    if (!tooBig)
      throw new ImportRefusal([
        `archivio zip danneggiato o non leggibile (${(err as Error).message})`,
        'Crearlo di nuovo (Esplora risorse: Invia a → Cartella compressa; macOS: Comprimi) e riprovare.',
      ]);
  }
  if (tooBig || !files) throw new ImportRefusal([`archivio zip troppo grande: ${tooBig}`, 'Dividere il catalogo in più file zip.']);
  return files;
}

/** Reads an upload or a file of the command line; anything unusable is an ImportRefusal. */
export function readCatalogBundle(buf: Buffer, spec: ColumnSpec): CatalogBundle {
  if (!isZip(buf)) return { table: parseCsv(buf, spec), images: new Map(), isZip: false };
  const files = unzip(buf);
  const csvs = Object.keys(files).filter((name) => name.toLowerCase().endsWith('.csv'));
  if (csvs.length !== 1)
    throw new ImportRefusal([
      csvs.length === 0
        ? 'lo zip non contiene un file .csv con i premi'
        : `lo zip contiene ${csvs.length} file .csv (${csvs.join(', ')}): deve contenerne uno solo`,
    ]);
  const images = new Map<string, Buffer>();
  for (const [name, data] of Object.entries(files)) {
    if (name !== csvs[0]) images.set(name, Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  }
  return { table: parseCsv(Buffer.from(files[csvs[0]!]!), spec), images, isZip: true };
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
