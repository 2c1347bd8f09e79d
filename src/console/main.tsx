import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../ui/global-style.js';
import { createQueryClient } from '../ui/query-client.js';
import { ConsoleRoutes } from './routes.js';
import { consoleI18n } from './i18n.js';
import { consoleTheme } from './theme.js';

const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={consoleI18n}>
          <ThemeProvider theme={consoleTheme}>
            <GlobalStyle />
            <ConsoleRoutes />
          </ThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </BrowserRouter>
  </StrictMode>,
);
