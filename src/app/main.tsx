import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppShell } from './boot/app-shell.js';
import { startApp } from './boot/start-app.js';
import { Providers } from './providers.js';

// Boot starts before the first render: its requests are in flight while React mounts.
void startApp();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Providers>
        <AppShell />
      </Providers>
    </BrowserRouter>
  </StrictMode>,
);
