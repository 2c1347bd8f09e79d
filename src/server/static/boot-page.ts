import { BOOT_DATA_ID, type EmbeddedBoot } from '../../shared/boot-data.js';
import { isDarkBackground } from '../../shared/color-contrast.js';
import { DEFAULT_LANG } from '../../shared/constants.js';
import { FIRST_SCREEN_ATTR, FIRST_SCREEN_DATA_ID, FIRST_SCREEN_FORMS_ATTR, type FirstScreen } from '../../shared/first-screen.js';
import { BRAND_FONT_FAMILIES, BRAND_FONTS_MARKER, fontFaceCss, tenantAssetUrl } from '../../shared/brand-assets.js';
import type { RequestTenant } from '../modules/tenants/service.js';
import { appStartFor, tenantFileFor } from '../modules/app/service.js';
import { FONT_STYLE_MARKER, type InlineFontStyles } from './font-faces.js';
import { zoneOffsetsBetween, type ZoneOffsets } from '../../shared/time-zone.js';

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * JSON inside <script>: '<' is written as \u003c so no string can close the element or open a
 * comment; JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The logo the first screen paints, or null when the path does not say: the auth card shows
 * brand.logo, the main header brand.logoInverted when its band is dark. '/' and paths with
 * parameters depend on the session or the route, and a preload that goes unused costs a
 * request (and a console warning), so those get none.
 */
export function logoShownAt(config: RequestTenant['config'], pathname: string): string | null {
  const { logo, logoInverted } = config.brand;
  const headerLogo = isDarkBackground(config.theme.colors.headerBackground) ? logoInverted : logo;
  if (headerLogo === logo) return logo || null;
  const route = config.routes.find((r) => r.enabled && r.path === pathname && r.access !== 'home');
  if (!route) return null;
  return route.layout === 'auth' ? logo : route.layout === 'main' ? headerLogo : null;
}

/** The answers of app/start and app/tenant for this tenant, as the page embeds them. */
export function bootDataFor(tenant: RequestTenant): EmbeddedBoot {
  return { start: appStartFor(tenant), tenant: tenantFileFor(tenant) };
}

const DAY = 86_400_000;
const YEAR = 365 * DAY;

/** The last table made per zone, with the day it was made for: every tenant of a zone shares it. */
const clocks = new Map<string, { day: number; table: ZoneOffsets }>();

/**
 * The tenant zone's offsets from five years before `now` to two after (about 20 changes for a zone
 * with summer time, under 1 KB): the dates a page shows, read in the browser without Intl's
 * date data (shared/time-zone.ts). A page kept longer, or an older date, is read through Intl.
 * Reading seven years of a zone costs about 10 ms of the event loop, so a table is made once a
 * day per zone, not for each page rendered (a tenant's every revision and logo).
 */
function clockAround(timeZone: string, now: number): ZoneOffsets {
  const day = Math.floor(now / DAY);
  const kept = clocks.get(timeZone);
  if (kept?.day === day) return kept.table;
  const table = zoneOffsetsBetween(timeZone, day * DAY - 5 * YEAR, day * DAY + 2 * YEAR);
  clocks.set(timeZone, { day, table });
  return table;
}

/**
 * What index.html gains for a known tenant, so the first screen needs one round trip less:
 * - the answers of GET app/start and GET app/tenant as a data block, with the tenant zone's
 *   offsets. `type="application/json"` is never executed, so CSP `script-src 'self'` holds; boot
 *   uses it instead of the two calls;
 * - a preload of the translation file boot fetches at once (same URL, mode and credentials as
 *   i18next's fetch, so the browser reuses the answer);
 * - the tenant's favicon (boot's applyDocumentHead finds it by data-tenant);
 * - the tenant's font stylesheet, written in (`fonts`, font-faces.ts) or else linked (boot's
 *   applyDocumentHead finds either by data-tenant and keeps it);
 * - the @font-face rules of the brand's font files (brand.fonts, often uploads), with a preload
 *   of the text font, which every page paints; the logo's preload is renderBootPage's.
 */
