/**
 * `npm run demo -- <command>`: the public demo accounts in a database (docs/operations.md, "First
 * production start"). Same environment, database and exit codes as `npm run tenant`.
 */
import { runCli } from './cli-main.js';
import { runCheck, runRevoke, usage } from './demo/commands.js';

runCli(process.argv.slice(2), { check: runCheck, revoke: runRevoke }, usage, 'docs/operations.md').then((code) => {
  process.exitCode = code;
});
