import { BRAND_FONTS_MARKER, fontFaceCss, tenantAssetUrl } from '../../shared/brand-assets.js';
import type { ResolvedTenantConfig } from '../../shared/tenant-config.js';

function headLink(rel: string, marker: string): HTMLLinkElement {
  let link = document.head.querySelector<HTMLLinkElement>(`link[data-tenant="${marker}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    link.dataset.tenant = marker;
    document.head.appendChild(link);
  }
  return link;
}

/**
 * Language, favicon, title and fonts of the tenant (app config: lang, favicon,
 * design.template_props.font_source). The font stylesheet is a file of the tenant folder, served
 * from this origin (style-src 'self').
 */
export function applyDocumentHead(config: Pick<ResolvedTenantConfig, 'lang' | 'name' | 'brand' | 'theme'>): void {
  document.documentElement.lang = config.lang;
  document.title = config.name;
  if (config.brand.favicon) headLink('icon', 'favicon').href = config.brand.favicon;
  const source = config.theme.fonts.source;
  if (source) applyFontStylesheet(tenantAssetUrl(source));
  applyBrandFonts(fontFaceCss(config.brand.fontFaces));
}

/**
 * The brand's font files (uploads, brand.fonts) as @font-face rules: the server writes them into
 * the page (boot-page.ts); the console's preview changes them, so the element follows the config.
 */
function applyBrandFonts(css: string): void {
  let style = document.head.querySelector<HTMLStyleElement>(`style[data-tenant="${BRAND_FONTS_MARKER}"]`);
  if (!css) {
    style?.remove();
    return;
  }
  if (!style) {
    style = document.createElement('style');
    style.dataset.tenant = BRAND_FONTS_MARKER;
    document.head.appendChild(style);
  }
  if (style.textContent !== css) style.textContent = css;
}

/**
 * The server writes the font stylesheet into the page (src/server/static/font-faces.ts): that
 * copy stands while it is of the same file; another file (the console's preview of a new
 * theme) replaces it with a link.
 */
function applyFontStylesheet(href: string): void {
  const inline = document.head.querySelector<HTMLStyleElement>('style[data-tenant="fonts"]');
  if (inline?.dataset.source === href) return;
  inline?.remove();
  headLink('stylesheet', 'fonts').href = href;
}
