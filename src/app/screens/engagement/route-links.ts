import { generatePath } from 'react-router-dom';
import type { ResolvedTenantConfig } from '../../../shared/tenant-config.js';
import { availableRoutes } from '../../routing/guards.js';

/**
 * The path of a route of this tenant with its parameters filled in, or null when the tenant has
 * it switched off (aurora has no voucher detail): a card then shows no link to a not-found page.
 */
export function pathTo(
  config: Pick<ResolvedTenantConfig, 'routes' | 'features'>,
  routeId: string,
  params: Record<string, string | number> = {},
): string | null {
  const route = availableRoutes(config).find((r) => r.id === routeId);
  if (!route) return null;
  return generatePath(route.path, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
}
