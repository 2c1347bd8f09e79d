/**
 * The imports' public surface, for the console's uploads and the commands in scripts/: reading a
 * CSV, the imports (users-service.ts, points-service.ts, catalog-service.ts) and their report. The job that runs
 * an upload in the background is jobs-service.ts.
 */
export { ImportRefusal, parseCsv, type ColumnSpec, type CsvRow, type CsvTable } from './csv.js';
export { defaultHashConcurrency } from './hash-pool.js';
export type { ImportDb, ImportOptions } from './options.js';
export { reportCsv, type ImportReport, type RowNote } from './report.js';
export { importPoints, POINTS_COLUMNS } from './points-service.js';
export { importUsers, USER_COLUMNS, userColumnsFor } from './users-service.js';
export { readCatalogBundle, type CatalogBundle } from './catalog-bundle.js';
export { CATALOG_IMPORT_COLUMNS } from './catalog-rows.js';
export { importCatalog } from './catalog-service.js';
