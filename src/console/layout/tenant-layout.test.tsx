import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { StaffMe, TenantSummary } from '../../shared/types/generated/api/staff.js';
import { applyTestDefaults, createQueryClient } from '../../ui/query-client.js';
import { sessionQueries } from '../session.js';
import { installConsoleApi, type ConsoleAnswer } from '../test/console-api.js';
import { consoleTheme } from '../theme.js';
import TenantLayout from './tenant-layout.js';

const SUPPORT: StaffMe = {
  email: 'support@premia.example',
  role: 'support',
  allTenants: false,
  tenants: ['demo'],
  totpEnabled: false,
  totpRequired: false,
};
const DEMO: TenantSummary = {
  alias: 'demo',
  name: 'Premia Club',
  portalUrl: 'http://demo.localhost',
  hosts: ['demo.localhost'],
  timeZone: 'Europe/Rome',
  programme: { calendar: null, deliveryDays: 180 },
};

let api: ReturnType<typeof installConsoleApi> | undefined;
afterEach(() => api?.restore());

/** The layout at `path` (an area that does not exist, so no screen loads), signed in as support. */
function renderLayout(path: string, ...tenantAnswers: ConsoleAnswer[]) {
  const answers = [...tenantAnswers];
  api = installConsoleApi({ 'GET /console/tenants': () => answers.shift() ?? { status: 200, data: [DEMO] } });
  const queryClient = createQueryClient();
  applyTestDefaults(queryClient);
  queryClient.setQueryData(sessionQueries.me().queryKey, SUPPORT);
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={consoleTheme}>
          <Routes>
            <Route path="/iniziative/:alias/*" element={<TenantLayout />} />
          </Routes>
        </ThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('the tenant layout', () => {
  it('names the tenant and offers only the areas of the signed-in role', async () => {
    renderLayout('/iniziative/demo/nessuna', { status: 200, data: [DEMO] });
    await screen.findByRole('heading', { level: 1, name: 'Premia Club' });
    const nav = screen.getByRole('navigation', { name: 'Aree di Premia Club' });
    expect(within(nav).getByRole('link', { name: 'Ordini' })).toHaveAttribute('href', '/iniziative/demo/ordini');
    // The catalogue is the operators'.
    expect(within(nav).queryByRole('link', { name: 'Catalogo' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Area non trovata' })).toBeInTheDocument();
  });

  it('says a tenant the account does not manage is not available, with the way back', async () => {
    renderLayout('/iniziative/aurora', { status: 200, data: [DEMO] });
    await screen.findByRole('heading', { level: 1, name: 'Iniziativa non disponibile' });
    expect(screen.getByText('Non esiste un’iniziativa «aurora» tra quelle che gestisci.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alle iniziative' })).toHaveAttribute('href', '/');
  });

  it('shows a failed read as the page’s error, and tries again on request', async () => {
    renderLayout('/iniziative/demo/nessuna', { status: 503, data: { error: 'Servizio non disponibile' } }, { status: 200, data: [DEMO] });
    await screen.findByRole('heading', { level: 1, name: "Impossibile caricare l'iniziativa" });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }));
    await screen.findByRole('heading', { level: 1, name: 'Premia Club' });
  });
});
