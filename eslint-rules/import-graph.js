// @ts-check
/**
 * The relative imports of source files, read from disk, for the rules that need more than the
 * file being linted (module cycles, file cycles). It scans the text rather than parsing it: an
 * import statement's shape is regular enough, and reading a few hundred files stays fast.
 * Bare specifiers (packages) are left out: only the project's own files form the graph.
 */
import fs from 'node:fs';
import path from 'node:path';

/** import/export … from '…', import '…', import('…'); `type` right after the keyword is captured. */
const IMPORT =
  /(?:^|[\n;}])\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]*|\.{1,2})['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]*)['"]\s*\)/g;
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.jsx'];
/** Files are re-read when they changed, checked at most this often (an editor keeps the rule loaded). */
const RECHECK_MS = 2000;

/** @typedef {{ file: string, typeOnly: boolean }} Edge */
/** @type {Map<string, { mtimeMs: number, checkedAt: number, edges: Edge[] }>} */
const cache = new Map();

/**
 * The file a relative specifier names: TypeScript's `.js` written for a `.ts` file, a missing
 * extension, or a folder's index. Undefined when nothing on disk matches.
 * @param {string} fromFile absolute path of the importing file
 * @param {string} specifier
 * @returns {string | undefined}
 */
export function resolveImport(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [base, ...EXTENSIONS.map((ext) => stem + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((c) => isFile(c));
}

/** @param {string} file */
function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The project files `file` imports, each marked type-only (`import type`, erased at runtime) or not.
 * @param {string} file absolute path
 * @returns {Edge[]}
 */
export function importsOf(file) {
  const now = Date.now();
  const known = cache.get(file);
  if (known && now - known.checkedAt < RECHECK_MS) return known.edges;
  let mtimeMs;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    cache.delete(file);
    return [];
  }
  if (known && known.mtimeMs === mtimeMs) {
    known.checkedAt = now;
    return known.edges;
  }
  const text = fs.readFileSync(file, 'utf8');
  /** @type {Edge[]} */
  const edges = [];
  for (const match of text.matchAll(IMPORT)) {
    const target = resolveImport(file, match[2] ?? match[3] ?? '');
    if (target) edges.push({ file: target, typeOnly: Boolean(match[1]) });
  }
  cache.set(file, { mtimeMs, checkedAt: now, edges });
  return edges;
}

/**
 * A path of imports from `start` back to `goal` (both included), or undefined when there is none.
 * Breadth first, so the path reported is a shortest one.
 * @param {string} start
 * @param {string} goal
 * @param {(file: string) => string[]} next the files a file leads to
 * @returns {string[] | undefined}
 */
export function pathBetween(start, goal, next) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const current = /** @type {string} */ (queue.shift());
    if (current === goal) {
      const route = [];
      for (let at = /** @type {string | null | undefined} */ (current); at; at = cameFrom.get(at)) route.unshift(at);
      return route;
    }
    for (const following of next(current)) {
      if (!cameFrom.has(following)) {
        cameFrom.set(following, current);
        queue.push(following);
      }
    }
  }
  return undefined;
}

/**
 * Every file under `dir` with a source extension (node_modules and dot folders skipped).
 * @param {string} dir
 * @returns {string[]}
 */
export function sourceFilesUnder(dir) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} at */
  const walk = (at) => {
    let entries;
    try {
      entries = fs.readdirSync(at, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (EXTENSIONS.some((ext) => entry.name.endsWith(ext))) found.push(full);
    }
  };
  walk(dir);
  return found;
}
