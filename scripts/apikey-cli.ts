/**
 * `npm run apikey -- create|list|revoke`: keys for the operator's and partners' systems on
 * /v1/partner (docs/integrations.md). Same environment, database and exit codes as `npm run tenant`.
 */
import { runCli } from './cli-main.js';
import { runCreate, runList, runRevoke, usage } from './apikey/commands.js';

runCli(process.argv.slice(2), { create: runCreate, list: runList, revoke: runRevoke }, usage, 'docs/integrations.md').then((code) => {
  process.exitCode = code;
});
