/**
 * `npm run users:import -- <alias> <file.csv>`: provisions customers (user code + first
 * password, inactive until they complete the registration). Format, report and exit codes:
 * docs/operators.md#imports. The import itself is src/server/modules/imports/ (the console's
 * uploads run the same code); the command line is scripts/import/.
 */
import { main } from './import/cli.js';
import { usersImport } from './import/users.js';

main(usersImport, process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
