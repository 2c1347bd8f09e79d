/**
 * Brand assets uploaded in the console (logo, inverted logo, favicon, fonts, footer documents).
 * An upload is stored once, content-addressed, in the database's `files` table, and the tenant
 * key that names the asset (`brand.logo`, `footer.documents.rules.file` …) gets a runtime override
 * whose value is a stored reference, `stored:<sha256>.<ext>`, instead of a path of the tenant
 * folder. A path never holds ':', so the two cannot be confused. Every consumer (server, portal,
 * console) turns either into a URL with `assetUrl`.
 */

export const STORED_PREFIX = 'stored:';

/** What an upload is for: it decides the formats accepted and the size limit. */
export type BrandAssetKind = 'logo' | 'favicon' | 'font' | 'document';

/** Extension of a stored file → the type it is served with (checked against the stored row). */
export const BRAND_FILE_TYPES = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  pdf: 'application/pdf',
} as const;

export type BrandFileExtension = keyof typeof BRAND_FILE_TYPES;

const MB = 1024 * 1024;

/**
 * Formats and size limit per kind. The limits keep a page light (a logo is on every page, its
 * first paint included) and the upload within one request: the PDF rules of a promotion are the
 * largest thing an operator sends.
 */
export const BRAND_KINDS: Readonly<
  Record<BrandAssetKind, { extensions: readonly BrandFileExtension[]; maxBytes: number; formats: string }>
> = {
  logo: { extensions: ['svg', 'png', 'jpg', 'webp'], maxBytes: 1 * MB, formats: 'SVG, PNG, JPEG o WebP' },
  favicon: { extensions: ['svg', 'png', 'ico'], maxBytes: 256 * 1024, formats: 'SVG, PNG o ICO' },
  font: { extensions: ['woff2', 'woff'], maxBytes: 2 * MB, formats: 'WOFF2 o WOFF' },
  document: { extensions: ['pdf'], maxBytes: 10 * MB, formats: 'PDF' },
};

/** The largest upload of any kind: the route's body limit. */
export const MAX_BRAND_UPLOAD_BYTES = Math.max(...Object.values(BRAND_KINDS).map((k) => k.maxBytes));

/** The public URL of a stored brand file: content-addressed, cached for a year. */
export function storedFileUrl(hash: string, ext: BrandFileExtension): string {
  return `/v1/brand/files/${hash}.${ext}`;
}

const STORED_RE = /^stored:([0-9a-f]{64})\.([a-z0-9]+)$/;

/** `stored:<sha256>.<ext>` → its parts; null for anything else (a path of the tenant folder). */
export function parseStoredRef(value: string): { hash: string; ext: BrandFileExtension } | null {
  const m = STORED_RE.exec(value);
  if (!m || !Object.hasOwn(BRAND_FILE_TYPES, m[2]!)) return null;
  return { hash: m[1]!, ext: m[2] as BrandFileExtension };
}

export function storedRef(hash: string, ext: BrandFileExtension): string {
  return `${STORED_PREFIX}${hash}.${ext}`;
}

/** URL under which a file of the tenant folder is served. */
export function tenantAssetUrl(file: string): string {
  return `/tenant-assets/${file.split('/').map(encodeURIComponent).join('/')}`;
}

/** The URL of an asset the tenant names: a stored upload, or a file of its folder. */
export function assetUrl(value: string): string {
  const stored = parseStoredRef(value);
  return stored ? storedFileUrl(stored.hash, stored.ext) : tenantAssetUrl(value);
}

/** The URL of a footer document: a stored upload, or a file of the tenant's pdf/ (else the generic one). */
export function documentUrl(file: string): string {
  const stored = parseStoredRef(file);
  return stored ? storedFileUrl(stored.hash, stored.ext) : `/app/pdf/${encodeURIComponent(file)}`;
}

/** The font-family names given to uploaded fonts: the theme's stacks follow them. */
export const BRAND_FONT_FAMILIES = { text: 'brand-text', heading: 'brand-heading' } as const;

/** The page's <style> of the brand's @font-face rules (written by the server, kept or replaced by boot). */
export const BRAND_FONTS_MARKER = 'brand-fonts';

/** One @font-face of an uploaded (or folder) font file. */
export interface BrandFontFace {
  family: string;
  url: string;
  format: 'woff2' | 'woff';
  /** A single weight, or a range for a face used whatever the weight asked (headings). */
  weight: string;
}

/** The @font-face rules of the faces, for a <style> element (the page's and the preview's alike). */
export function fontFaceCss(faces: readonly BrandFontFace[]): string {
  // The URL is a path built here (a hex hash, or a folder path whose segments are percent-encoded, so no '"').
  return faces
    .map(
      (f) =>
        `@font-face{font-family:"${f.family}";src:url("${f.url}") format("${f.format}");font-weight:${f.weight};font-style:normal;font-display:swap}`,
    )
    .join('');
}