export function bootHeadTags(tenant: RequestTenant, fonts: InlineFontStyles | null = null): string {
  const { config } = tenant;
  const tags = [`<link rel="preload" as="fetch" crossorigin href="/locales/${DEFAULT_LANG}/translation.json">`];
  if (fonts) {
    tags.push(`<style data-tenant="${FONT_STYLE_MARKER}" data-source="${attr(fonts.source)}">${fonts.css}</style>`);
  } else if (config.theme.fonts.source) {
    tags.push(`<link rel="stylesheet" data-tenant="${FONT_STYLE_MARKER}" href="${attr(tenantAssetUrl(config.theme.fonts.source))}">`);
  }
  const brandFonts = fontFaceCss(config.brand.fontFaces);
  // Only URLs built from a hash or an encoded path: nothing in it can close the element.
  if (brandFonts) tags.push(`<style data-tenant="${BRAND_FONTS_MARKER}">${brandFonts}</style>`);
  const text = config.brand.fontFaces.find((f) => f.family === BRAND_FONT_FAMILIES.text && f.weight === '400');
  // Fonts are fetched in CORS mode: the preload must be too, or the browser fetches the file twice.
  if (text) tags.push(`<link rel="preload" as="font" type="font/${text.format}" crossorigin href="${attr(text.url)}">`);
  // Named from the start: without it the browser asks for /favicon.ico before boot links this one.
  if (config.brand.favicon) tags.push(`<link rel="icon" data-tenant="favicon" href="${attr(config.brand.favicon)}">`);
  const boot: EmbeddedBoot = { ...bootDataFor(tenant), clock: clockAround(config.timeZone, Date.now()) };
  tags.push(`<script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript(boot)}</script>`);
  return tags.join('\n    ');
}

/**
 * The preload of the logo the first screen paints, or ''. High priority: on the painted sign-in
 * the logo is the largest element (the page's LCP).
 */
function logoPreloadTag(tenant: RequestTenant, pathname: string): string {
  const logo = logoShownAt(tenant.config, pathname);
  return logo ? `<link rel="preload" as="image" href="${attr(logo)}" fetchpriority="high">` : '';
}

/**
 * index.html with the tenant's boot tags before </head>; unchanged for an unknown host. The logo's
 * preload goes before the entry script, so the browser asks for the painted screen's largest
 * picture first rather than after ~120 KB of script it does not need to paint.
 */
export function renderBootPage(html: string, tenant: RequestTenant | null, pathname = '/', fonts: InlineFontStyles | null = null): string {
  if (!tenant) return html;
  const at = html.indexOf('</head>');
  if (at < 0) return html;
  const logo = logoPreloadTag(tenant, pathname);
  const script = html.indexOf('<script');
  const withTags = `${html.slice(0, at)}  ${bootHeadTags(tenant, fonts)}\n  ${html.slice(at)}`;
  if (!logo) return withTags;
  if (script < 0 || script > at) return withTags.replace('</head>', `  ${logo}\n  </head>`);
  return `${withTags.slice(0, script)}${logo}\n    ${withTags.slice(script)}`;
}

const ROOT = '<div id="root"></div>';

/**
 * A boot page with the first screen the server rendered (first-screen.ts): its styles before
 * </head>, its title, and its markup in #root, which says how it was rendered ('customer': a
 * customer's screen with their data, which follows #root as a JSON block; 'in': the signed-in
 * layout's skeleton; 'out': as a signed-out visitor sees it) and which forms it painted, for the
 * browser to hydrate it or draw over it (src/app/main.tsx). `headTags` go before </head> too (a
 * signed-in boot's module preloads).
 */
export function withFirstScreen(page: string, screen: FirstScreen, signedIn: boolean, headTags = ''): string {
  const at = page.indexOf('</head>');
  const root = page.indexOf(ROOT);
  if (at < 0 || root < at) return page;
  const title = `<title>${attr(screen.title)}</title>`;
  const before = page.slice(0, at);
  const head = /<title>[^<]*<\/title>/.test(before) ? before.replace(/<title>[^<]*<\/title>/, title) : `${before}${title}`;
  const forms = screen.forms.length > 0 ? ` ${FIRST_SCREEN_FORMS_ATTR}="${attr(screen.forms.join(','))}"` : '';
  const painted = screen.data ? 'customer' : signedIn ? 'in' : 'out';
  const opened = `<div id="root" ${FIRST_SCREEN_ATTR}="${painted}"${forms}>`;
  const data = screen.data ? `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${jsonForScript(screen.data)}</script>` : '';
  return `${head}${headTags}${screen.styles}\n  ${page.slice(at, root)}${opened}${screen.html}</div>${data}${page.slice(root + ROOT.length)}`;
}
