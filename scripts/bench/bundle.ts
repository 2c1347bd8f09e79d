/**
 * Initial JavaScript of the login route and of a customer's pages. Login route: gzipped and brotli-compressed, from the Vite manifest:
 * the entry chunk with its static imports, the login screen's module, the painted page's loader
 * and the login form's validators module the server sends (built here the way the server builds
 * it, for each tenant); then, apart, the forms engine, which that page loads once it is idle or
 * first touched (its form works without it). Budget: ≤ 150 KB of compressed script
 * before the route is interactive, counted in brotli, the encoding the server sends hashed assets
 * in to every browser that accepts it (all current ones); gzip is printed beside it.
 * Signed-in pages (/, /catalogo and /news of each demo tenant, painted with DEMO0001's data): the
 * same budget, counted from the browser's own list of the scripts it fetched before the page was
 * interactive (page-scripts.ts says why that list and not the manifest's).
 * Usage: npx tsx scripts/bench/bundle.ts [--checkout <built tree>]   (builds first when dist/app is
 * stale; --checkout measures another built copy, e.g. main's, with its own server)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import type { RJSFSchema } from '@rjsf/utils';
import { compileFormValidators, linkRuntime } from '../../src/shared/forms/compile-module.js';
import { effectiveForms } from '../../src/shared/forms/effective-forms.js';
import { resolveTenantConfig } from '../../src/shared/tenant-config.js';
import type { TenantFile } from '../../src/shared/types/generated/tenant.js';
import { launchBrowser } from '../../tests/e2e/support/browser.js';
import { startServer } from '../../tests/e2e/support/server.js';
// @ts-expect-error plain ESM helper without types
import { buildIfNeeded } from '../build-if-needed.mjs';
import { signedInPageScripts, type PageScript } from './page-scripts.js';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The login screen's budget, KB of brotli-compressed script before it is interactive. */
const BUDGET_BR_KB = 150;
const { values: flags } = parseArgs({ options: { checkout: { type: 'string' } } });
const checkout = flags.checkout ? path.resolve(flags.checkout) : null;
const dist = path.resolve(checkout ?? '.', 'dist/app');
if (!checkout) buildIfNeeded();
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
// The forms runtime counts, which the login form's validators module (from the server, measured
// separately: about 1 KB gzipped) imports; the tenant validator does not: the server validated the
// boot answers it embeds in the page, and boot loads the validator only for answers it had to
// fetch (src/app/boot/start-app.ts). Nor does the HTTP transport (axios, src/ui/api/transport.ts):
// it loads with the first API call, and a signed-out visitor whose page carries the boot data
// makes none before pressing "Accedi".
const eager = [/screens\/auth\/login/, /screens\/placeholder/, /shared\/forms\/runtime/];
for (const key of Object.keys(manifest)) {
  if (eager.some((re) => re.test(key))) addWithStaticImports(key, `eager: ${key}`);
}
// The forms engine (precompiled-form: RJSF and the widgets) is not needed for the route to work:
// the painted login form is posted by the browser itself and the server signs in from it
// (src/shared/login-post.ts), so the engine waits for the page to be idle or first touched
// (src/app/forms/engine-gate.ts). It is listed after the budgeted total, with its own.
const interactiveFiles = new Set(chosen.keys());
for (const key of Object.keys(manifest)) {
  if (/forms\/precompiled-form/.test(key)) addWithStaticImports(key, `after: ${key}`);
}

