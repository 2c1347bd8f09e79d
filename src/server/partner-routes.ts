import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { CatalogChanges } from './modules/catalog/catalog-changes-service.js';
import { partnerGuard } from './modules/apikeys/partner-guard.js';
import type { ApiKeyScope } from './modules/apikeys/service.js';
import { partnerPointsRoutes } from './modules/customers/partner-routes.js';
import { earningPlan, earningRulesOf } from './modules/earning/service.js';
import { partnerCustomersRoutes } from './modules/imports/partner-routes.js';
import { partnerOrdersRoutes } from './modules/orders/partner-routes.js';
import { partnerSalesRoutes } from './modules/sales/partner-routes.js';

/**
 * The partner API under /v1/partner (schemas/api/partner.json): one scope whose every route needs
 * a live API key with the route's scope (config.partnerScope, plugins/partner-route.ts). The key
 * is checked on request, before the body is read: a caller without one costs no parsing, and a
 * bad body from a stranger answers 401, not 400. Each domain module keeps its partner routes in
 * its own partner-routes.ts over its services.
 */
export async function partnerRoutes(app: FastifyInstance, options: { catalogChanges: CatalogChanges }): Promise<void> {
  const guards = new Map<ApiKeyScope, preHandlerAsyncHookHandler>();
  app.addHook('onRoute', (route) => {
    const scope = route.config?.partnerScope;
    if (!scope) throw new Error(`${route.method} ${route.url}: a partner route must name its scope (partnerRoute)`);
    if (!guards.has(scope)) guards.set(scope, partnerGuard(app, scope));
  });
  app.addHook('onRequest', async function (request, reply) {
    const scope = request.routeOptions.config.partnerScope;
    const guard = scope && guards.get(scope);
    if (guard) await guard.call(this, request, reply);
  });
  await app.register(partnerPointsRoutes);
  await app.register(partnerCustomersRoutes);
  // Sales earn by the tenant's rules as they stand at posting (file and console overrides).
  await app.register(partnerSalesRoutes, { earnFor: (tenant) => earningPlan(earningRulesOf(tenant)) });
  await app.register(partnerOrdersRoutes, { changes: options.catalogChanges });
}
