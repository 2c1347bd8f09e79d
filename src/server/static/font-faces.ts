import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { tenantAssetUrl } from '../../shared/brand-assets.js';

/** Larger stylesheets stay a link: every page would carry them. */
const MAX_INLINE_BYTES = 16 * 1024;

/** The page's copy of the tenant's font stylesheet: boot (document-head.ts) recognises it by these. */
export const FONT_STYLE_MARKER = 'fonts';

export interface InlineFontStyles {
  /** The stylesheet's URL, as a link to it would have named it. */
  source: string;
  css: string;
}

/**
 * `url(…)` references of a stylesheet, resolved against its own URL: inlined in the page, a
 * relative reference would resolve against the page's address instead.
 */
export function resolveUrls(css: string, stylesheetUrl: string): string {
  return css.replace(/url\(\s*(['"]?)([^'")\s]+)\1\s*\)/g, (whole, quote: string, ref: string) => {
    if (/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(ref)) return whole;
    const resolved = new URL(ref, `https://tenant.invalid${stylesheetUrl}`);
    return `url(${quote}${resolved.pathname}${quote})`;
  });
}

/**
 * The tenant's font stylesheet (theme.fonts.source, a file of its folder), to be written into
 * the page instead of linked: a linked stylesheet blocks the first paint for one more round trip
 * (on Lighthouse's mobile profile, Aurora's sign-in painted ~300 ms later than Demo's, which has
 * none). The faces use font-display: swap, so text paints at once in the fallback font.
 * Null (keep the link) when there is no such file, when it is large, imports other stylesheets
 * (their relative URLs would move) or holds a '<' (it could close the <style> element).
 */
export async function inlineFontStyles(tenantDir: string, source: string | undefined): Promise<InlineFontStyles | null> {
  if (!source) return null;
  const file = path.resolve(tenantDir, source);
  if (!file.startsWith(path.resolve(tenantDir) + path.sep)) return null;
  let css: string;
  try {
    css = await readFile(file, 'utf8');
  } catch {
    return null;
  }
  if (Buffer.byteLength(css) > MAX_INLINE_BYTES || css.includes('<') || /@import/i.test(css)) return null;
  const url = tenantAssetUrl(source);
  return { source: url, css: resolveUrls(css, url) };
}
