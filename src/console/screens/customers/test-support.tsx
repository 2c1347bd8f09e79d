import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { CustomerDetail } from '../../../shared/types/generated/api/staff-customers.js';
import { GlobalStyle } from '../../../ui/global-style.js';
import { applyTestDefaults, createQueryClient } from '../../../ui/query-client.js';
import { consoleTheme } from '../../theme.js';
import CustomersScreen from './customers-screen.js';

/** Test data and rendering for the Clienti area (not a test file itself). */

export { installConsoleApi, type ConsoleAnswer, type ConsoleCall, type ConsoleHandler } from '../../test/console-api.js';

let where = '';
function Where() {
  const { pathname, search } = useLocation();
  where = `${pathname}${search}`;
  return null;
}

/** The address the router is at, path and query. */
export const currentPath = () => where;

/** The Clienti area of tenant demo at `path`, with a fresh query cache (no retries). */
export function renderCustomers(path: string) {
  const queryClient = createQueryClient();
  applyTestDefaults(queryClient);
  const user = userEvent.setup();
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={consoleTheme}>
          <GlobalStyle />
          <Where />
          <Routes>
            <Route path="/iniziative/:alias/clienti/*" element={<CustomersScreen alias="demo" />} />
          </Routes>
        </ThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...utils, user, queryClient };
}

export function customerDetail(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    profile: {
      username: 'DEMO0001',
      type: 'customer',
      firstname: 'Marco',
      lastname: 'Bianchi',
      email: 'marco@example.it',
      company: 'Ferramenta Bianchi',
      vatcode: null,
      phone: null,
      address1: 'Via Garibaldi',
      address2: '12',
      zipcode: '20121',
      city: 'Milano',
      district: 'MI',
      region: null,
      country: 'IT',
      dateOfBirth: null,
      gdprMarketing: false,
      gdprProfiling: false,
      gdprPrivacy: true,
      acceptsRules: true,
      prizeToValidate: false,
      extra: {},
      createdAt: '2025-01-10T09:00:00.000Z',
      updatedAt: '2025-01-10T09:00:00.000Z',
      activatedAt: '2025-01-11T09:00:00.000Z',
      hasPassword: true,
      registrationCompleted: true,
    },
    active: true,
    pointsEnabled: true,
    balance: 25_000,
    ledger: [{ id: 1, date: '2025-01-15T08:00:00.000Z', delta: 25_000, kind: 'credit', reason: 'Saldo iniziale', orderNumber: null }],
    ledgerTotal: 1,
    orders: [],
    sessions: [],
    ...overrides,
  };
}
