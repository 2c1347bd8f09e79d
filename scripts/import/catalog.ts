import { readFile } from 'node:fs/promises';
import { recordAction } from '../../src/server/modules/audit/service.js';
import {
  CATALOG_IMPORT_COLUMNS,
  importCatalog,
  ImportRefusal,
  readCatalogBundle,
  type CatalogBundle,
} from '../../src/server/modules/imports/service.js';
import type { ImportCommand } from './cli.js';

async function readBundle(file: string): Promise<CatalogBundle> {
  let buf: Buffer;
  try {
    buf = await readFile(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new ImportRefusal([code === 'ENOENT' ? `file non trovato: ${file}` : `impossibile leggere ${file}: ${(err as Error).message}`]);
  }
  return readCatalogBundle(buf, CATALOG_IMPORT_COLUMNS);
}

/**
 * `npm run catalog:import`: the import is the server's (src/server/modules/imports/catalog-service.ts);
 * a real run is audited as the console's uploads are (`import.catalog`, role cli).
 */
export const catalogImport: ImportCommand<CatalogBundle> = {
  name: 'catalog:import',
  label: 'premi',
  columns: CATALOG_IMPORT_COLUMNS,
  operand: '<file.csv|file.zip>',
  read: readBundle,
  async run(handle, bundle, options) {
    const report = await importCatalog(handle, bundle, options);
    if (!report.dryRun)
      await recordAction(
        handle.db,
        { actor: options.actor, role: 'cli', address: null },
        {
          tenant: options.alias,
          action: 'import.catalog',
          target: options.file,
          after: {
            righe: report.read,
            importate: report.accepted,
            aggiornate: report.updated ?? 0,
            saltate: report.skipped,
            scartate: report.rejected,
          },
        },
        new Date(),
      );
    return report;
  },
};
