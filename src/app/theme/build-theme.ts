import { FADE_MS, MODAL_PANEL_DELAY_MS } from '../../shared/constants.js';
import type { ResolvedTheme } from '../../shared/theme-defaults.js';

/** Relative luminance of #rrggbb (WCAG 2). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Text colour for a background the tenant chose without a paired text colour (secondary):
 * whichever of near-black and white contrasts more, so labels stay readable on any brand.
 */
export function readableOn(background: string): string {
  return contrastRatio(background, '#111111') >= contrastRatio(background, '#ffffff') ? '#111111' : '#ffffff';
}

/** The styled-components theme: the tenant's theme block plus what components derive from it. */
export function buildTheme(theme: ResolvedTheme) {
  const { mobileBreakpoint } = theme.layout;
  return {
    ...theme,
    colors: { ...theme.colors, secondaryContrast: readableOn(theme.colors.secondary) },
    media: {
      mobile: `@media (max-width: ${mobileBreakpoint - 1}px)`,
      desktop: `@media (min-width: ${mobileBreakpoint}px)`,
    },
    headerHeight: 72,
    fadeMs: FADE_MS,
    panelDelayMs: MODAL_PANEL_DELAY_MS,
  };
}

export type AppTheme = ReturnType<typeof buildTheme>;
