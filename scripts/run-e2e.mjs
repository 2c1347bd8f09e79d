/** `npm run test:e2e`: makes sure the SPA build is current, then runs the browser journeys. */
import { spawnSync } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
const extra = process.argv.slice(2);
const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.e2e.config.ts', ...extra], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
