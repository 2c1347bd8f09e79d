/**
 * WCAG 2.x colour arithmetic that the browser (theme), the server (the logo a page preloads)
 * and the tenant checks (AA contrast) must agree on.
 */

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour (WCAG 2.x definition). */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** Contrast ratio between two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Text colour for a background the tenant chose without a paired text colour: whichever of
 * near-black and white contrasts more, so labels stay readable on any brand.
 */
export function readableOn(background: string): string {
  return contrastRatio(background, '#111111') >= contrastRatio(background, '#ffffff') ? '#111111' : '#ffffff';
}

/** A header band dark enough to take the logo made for dark backgrounds (brand.logoInverted). */
export function isDarkBackground(background: string): boolean {
  return readableOn(background) === '#ffffff';
}

/** WCAG 2.x AA for normal text. The portal is audited with axe, which applies the same bar. */
export const MIN_CONTRAST = 4.5;

/**
 * Text colour on background colour: the pairs the layouts actually paint (docs/tenants.md,
 * theme). The tenant checks refuse a theme below MIN_CONTRAST on any of them; the console's
 * settings screen shows the same pairs live.
 */
export const CONTRAST_PAIRS = [
  ['text', 'background'],
  ['text', 'surface'],
  ['headerText', 'headerBackground'],
  ['footerText', 'footerBackground'],
  ['primaryContrast', 'primary'],
] as const;
