import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { DEFAULT_THEME } from '../shared/theme-defaults.js';
import { i18n } from './i18n/i18n.js';
import { queryClient } from './queries/query-client.js';
import { useOptionalConfig } from './stores/config.js';
import { buildTheme } from '../ui/theme.js';
import { GlobalStyle } from '../ui/global-style.js';

/**
 * The server-state cache (the one client that boot and sign-in also write), theme (from the
 * tenant, defaults before boot so error screens are styled too) and translations. The router is
 * the caller's: BrowserRouter in main.tsx, MemoryRouter in tests.
 */
export function Providers({ children }: { children: ReactNode }) {
  const config = useOptionalConfig();
  const theme = useMemo(() => buildTheme(config?.theme ?? DEFAULT_THEME), [config]);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
