/** Runtime defaults for the theme block; a tenant sets only what differs. */
export const DEFAULT_THEME = {
  colors: {
    primary: '#1d4ed8',
    primaryContrast: '#ffffff',
    secondary: '#f59e0b',
    text: '#1f2937',
    textMuted: '#4b5563',
    background: '#f5f7fb',
    surface: '#ffffff',
    border: '#cbd5e1',
    error: '#b91c1c',
    success: '#15803d',
    headerBackground: '#ffffff',
    headerText: '#1f2937',
    footerBackground: '#0f172a',
    footerText: '#e2e8f0',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    source: '',
  },
  radii: { button: 8, card: 12, input: 6 },
  layout: {
    mobileBreakpoint: 640,
    containerMaxWidth: 1200,
    containerPadding: 15,
    headerMaxWidth: 1108,
    contentWidth: 1170,
    logoMaxWidth: 135,
  },
};

export type ResolvedTheme = typeof DEFAULT_THEME;
