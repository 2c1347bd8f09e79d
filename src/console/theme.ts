import { DEFAULT_THEME, type ResolvedTheme } from '../shared/theme-defaults.js';
import { buildTheme } from '../ui/theme.js';

/** The console's own neutral look: slate and one blue, whichever tenant is open. */
const CONSOLE_THEME: ResolvedTheme = {
  ...DEFAULT_THEME,
  colors: {
    ...DEFAULT_THEME.colors,
    primary: '#1e40af',
    secondary: '#475569',
    text: '#111827',
    textMuted: '#4b5563',
    background: '#f4f5f7',
    border: '#9ca3af',
    headerBackground: '#111827',
    headerText: '#f9fafb',
  },
  layout: { ...DEFAULT_THEME.layout, mobileBreakpoint: 768 },
};

export const consoleTheme = buildTheme(CONSOLE_THEME);
