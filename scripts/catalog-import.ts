/**
 * `npm run catalog:import -- <alias> <file.csv|file.zip>`: loads prizes, and with a zip their
 * pictures, idempotently by code. Format, report and exit codes: docs/operators.md#catalogue-import.
 * The import itself is src/server/modules/imports/catalog-service.ts; the command line is scripts/import/.
 */
import { main } from './import/cli.js';
import { catalogImport } from './import/catalog.js';

main(catalogImport, process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
