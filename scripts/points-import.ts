/**
 * `npm run points:import -- <alias> <file.csv>`: appends points movements to the ledger, once per
 * external_ref. Format, report and exit codes: docs/operators.md#imports. The import itself is
 * src/server/modules/imports/ (the console's uploads run the same code); the command line is scripts/import/.
 */
import { main } from './import/cli.js';
import { pointsImport } from './import/points.js';

main(pointsImport, process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
