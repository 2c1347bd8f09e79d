import { matchPath } from 'react-router-dom';
import type { ResolvedTenantConfig } from '../../shared/tenant-config.js';
import { preloadScreen } from '../registry/screens.js';
import { availableRoutes } from '../routing/guards.js';

export interface ScreenPrefetch {
  screen: string;
  /** Settles once the screen's module (and the query client) has arrived or failed to. */
  ready: Promise<void>;
}

/**
 * Starts loading the screen of the page's route as soon as the configuration is known, while boot
 * still waits for the user (auth/me) and the translations: the screen's chunk no longer waits for
 * the first render. A route with access "home" shows the login screen to a visitor without a
 * session: with no token stored that is the guess (a wrong one only costs bandwidth).
 */
export function prefetchScreenFor(
  config: Pick<ResolvedTenantConfig, 'routes' | 'features'>,
  pathname: string,
  signedIn: boolean,
): ScreenPrefetch | null {
  const route = availableRoutes(config).find((r) => r.path !== '*' && matchPath(r.path, pathname) !== null);
  if (!route) return null;
  const screen = route.access === 'home' && !signedIn ? 'Login' : route.screen;
  return { screen, ready: preloadScreen(screen) };
}
