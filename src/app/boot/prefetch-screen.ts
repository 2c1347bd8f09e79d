import { matchPath } from 'react-router-dom';
import type { ResolvedTenantConfig } from '../../shared/tenant-config.js';
import { preloadScreen } from '../registry/screens.js';
import { availableRoutes } from '../routing/guards.js';

/**
 * Starts loading the screen of the page's route as soon as the configuration is known, while boot
 * still waits for the user (auth/me) and the translations: the screen's chunk no longer waits for
 * the first render. Routes with access "home" are skipped: they show another screen when nobody
 * is signed in, and a wrong guess would only cost bandwidth.
 */
export function prefetchScreenFor(config: Pick<ResolvedTenantConfig, 'routes' | 'features'>, pathname: string): string | null {
  const route = availableRoutes(config).find((r) => r.path !== '*' && matchPath(r.path, pathname) !== null);
  if (!route || route.access === 'home') return null;
  void preloadScreen(route.screen);
  return route.screen;
}
