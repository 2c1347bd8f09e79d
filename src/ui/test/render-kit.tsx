import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { DEFAULT_THEME } from '../../shared/theme-defaults.js';
import { GlobalStyle } from '../global-style.js';
import { buildTheme } from '../theme.js';

const theme = buildTheme(DEFAULT_THEME);

/**
 * Wrapper for the kit's component tests: the default theme and a memory router at `path`, nothing
 * of either front end (the kit must render on its own, in the portal as in the staff console).
 */
export function kitWrapper(path = '/') {
  return function KitWrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </MemoryRouter>
    );
  };
}
