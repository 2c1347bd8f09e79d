import { readableOn } from '../../shared/color-contrast.js';
import { FADE_MS, MODAL_PANEL_DELAY_MS } from '../../shared/constants.js';
import type { ResolvedTheme } from '../../shared/theme-defaults.js';

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
