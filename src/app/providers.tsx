import { QueryClientContext } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { DEFAULT_THEME } from '../shared/theme-defaults.js';
import { i18n } from './i18n/i18n.js';
import { useLoadedQueryClient } from './queries/loaded-client.js';
import { useOptionalConfig } from './stores/config.js';
import { buildTheme } from '../ui/theme.js';
import { GlobalStyle } from '../ui/global-style.js';

/**
 * The server-state cache's client (the one that boot and sign-in also write) once it has loaded.
 * It is a lazy chunk (queries/query-client-loader.ts): the login page carries none of the query
 * library. So this is QueryClientProvider's context with a value that arrives later, not the
 * provider itself, which needs the client at its first render and, put in place then, would
 * remount the whole app. Every screen that reads server state renders after the client arrived
 * (registry/screens.ts).
 */
function ServerStateProvider({ children }: { children: ReactNode }) {
  const client = useLoadedQueryClient();
  // As QueryClientProvider does: the client follows focus and connectivity while it is mounted.
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client ?? undefined}>{children}</QueryClientContext.Provider>;
}

/**
 * The server-state cache, theme (from the tenant, defaults before boot so error screens are
 * styled too) and translations. The router is the caller's: BrowserRouter in app-start.tsx,
 * MemoryRouter in tests.
 */
export function Providers({ children }: { children: ReactNode }) {
  const config = useOptionalConfig();
  const theme = useMemo(() => buildTheme(config?.theme ?? DEFAULT_THEME), [config]);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ServerStateProvider>{children}</ServerStateProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
