import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root: the nearest folder above this module holding package.json. Found by walking
 * up rather than by a fixed '../..' so the server works the same under tsx and once bundled.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const PROJECT_ROOT = findProjectRoot();
/** JSON Schemas ship with the code, so they are located from the project root, never from cwd. */
export const SCHEMAS_DIR = path.join(PROJECT_ROOT, 'schemas');
/** Output of `vite build`. */
export const DEFAULT_DIST_DIR = path.join(PROJECT_ROOT, 'dist', 'app');
/** Vite's publicDir: locales and default documents, used when dist is absent (dev, tests). */
export const DEFAULT_PUBLIC_DIR = path.join(PROJECT_ROOT, 'public');
