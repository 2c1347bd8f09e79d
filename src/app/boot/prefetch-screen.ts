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
 * the first render. Without a token stored, a route with access "home" shows the login screen and
 * a protected one sends to it: that is the guess then (a wrong one costs a little bandwidth).
 */
export function prefetchScreenFor(
  config: Pick<ResolvedTenantConfig, 'routes' | 'features'>,
  pathname: string,
  signedIn: boolean,
): ScreenPrefetch | null {
  const route = availableRoutes(config).find((r) => r.path !== '*' && matchPath(r.path, pathname) !== null);
  if (!route) return null;
  const screen = !signedIn && (route.access === 'home' || route.access === 'protected') ? 'Login' : route.screen;
  return { screen, ready: preloadScreen(screen) };
}
