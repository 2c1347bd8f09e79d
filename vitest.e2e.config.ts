import { defineConfig } from 'vitest/config';
import { ciReporters } from './vitest.reporters.js';

// Browser journeys: each file starts the real server (scripts/start.mjs) on a free port with a
// fresh DATA_DIR and drives the system Chromium through playwright-core.
export default defineConfig({
  test: {
    name: 'e2e',
    ...ciReporters('e2e'),
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globals: true,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser + one server at a time: they keep two cores busy, and two files at once took
    // 20 min for the suite against 18 (and timed out an axe sweep).
    fileParallelism: false,
  },
});
