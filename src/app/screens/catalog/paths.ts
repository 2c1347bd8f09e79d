import { generatePath } from 'react-router-dom';
import type { ResolvedTenantConfig } from '../../../shared/tenant-config.js';
import { availableRoutes } from '../../routing/guards.js';

type RouteConfig = Pick<ResolvedTenantConfig, 'routes' | 'features'>;

/**
 * Where a route of the tenant lives: tenants may move or switch off routes, so links are built
 * from the resolved routes by id rather than written as literals. Null when the route does not
 * exist for this tenant.
 */
export function pathOf(config: RouteConfig, id: string, params: Record<string, string | number> = {}): string | null {
  const route = availableRoutes(config).find((r) => r.id === id);
  if (!route) return null;
  return generatePath(route.path, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
}

/** A prize id from the route parameter: a whole number ≥ 1, else null (the page is then simply not found). */
export function productIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

/** The detail page of a prize: the catalogue's own, else the product page. */
export function productPath(config: RouteConfig, id: number): string {
  return pathOf(config, 'catalogueDetail', { id }) ?? pathOf(config, 'product', { id }) ?? `/products/${id}`;
}

export function cataloguePath(config: RouteConfig): string {
  return pathOf(config, 'catalogue') ?? '/catalogo';
}

/** After add to cart the customer lands here. */
export function preCheckoutPath(config: RouteConfig): string {
  return pathOf(config, 'preCheckout') ?? '/pre-checkout';
}

export function wishlistPath(config: RouteConfig): string | null {
  return pathOf(config, 'wishlist');
}

/** Router state of a link to a prize: its back link returns to the exact view it came from. */
export interface DetailOrigin {
  back?: { to: string; label: 'catalogue' | 'wishlist' };
}
