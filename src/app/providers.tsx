import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { DEFAULT_THEME } from '../shared/theme-defaults.js';
import { i18n } from './i18n/i18n.js';
import { useOptionalConfig } from './stores/config.js';
import { buildTheme } from '../ui/theme.js';
import { GlobalStyle } from '../ui/global-style.js';

/**
 * Theme (from the tenant, defaults before boot so error screens are styled too) and translations.
 * The router is the caller's: BrowserRouter in main.tsx, MemoryRouter in tests.
 */
export function Providers({ children }: { children: ReactNode }) {
  const config = useOptionalConfig();
  const theme = useMemo(() => buildTheme(config?.theme ?? DEFAULT_THEME), [config]);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </I18nextProvider>
  );
}
