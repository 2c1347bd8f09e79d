import { readableOn } from '../shared/color-contrast.js';
import { FADE_MS, MODAL_PANEL_DELAY_MS } from '../shared/constants.js';
import type { ResolvedTheme } from '../shared/theme-defaults.js';

/**
 * The styled-components theme of every front end built on the kit: a theme block in the shared
 * shape (src/shared/theme-defaults.ts — the portal passes the tenant's, the staff console its own
 * neutral one) plus what the components derive from it.
 */
export function buildTheme(theme: ResolvedTheme) {
  const { mobileBreakpoint } = theme.layout;
  return {
    ...theme,
    colors: { ...theme.colors, secondaryContrast: readableOn(theme.colors.secondary) },
    media: {
      mobile: `@media (max-width: ${mobileBreakpoint - 1}px)`,
      desktop: `@media (min-width: ${mobileBreakpoint}px)`,
    },
    /** The fixed header's height: sticky columns and anchors sit below it. */
    headerHeight: 72,
    fadeMs: FADE_MS,
    panelDelayMs: MODAL_PANEL_DELAY_MS,
  };
}

export type KitTheme = ReturnType<typeof buildTheme>;
