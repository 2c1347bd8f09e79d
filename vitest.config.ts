import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { ciReporters } from './vitest.reporters.js';

export default defineConfig({
  test: {
    ...ciReporters('unit'),
    // One test file per core. Vitest's default in a run is one less than the cores, which on this
    // two-core machine left a core a third idle: 21.5 min for the suite against 14.9 min with both.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'shared',
          include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts', 'eslint-rules/**/*.test.js'],
          environment: 'node',
          globals: true,
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          globals: true,
          // Each file gets its own database, a copy of one migrated and seeded once per run
          // (src/server/test/global-setup.ts), so files run side by side.
          globalSetup: ['src/server/test/global-setup.ts'],
          // Files share a worker's loaded modules instead of importing the whole server anew each
          // (2.6 s of imports per file): on PostgreSQL 4.0 min for the project instead of 10.8.
          // What a module keeps for the process (business counters, the password cost) is read
          // by tests as a change, never as a value from zero.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        // As in vite.config.ts: the components under test are the ones that ship.
        resolve: { alias: { 'markdown-to-jsx/react': fileURLToPath(new URL('./src/app/forms/markdown-off.tsx', import.meta.url)) } },
        test: {
          name: 'app',
          include: [
            'src/app/**/*.test.{ts,tsx}',
            'src/console/**/*.test.{ts,tsx}',
            'src/ui/**/*.test.{ts,tsx}',
            'tests/contract/**/*.test.ts',
          ],
          environment: 'jsdom',
          globals: true,
          setupFiles: ['src/app/test/setup.ts'],
          // jsdom + styled-components renders are CPU-bound; on two shared cores 5 s was too tight.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
