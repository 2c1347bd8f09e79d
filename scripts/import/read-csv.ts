import { readFile } from 'node:fs/promises';
import { ImportRefusal, parseCsv, type ColumnSpec, type CsvTable } from '../../src/server/modules/imports/service.js';

/** Reads and parses the file named on the command line; a missing or unreadable file is a refusal too. */
export async function readCsvFile(file: string, spec: ColumnSpec): Promise<CsvTable> {
  let buf: Buffer;
  try {
    buf = await readFile(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new ImportRefusal([code === 'ENOENT' ? `file non trovato: ${file}` : `impossibile leggere ${file}: ${(err as Error).message}`]);
  }
  return parseCsv(buf, spec);
}
