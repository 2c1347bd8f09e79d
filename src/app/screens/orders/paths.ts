import { useMemo } from 'react';
import { availableRoutes } from '../../routing/guards.js';
import { useConfig } from '../../stores/config.js';

/** The portal's default paths, used when a tenant has switched a route off or has none. */
const DEFAULTS = {
  catalogue: '/catalogo',
  catalogueDetail: '/catalogo/:id',
  cart: '/carrello',
  checkout: '/checkout',
  orderConfirm: '/conferma-ordine',
  orderSuccess: '/order-success',
  orderHistory: '/storico-ordini',
  pointsDetail: '/dettaglio-punti',
} as const;

type RouteId = keyof typeof DEFAULTS;

export interface OrderPaths {
  /** Path of a route by id, as the tenant placed it; null when the route is off for this tenant. */
  path(id: RouteId): string | null;
  /** The prize detail page of a product, or null without a catalogue. */
  product(id: number): string | null;
}

/** Tenants may move routes (`routes.<id>.path`): links follow the tenant's routes, not literals. */
export function useOrderPaths(): OrderPaths {
  const config = useConfig();
  return useMemo(() => {
    const routes = availableRoutes(config);
    const path = (id: RouteId): string | null => {
      const route = routes.find((r) => r.id === id);
      if (route) return route.path;
      return config.routes.some((r) => r.id === id) ? null : DEFAULTS[id];
    };
    return {
      path,
      product: (id) => path('catalogueDetail')?.replace(':id', String(id)) ?? null,
    };
  }, [config]);
}
