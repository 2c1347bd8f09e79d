import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { FormModuleExports } from './module-types.js';
import { RUNTIME_URL } from './runtime.js';

/**
 * Test-only. The runtime path to give the server (`runtime=`): the source file as vitest loads
 * it, so a module imported by importFormModule shares the runtime instance the test imports.
 */
export const TEST_RUNTIME_PATH = new URL(RUNTIME_URL).pathname;

const dir = mkdtempSync(path.join(os.tmpdir(), 'premia-forms-module-'));
// Each test file evaluates this module afresh (vitest isolates files): its folder goes with it.
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let next = 0;

/**
 * Imports a validators module's source as the browser does, as an ES module whose import of the
 * runtime resolves (vitest's loader resolves TEST_RUNTIME_PATH as the browser resolves a chunk URL).
 */
export async function importFormModule(code: string): Promise<FormModuleExports> {
  // .js, not .mjs: vitest hands .mjs files to Node, which cannot load the TypeScript runtime.
  const file = path.join(dir, `module-${next++}.js`);
  writeFileSync(file, code);
  return (await import(/* @vite-ignore */ file)) as FormModuleExports;
}
