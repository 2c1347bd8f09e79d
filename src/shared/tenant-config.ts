import { resolveConsentPurposes, type ConsentPurpose } from './consents.js';
import { assetUrl, BRAND_FONT_FAMILIES, documentUrl, type BrandFontFace } from './brand-assets.js';
import { deepMerge } from './merge.js';
import { resolveRoutes, type ResolvedRoute } from './route-defaults.js';
import { DEFAULT_THEME, type ResolvedTheme } from './theme-defaults.js';
import { DEFAULT_LANG, FOOTER_YEAR } from './constants.js';
import { DEFAULT_TIME_ZONE } from './time-zone.js';
import { resolveHomeBlocks, type ResolvedHomeBlock } from './home-blocks.js';
import { resolveProgramme, type ResolvedProgramme } from './programme.js';
import type { TenantFile, Features, ProfileConfig, Forms } from './types/generated/tenant.js';

export interface ResolvedMenuLink {
  id: string;
  label: string;
  url: string;
  order: number;
  auth: 'any' | 'loggedIn' | 'loggedOut';
}

export interface ResolvedDocument {
  id: string;
  label: string;
  file: string;
  /** Public URL: /app/pdf/<file>, percent-encoded, or /v1/brand/files/<sha256>.pdf for an upload (brand-assets.ts). */
  url: string;
}

/** When credited points expire (docs/programme.md); `never` when the tenant says nothing. */
export interface ResolvedExpiry {
  policy: 'never' | 'programme_end' | 'rolling' | 'calendar';
  /** rolling: months a credit lasts. */
  months: number | null;
  /** calendar: MM-DD, the day the previous year's credits expire. */
  day: string;
  /** Days before an expiry the reminder mail goes; 0: none. */
  remindDays: number;
}

export interface ResolvedFeatures {
  ownLogin: { active: boolean; gdpr: boolean; adult: boolean; fieldsRequired: string[]; lockedFields: string[] };
  pointsCatalogue: boolean;
  /** Credited once at activation (auth/welcome-points.ts); null: none. */
  welcomePoints: { points: number; reason: string } | null;
  wishlist: boolean;
  points: { expiry: ResolvedExpiry };
  prizeValidation: boolean;
  oidc: NonNullable<Features['oidc']>;
  analytics: { id?: string; anonymizeIp: boolean };
  panel: NonNullable<Features['panel']>;
}

/** Everything a tenant declares, with the runtime defaults applied: what app and server consume. */
export interface ResolvedTenantConfig {
  alias: string;
  name: string;
  hosts: string[];
  /** Origin of links in mails and of the OIDC callback; absent → derived from hosts (server/tenants/public-url.ts). */
  publicUrl?: string;
  /** IANA zone every date and time of the tenant is written in (format.ts), server and browser alike. */
  timeZone: string;
  lang: string;
  langs: string[];
  /** URLs of the brand's files (a stored upload or a file of the tenant folder), and its fonts' @font-face rules. */
  brand: { logo: string; logoInverted: string; favicon: string | null; logoAlt: string; fontFaces: BrandFontFace[] };
  /** With brand fonts, `fonts.body` and `fonts.heading` start with their families. */
  theme: ResolvedTheme;
  features: ResolvedFeatures;
  /** The programme's calendar and delivery term (shared/programme.ts). */
  programme: ResolvedProgramme;
  routes: ResolvedRoute[];
  menuLinks: ResolvedMenuLink[];
  footer: { companyLine: string; year: number; documents: ResolvedDocument[] };
  /** The signed-in home page's blocks, in order (src/shared/home-blocks.ts); each customer sees those they may use. */
  home: { blocks: ResolvedHomeBlock[] };
  profile: NonNullable<ProfileConfig['fields']>;
  texts: Record<string, Record<string, string>>;
  forms: Forms;
  /** The consents the tenant asks for, by purpose, in declaration order (shared/consents.ts). */
  consents: ConsentPurpose[];
  /** The retention rules (docs/privacy.md); null: the rule is off. */
  retention: { inactiveCustomerMonths: number | null; receiptMonths: number | null };
}

type BrandFonts = NonNullable<TenantFile['brand']['fonts']>;

const fontFace = (family: string, file: string, weight: string): BrandFontFace => ({
  family,
  url: assetUrl(file),
  format: file.endsWith('.woff') ? 'woff' : 'woff2',
  weight,
});

/**
 * The brand's font files as faces: the text font's regular (400) and bold (700) under one family,
 * the heading font under another for every weight (a display face is drawn as it is, never
 * synthesised bolder). Headings without their own font take the text font.
 */
