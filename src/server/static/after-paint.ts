import path from 'node:path';
import { PageCache } from './files.js';

/** The loader that starts a painted page's scripts after it is on view (public/after-paint.js). */
export const AFTER_PAINT_SCRIPT = '/after-paint.js';

/**
 * The loader's address with its content's hash: top-level files of the build are cached for an
 * hour under their own name, and after a deploy a page must not run the previous loader.
 */
export function loaderUrlFor(etag: string | undefined): string {
  return etag ? `${AFTER_PAINT_SCRIPT}?v=${etag.replace(/"/g, '')}` : AFTER_PAINT_SCRIPT;
}

/** The hashed address of the loader in the first of `roots` that has it (the build, else public/). */
export async function hashedLoaderUrl(roots: string[]): Promise<string> {
  for (const root of roots) {
    const file = await new PageCache(path.join(root, AFTER_PAINT_SCRIPT.slice(1))).get();
    if (file) return loaderUrlFor(file.etag);
  }
  return loaderUrlFor(undefined);
}

/**
 * When the loader starts the scripts: 'load' at the window's load event (a customer's page,
 * painted whole with their data: its pictures get the link first), 'paint' once the first frame
 * is drawn (a signed-out page: Chromium holds the first paint of a page whose module script is on
 * its way until that script has run).
 */
export type ScriptStart = 'load' | 'paint';

const MODULE_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;

/**
 * A painted page whose scripts start after it is on view: its module script and module preloads
 * become the loader's attributes. The scripts would only hydrate what is already shown, and the
 * loader presses again a button tapped before they ran. Unchanged when the page has not exactly
 * one module script.
 */
export function scriptsAfterPaint(page: string, start: ScriptStart, loaderUrl = AFTER_PAINT_SCRIPT): string {
  const entries = [...page.matchAll(MODULE_SCRIPT)].map((m) => m[1]!);
  if (entries.length !== 1) return page;
  const preloads = [...page.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const stripped = page.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const loader = `<script defer src="${loaderUrl}" data-start="${start}" data-entry="${entries[0]}" data-preload="${preloads.join(' ')}"></script>`;
  return stripped.replace('</head>', `${loader}\n  </head>`);
}
