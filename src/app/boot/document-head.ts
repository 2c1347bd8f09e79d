import { tenantAssetUrl, type ResolvedTenantConfig } from '../../shared/tenant-config.js';

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
 * Language, favicon, title and fonts of the tenant (spec §3 app config: lang, favicon,
 * design.template_props.font_source). The font stylesheet is a file of the tenant folder, served
 * from this origin (style-src 'self').
 */
export function applyDocumentHead(config: Pick<ResolvedTenantConfig, 'lang' | 'name' | 'brand' | 'theme'>): void {
  document.documentElement.lang = config.lang;
  document.title = config.name;
  if (config.brand.favicon) headLink('icon', 'favicon').href = config.brand.favicon;
  const source = config.theme.fonts.source;
  if (source) applyFontStylesheet(tenantAssetUrl(source));
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
