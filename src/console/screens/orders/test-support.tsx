import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { StaffOrderDetail, StaffOrderSummary } from '../../../shared/types/generated/api/staff-orders.js';
import { GlobalStyle } from '../../../ui/global-style.js';
import { applyTestDefaults, createQueryClient } from '../../../ui/query-client.js';
import { consoleTheme } from '../../theme.js';
import OrdersScreen from './orders-screen.js';

/** Test data and rendering for the Ordini area (not a test file itself). */

export { installConsoleApi } from '../../test/console-api.js';

let where = '';
function Where() {
  const { pathname, search } = useLocation();
  where = `${pathname}${search}`;
  return null;
}

/** The address the router is at, path and query. */
export const currentPath = () => where;

/** The Ordini area of tenant demo at `path`, with a fresh query cache (no retries). */
export function renderOrders(path: string) {
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
            <Route path="/iniziative/:alias/ordini/*" element={<OrdersScreen alias="demo" />} />
          </Routes>
        </ThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...utils, user, queryClient };
}

export function summary(n: number, overrides: Partial<StaffOrderSummary> = {}): StaffOrderSummary {
  return {
    order_number: `DEMO-2026-${String(n).padStart(6, '0')}`,
    date: '2026-11-20T09:30:00.000Z',
    status: 'ricevuto',
    status_label: 'Ricevuto',
    points: 2400,
    customer: { username: 'DEMO0001', firstname: 'Marco', lastname: 'Bianchi', company: 'Ferramenta Bianchi', email: 'marco@example.it' },
    lines: [{ code: 'P-100', name: 'Bollitore elettrico', quantity: 1, points: 2400 }],
    tracking: null,
    ...overrides,
  };
}

export function detail(overrides: Partial<StaffOrderDetail> = {}): StaffOrderDetail {
  return {
    ...summary(1),
    shipping: {
      firstname: 'Anna',
      lastname: 'Ferri',
      address: 'Corso Vittorio Emanuele II',
      address_number: '45',
      zipcode: '10123',
      city: 'Torino',
      district: 'TO',
      phone: '011 456 7890',
      notes: 'Aperto 8–19',
    },
    history: [],
    next_statuses: ['in_lavorazione', 'spedito', 'annullato'],
    ...overrides,
  };
}
