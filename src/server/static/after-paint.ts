/** The loader that starts a customer's painted page's scripts once it has loaded (public/after-paint.js). */
export const AFTER_PAINT_SCRIPT = '/after-paint.js';

const MODULE_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;

/**
 * A customer's painted page whose scripts start once what it shows has loaded: its module script
 * and module preloads become the loader's attributes. The server paints that page whole with its
 * data, so the scripts would only hydrate what is already on view, and on a slow link their ~170 KB
 * would share it with the pictures the customer is looking at (the catalogue's first card is the
 * page's largest element). Unchanged when the page has not exactly one module script.
 */
export function scriptsAfterPaint(page: string): string {
  const entries = [...page.matchAll(MODULE_SCRIPT)].map((m) => m[1]!);
  if (entries.length !== 1) return page;
  const preloads = [...page.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const stripped = page.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const loader = `<script defer src="${AFTER_PAINT_SCRIPT}" data-entry="${entries[0]}" data-preload="${preloads.join(' ')}"></script>`;
  return stripped.replace('</head>', `${loader}\n  </head>`);
}
