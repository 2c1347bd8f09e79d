/**
 * `npm run staff -- <command> …`: staff accounts of the console (docs/console.md). Same
 * environment, database and exit codes as `npm run tenant`: 0 done, 1 refused, 2 wrong command line.
 */
import { runCli } from './cli-main.js';
import { runAdd, runDisable, runList, usage } from './staff/commands.js';

runCli(process.argv.slice(2), { add: runAdd, list: runList, disable: runDisable }, usage, 'docs/console.md').then((code) => {
  process.exitCode = code;
});
