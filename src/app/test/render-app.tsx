import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { ResolvedTenantConfig } from '../../shared/tenant-config.js';
import type { User } from '../api/auth.js';
import { Providers } from '../providers.js';
import { queryClient } from '../queries/query-client.js';
import { userKeys } from '../queries/user.js';
import { AppRoutes } from '../router.js';
import { setConfig } from '../stores/config.js';
import { startSession } from '../stores/session.js';
import { asUser, type TestUser } from './test-user.js';
import { bootSucceeded } from '../stores/ui.js';
import { makeConfig } from './fixtures.js';

export interface RenderAppOptions {
  path?: string;
  config?: ResolvedTenantConfig;
  /** Logged in with this user record (token 'test-token'). */
  user?: TestUser;
}

export const ACTIVE_USER: TestUser = { userinfo: { active: true, username: 'DEMO0001' }, points_enabled: true };

/** Renders the booted app (config and session already in the stores) at `path`. */
export function renderApp({ path = '/', config = makeConfig(), user }: RenderAppOptions = {}) {
  setConfig(config);
  if (user) {
    startSession('test-token', asUser(user));
  }
  bootSucceeded();
  return { user: userEvent.setup(), ...render(<AppRoutes />, { wrapper: routerWrapper(path) }) };
}

/** Providers + a memory router, for component tests outside the route table. */
export function routerWrapper(path = '/') {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <Providers>{children}</Providers>
      </MemoryRouter>
    );
  };
}

/** The signed-in customer's record as the app now holds it (the query cache). */
export function cachedUser(): User | undefined {
  return queryClient.getQueryData<User>(userKeys.me());
}
