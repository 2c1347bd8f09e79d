import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { ciReporters } from './vitest.reporters.js';

export default defineConfig({
  test: {
    ...ciReporters('unit'),
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
          // (src/server/test/global-setup.ts); files run in parallel on the 2 cores.
          globalSetup: ['src/server/test/global-setup.ts'],
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