let gz = 0;
let br = 0;
let raw = 0;
function row(name: string, bytes: Buffer, why: string): void {
  const g = gzipSync(bytes, { level: 9 }).length;
  const b = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  raw += bytes.length;
  gz += g;
  br += b;
  console.log(
    name.padEnd(48),
    (bytes.length / 1024).toFixed(1).padStart(8),
    (g / 1024).toFixed(1).padStart(8),
    (b / 1024).toFixed(1).padStart(8),
    ` ${why}`,
  );
}
console.log('file'.padEnd(48), 'raw KB'.padStart(8), 'gzip KB'.padStart(8), 'br KB'.padStart(8), ' why');
for (const [file, why] of chosen) {
  if (file.endsWith('.js') && interactiveFiles.has(file)) row(file, readFileSync(path.join(dist, file)), why);
}
// The loader that starts the painted page's scripts (public/after-paint.js, copied to dist as is).
row('after-paint.js', readFileSync(path.join(dist, 'after-paint.js')), "painted page's script loader");
// The login form's validators module (GET /v1/forms/validators.js?form=login), as the server
// compiles it; the larger of the demo tenants', so the total is the worst of them.
const runtimeFile = Object.values(manifest).find((c) => c.src?.endsWith('shared/forms/runtime.ts'))?.file ?? 'runtime.js';
const validators = ['demo', 'aurora']
  .map((alias) => {
    const file = JSON.parse(readFileSync(path.resolve('tenants', alias, 'tenant.json'), 'utf8')) as TenantFile;
    const login = effectiveForms(resolveTenantConfig(alias, file)).login;
    if (!login) throw new Error(`tenant ${alias} has no login form`);
    return { alias, code: linkRuntime(compileFormValidators(login.schema as RJSFSchema), `/${runtimeFile}`) };
  })
  .sort((a, b) => b.code.length - a.code.length)[0]!;
row(`validators.js?form=login (${validators.alias})`, Buffer.from(validators.code), 'login form validators, from the server');
console.log('-'.repeat(80));
console.log(
  `login route JS before it is interactive: ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip, ${(br / 1024).toFixed(1)} KB brotli`,
);
console.log(
  `budget ${BUDGET_BR_KB} KB brotli: ${br / 1024 <= BUDGET_BR_KB ? 'within' : 'OVER'} (${((br / 1024 / BUDGET_BR_KB) * 100).toFixed(0)} %)`,
);
const before = { raw, gz, br };
[raw, gz, br] = [0, 0, 0];
console.log('\nonce the page is idle or first touched (the forms engine):');
for (const [file, why] of chosen) {
  if (file.endsWith('.js') && !interactiveFiles.has(file)) row(file, readFileSync(path.join(dist, file)), why);
}
console.log('-'.repeat(80));
console.log(
  `forms engine: ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip, ${(br / 1024).toFixed(1)} KB brotli; ` +
    `whole route ${((before.raw + raw) / 1024).toFixed(1)} KB raw, ${((before.gz + gz) / 1024).toFixed(1)} KB gzip, ${((before.br + br) / 1024).toFixed(1)} KB brotli`,
);

const SIGNED_IN_PATHS = ['/', '/catalogo', '/news'];
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);
const sum = (scripts: PageScript[], key: 'raw' | 'gzip' | 'brotli') => scripts.reduce((total, s) => total + s[key], 0);
const server = await startServer({}, checkout ?? undefined);
const browser = await launchBrowser();
const pages: { page: string; scripts: PageScript[] }[] = [];
try {
  for (const alias of ['demo', 'aurora']) {
    for (const [pathname, scripts] of await signedInPageScripts(browser, server, alias, SIGNED_IN_PATHS)) {
      pages.push({ page: `${alias}${pathname}`, scripts });
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`\nsigned in (DEMO0001, the customer's painted screen), scripts fetched before the page is interactive:`);
for (const { page, scripts } of pages) {
  console.log(`${page}:`);
  for (const s of scripts.filter((s) => s.before))
    console.log(`  ${s.url.slice(0, 60).padEnd(60)} ${kb(s.raw)} ${kb(s.gzip)} ${kb(s.brotli)}`);
}
console.log(
  `\n${'page'.padEnd(18)} ${'files'.padStart(5)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)} ${'br KB'.padStart(8)}  budget   after (br KB)`,
);
for (const { page, scripts } of pages) {
  const before = scripts.filter((s) => s.before);
  const br = sum(before, 'brotli');
  console.log(
    `${page.padEnd(18)} ${String(before.length).padStart(5)} ${kb(sum(before, 'raw'))} ${kb(sum(before, 'gzip'))} ${kb(br)}  ${
      br / 1024 <= BUDGET_BR_KB ? 'within' : 'OVER  '
    }  ${kb(
      sum(
        scripts.filter((s) => !s.before),
        'brotli',
      ),
    )}`,
  );
}
