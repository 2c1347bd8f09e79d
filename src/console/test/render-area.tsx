import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../../ui/global-style.js';
import { applyTestDefaults, createQueryClient } from '../../ui/query-client.js';
import type { StaffMe } from '../../shared/types/generated/api/staff.js';
import { sessionQueries } from '../session.js';
import { consoleTheme } from '../theme.js';

let where = '';
function Where() {
  const { pathname, search } = useLocation();
  where = `${pathname}${search}`;
  return null;
}

/** The address the router of the latest renderArea is at, path and query. */
export const currentPath = () => where;

/**
 * One area's screen of tenant demo as the console mounts it (`/iniziative/:alias/<area>/*`), at
 * `path`, with the console's theme and a fresh query cache that does not retry.
 */
export function renderArea(area: string, screen: ReactElement, path: string) {
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
            <Route path={`/iniziative/:alias/${area}/*`} element={screen} />
          </Routes>
        </ThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...utils, user, queryClient };
}

/** The signed-in staff member of a rendered area: `role`, with tenant demo, as the session query holds it. */
export function signInAs(queryClient: QueryClient, role: StaffMe['role']): void {
  queryClient.setQueryData(sessionQueries.me().queryKey, {
    email: `${role}@premia.example`,
    role,
    allTenants: false,
    tenants: ['demo'],
    totpEnabled: true,
    totpRequired: false,
  });
}
