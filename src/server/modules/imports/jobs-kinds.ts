import type { ImportKind } from '../../../shared/import-columns.js';
import { readCatalogBundle, type CatalogBundle } from './catalog-bundle.js';
import { CATALOG_IMPORT_COLUMNS } from './catalog-rows.js';
import { importCatalog } from './catalog-service.js';
import { parseCsv, type ColumnSpec, type CsvTable } from './csv.js';
import type { ImportDb, ImportOptions } from './options.js';
import { importPoints, POINTS_COLUMNS } from './points-service.js';
import type { ImportReport } from './report.js';
import { importUsers, USER_COLUMNS, userColumnsFor } from './users-service.js';

/**
 * What differs between the console's uploads, kind by kind: how the file is read (a refusal is an
 * ImportRefusal), which import runs it, and the words around it. The job itself (jobs-service.ts)
 * is the same for all.
 */
/** What reading a file may depend on, per tenant. */
export interface ReadContext {
  /** Names of the tenant's signup extras (src/shared/customer-fields.ts), each a column of its customers' file. */
  extraFields: readonly string[];
}

export interface JobKind<T> {
  /** The largest file the upload takes. */
  maxBytes: number;
  read(file: Buffer, context: ReadContext): Promise<T>;
  rows(parsed: T): number;
  run(handle: ImportDb, parsed: T, options: ImportOptions): Promise<ImportReport>;
  /** Rows per transaction, when not the import's own default. */
  batchSize?: number;
  /** The file's name when the upload names none; the report's download is `esito-<what>-<id>.csv`. */
  defaultName: string;
  what: string;
  busy: string;
}

const MB = 1024 * 1024;

/** A CSV upload of these columns, at most 5 MB. */
function csvUpload(columns: ColumnSpec): Pick<JobKind<CsvTable>, 'maxBytes' | 'read' | 'rows'> {
  return {
    maxBytes: 5 * MB,
    read: (file) => parseCsv(file, columns),
    rows: (table) => table.rows.length + table.malformed.length,
  };
}

const users: JobKind<CsvTable> = {
  ...csvUpload(USER_COLUMNS),
  // As `npm run users:import`: the tenant's own extra signup fields are columns too.
  read: (file, { extraFields }) => parseCsv(file, userColumnsFor(extraFields)),
  run: importUsers,
  // Small enough that the bar moves every second or two while hashing.
  batchSize: 100,
  defaultName: 'clienti.csv',
  what: 'clienti',
  busy: 'È già in corso un’importazione di clienti in questa iniziativa: attendi che finisca',
};

const points: JobKind<CsvTable> = {
  ...csvUpload(POINTS_COLUMNS),
  run: importPoints,
  defaultName: 'punti.csv',
  what: 'punti',
  busy: 'È già in corso un’importazione di movimenti punti in questa iniziativa: attendi che finisca',
};

const catalog: JobKind<CatalogBundle> = {
  // A zip of a catalogue with its photos; `npm run catalog:import` takes larger ones from the server.
  maxBytes: 50 * MB,
  read: (file) => readCatalogBundle(file, CATALOG_IMPORT_COLUMNS),
  rows: (bundle) => bundle.table.rows.length + bundle.table.malformed.length,
  run: importCatalog,
  defaultName: 'catalogo.csv',
  what: 'catalogo',
  busy: 'È già in corso un’importazione del catalogo in questa iniziativa: attendi che finisca',
};

// Method syntax (bivariant parameters) lets each kind keep its own parsed type behind one record.
export const JOB_KINDS: Readonly<Record<ImportKind, JobKind<unknown>>> = { users, points, catalog };

/** The queue's kind of job (modules/jobs) that runs an import of this kind. */
export const queueKindOf = (kind: ImportKind) => `import.${kind}`;
