// @ts-check
/** Test support of the rule tests: a throw-away source tree on disk, for the rules that read other files. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * Writes `files` (relative path → text) under a new temporary folder and returns its path; the
 * folder goes when the test file's suites are done.
 * @param {Record<string, string>} files
 * @returns {string}
 */
export function fixtureTree(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'premia-rules-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return dir;
}
