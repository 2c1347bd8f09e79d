/**
 * Initial JavaScript of the login route, gzipped and brotli-compressed, from the Vite manifest:
 * the entry chunk with its static imports, plus what boot loads at once (the tenant validator)
 * and the login screen's module. Budget (product brief): ≤ 200 KB gzipped.
 * Usage: npx tsx scripts/bench/bundle.ts   (builds first when dist/app is stale)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
// @ts-expect-error plain ESM helper without types
import { buildIfNeeded } from '../build-if-needed.mjs';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const BUDGET_KB = 200;
const dist = path.resolve('dist/app');
buildIfNeeded();
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

const chosen = new Map<string, string>();
function addWithStaticImports(key: string, why: string): void {
  const chunk = manifest[key];
  if (!chunk || chosen.has(chunk.file)) return;
  chosen.set(chunk.file, why);
  for (const dep of chunk.imports ?? []) addWithStaticImports(dep, `${why} (static import)`);
}

// The page's entry: the forms runtime is an entry chunk too (vite.config.ts), not the page's.
const entryKey = 'index.html';
if (!manifest[entryKey]?.isEntry) throw new Error('no index.html entry in the Vite manifest');
addWithStaticImports(entryKey, 'entry');
// Loaded by boot or by the login route right after the entry, in parallel with the API calls.
// The forms engine (precompiled-form: RJSF and the widgets) is a dynamic import, but the login
// form cannot render without it, so it counts; the date and checkbox widgets do not (no such
// field on login). So does the forms runtime, which the login form's validators module (from
// the server, measured separately: about 1 KB gzipped) imports.
const eager = [/tenant-validator/, /screens\/auth\/login/, /screens\/placeholder/, /forms\/precompiled-form/, /shared\/forms\/runtime/];
for (const key of Object.keys(manifest)) {
  if (eager.some((re) => re.test(key))) addWithStaticImports(key, `eager: ${key}`);
}

let gz = 0;
let br = 0;
let raw = 0;
console.log('file'.padEnd(48), 'raw KB'.padStart(8), 'gzip KB'.padStart(8), 'br KB'.padStart(8), ' why');
for (const [file, why] of chosen) {
  if (!file.endsWith('.js')) continue;
  const bytes = readFileSync(path.join(dist, file));
  const g = gzipSync(bytes, { level: 9 }).length;
  const b = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  raw += bytes.length;
  gz += g;
  br += b;
  console.log(
    file.padEnd(48),
    (bytes.length / 1024).toFixed(1).padStart(8),
    (g / 1024).toFixed(1).padStart(8),
    (b / 1024).toFixed(1).padStart(8),
    ` ${why}`,
  );
}
console.log('-'.repeat(80));
console.log(
  `login route initial JS: ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip, ${(br / 1024).toFixed(1)} KB brotli`,
);
console.log(`budget ${BUDGET_KB} KB gzip: ${gz / 1024 <= BUDGET_KB ? 'within' : 'OVER'} (${((gz / 1024 / BUDGET_KB) * 100).toFixed(0)} %)`);