function brandFonts(fonts: BrandFonts | undefined, theme: ResolvedTheme): { faces: BrandFontFace[]; theme: ResolvedTheme } {
  const faces: BrandFontFace[] = [];
  if (fonts?.text) faces.push(fontFace(BRAND_FONT_FAMILIES.text, fonts.text, '400'));
  if (fonts?.textBold) faces.push(fontFace(BRAND_FONT_FAMILIES.text, fonts.textBold, '700'));
  if (fonts?.heading) faces.push(fontFace(BRAND_FONT_FAMILIES.heading, fonts.heading, '100 900'));
  if (faces.length === 0) return { faces, theme };
  const hasText = Boolean(fonts?.text || fonts?.textBold);
  const headingFamily = fonts?.heading ? BRAND_FONT_FAMILIES.heading : BRAND_FONT_FAMILIES.text;
  return {
    faces,
    theme: {
      ...theme,
      fonts: {
        ...theme.fonts,
        body: hasText ? `"${BRAND_FONT_FAMILIES.text}", ${theme.fonts.body}` : theme.fonts.body,
        heading: `"${headingFamily}", ${theme.fonts.heading}`,
      },
    },
  };
}

function resolveExpiry(expiry: NonNullable<Features['points']>['expiry']): ResolvedExpiry {
  return {
    policy: expiry?.policy ?? 'never',
    months: expiry?.months ?? null,
    day: expiry?.day ?? '12-31',
    remindDays: expiry?.remindDays ?? 0,
  };
}

/**
 * Applies the runtime overrides (support staff's `tenant set`, stored in the database) over the
 * tenant file, then the defaults under both. Runtime values win.
 */
export function resolveTenantConfig(alias: string, file: TenantFile, overrides?: unknown): ResolvedTenantConfig {
  const merged = deepMerge<TenantFile>(file, overrides ?? {});
  const ownLogin = merged.features.ownLogin;
  const byOrder = <T extends { order: number }>(items: T[]) =>
    items
      .map((item, index) => ({ item, index }))
      .sort((a, b) => a.item.order - b.item.order || a.index - b.index)
      .map((x) => x.item);

  const menuLinks = Object.entries(merged.menu?.links ?? {}).flatMap(([id, link]) =>
    link ? [{ id, label: link.label, url: link.url, order: link.order ?? 0, auth: link.auth ?? 'any' }] : [],
  );
  const documents = Object.entries(merged.footer?.documents ?? {}).flatMap(([id, doc]) =>
    doc ? [{ id, label: doc.label, file: doc.file, order: doc.order ?? 0 }] : [],
  );

  const fonts = brandFonts(merged.brand.fonts, deepMerge(DEFAULT_THEME, merged.theme));

  return {
    alias,
    name: merged.name,
    hosts: merged.hosts,
    publicUrl: merged.publicUrl,
    timeZone: merged.timeZone ?? DEFAULT_TIME_ZONE,
    lang: merged.lang ?? DEFAULT_LANG,
    langs: merged.langs ?? [merged.lang ?? DEFAULT_LANG],
    brand: {
      logo: assetUrl(merged.brand.logo),
      logoInverted: assetUrl(merged.brand.logoInverted ?? merged.brand.logo),
      favicon: merged.brand.favicon ? assetUrl(merged.brand.favicon) : null,
      logoAlt: merged.brand.logoAlt ?? merged.name,
      fontFaces: fonts.faces,
    },
    theme: fonts.theme,
    features: {
      ownLogin: {
        active: ownLogin.active,
        gdpr: ownLogin.gdpr ?? true,
        adult: ownLogin.adult ?? false,
        fieldsRequired: ownLogin.fieldsRequired ?? [],
        lockedFields: ownLogin.lockedFields ?? ['firstname', 'lastname'],
      },
      pointsCatalogue: merged.features.pointsCatalogue ?? true,
      welcomePoints: merged.features.welcomePoints ?? null,
      wishlist: merged.features.wishlist ?? true,
      points: { expiry: resolveExpiry(merged.features.points?.expiry) },
      prizeValidation: merged.features.prizeValidation ?? false,
      oidc: merged.features.oidc ?? {},
      analytics: { id: merged.features.analytics?.id, anonymizeIp: merged.features.analytics?.anonymizeIp ?? true },
      panel: merged.features.panel ?? {},
    },
    programme: resolveProgramme(merged.programme),
    routes: resolveRoutes(merged.routes),
    menuLinks: byOrder(menuLinks),
    footer: {
      companyLine: merged.footer?.companyLine ?? '',
      year: merged.footer?.year ?? FOOTER_YEAR,
      documents: byOrder(documents).map(({ id, label, file }) => ({ id, label, file, url: documentUrl(file) })),
    },
    home: { blocks: resolveHomeBlocks(merged.home) },
    profile: merged.profile?.fields ?? {},
    texts: merged.texts ?? {},
    forms: merged.forms ?? {},
    consents: resolveConsentPurposes(merged.consents),
    retention: {
      inactiveCustomerMonths: merged.privacy?.retention?.inactiveCustomerMonths ?? null,
      receiptMonths: merged.privacy?.retention?.receiptMonths ?? null,
    },
  };
}
