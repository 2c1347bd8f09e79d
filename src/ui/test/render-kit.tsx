import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { DEFAULT_THEME } from '../../shared/theme-defaults.js';
import { GlobalStyle } from '../global-style.js';
import { buildTheme } from '../theme.js';

const theme = buildTheme(DEFAULT_THEME);

// No translation file: the kit's words are its own Italian defaults, as in a front end that ships none.
const i18n = i18next.createInstance();
void i18n.init({ lng: 'it', resources: {}, interpolation: { escapeValue: false }, initAsync: false });

/**
 * Wrapper for the kit's component tests: the default theme, a memory router at `path` and an
 * i18next without resources; nothing of either front end (the kit must render on its own, in the
 * portal as in the staff console).
 */
export function kitWrapper(path = '/') {
  return function KitWrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            {children}
          </ThemeProvider>
        </I18nextProvider>
      </MemoryRouter>
    );
  };
}
