import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import type { ResolvedTenantConfig } from '../../../shared/tenant-config.js';
import { AppRoutes } from '../../router.js';
import { setConfig } from '../../stores/config.js';
import { startSession } from '../../stores/session.js';
import { bootSucceeded } from '../../stores/ui.js';
import { makeConfig } from '../../test/fixtures.js';
import { routerWrapper } from '../../test/render-app.js';
import { asUser, type TestUser } from '../../test/test-user.js';

let navigateTo: NavigateFunction | null = null;

/** Shows where the router is, so tests can read the address bar and press the back button. */
function LocationProbe() {
  const location = useLocation();
  navigateTo = useNavigate();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Starts the customer's session, as sign-in or boot does (the cache starts empty). */
export function signIn(user: TestUser): void {
  startSession('test-token', asUser(user));
}

/**
 * renderApp (test/render-app.tsx) plus a view of the address bar. `signedIn`: the test started the
 * session itself (signIn) and cached what boot would have before the first render.
 */
export function renderWithLocation({
  path,
  user,
  config = makeConfig(),
  signedIn = false,
}: {
  path: string;
  user: TestUser;
  config?: ResolvedTenantConfig;
  signedIn?: boolean;
}) {
  setConfig(config);
  if (!signedIn) signIn(user);
  bootSucceeded();
  return {
    user: userEvent.setup(),
    ...render(
      <>
        <AppRoutes />
        <LocationProbe />
      </>,
      { wrapper: routerWrapper(path) },
    ),
  };
}

/** The current path and query string. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** The browser's back button. */
export function goBack(): void {
  act(() => {
    void navigateTo?.(-1);
  });
}
