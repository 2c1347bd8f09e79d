import type { ResolvedRoute } from './route-defaults.js';
import type { ResolvedFeatures, ResolvedTenantConfig } from './tenant-config.js';

/**
 * Whether a route exists for this tenant at all (a missing route's path shows the not-found screen):
 * enabled, own-login pages only with own login, and its feature flag on.
 */
export function routeExists(route: ResolvedRoute, features: ResolvedFeatures): boolean {
  if (!route.enabled) return false;
  if (route.ownLoginOnly && !features.ownLogin.active) return false;
  if (route.feature && !features[route.feature]) return false;
  return true;
}

export function availableRoutes(config: Pick<ResolvedTenantConfig, 'routes' | 'features'>): ResolvedRoute[] {
  return config.routes.filter((route) => routeExists(route, config.features));
}

/** Where signed-out visitors sign in: the login route with own login, otherwise / (its providers' buttons). */
export function loginPathOf(config: Pick<ResolvedTenantConfig, 'routes' | 'features'>): string {
  const login = availableRoutes(config).find((route) => route.id === 'login');
  return config.features.ownLogin.active && login ? login.path : '/';
}

/** Where a signed-in customer whose registration is not complete goes, null when the tenant has no such route. */
export function completeRegistrationPathOf(config: Pick<ResolvedTenantConfig, 'routes' | 'features'>): string | null {
  return availableRoutes(config).find((route) => route.id === 'completeRegistration')?.path ?? null;
}

/** A path of this site: a configured one that a browser would read as another host's (`//…`) is not one. */
export function ownPath(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? path : '/';
}

/** Where a customer goes once signed in (a redirect's target): home, or the registration to complete first. */
export function landingAfterSignIn(config: Pick<ResolvedTenantConfig, 'routes' | 'features'>, active: boolean): string {
  return active ? '/' : ownPath(completeRegistrationPathOf(config) ?? '/');
}
