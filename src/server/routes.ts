import type { FastifyInstance } from 'fastify';
import type { Limit } from './http/rate-limit.js';
import { appRoutes } from './modules/app/routes.js';
import { authRoutes } from './modules/customers/customer-routes.js';
import { brandRoutes } from './modules/brand/routes.js';
import { CatalogChanges } from './modules/catalog/catalog-changes-service.js';
import { catalogRoutes, type CatalogRoutesOptions } from './modules/catalog/routes.js';
import { basketOf } from './modules/orders/basket-service.js';
import { checkoutRoutes } from './modules/orders/customer-routes.js';
import { consoleRoutes, type ConsoleRoutesOptions } from './staff-routes.js';
import { partnerRoutes } from './partner-routes.js';
import { contentRoutes } from './modules/content/routes.js';
import { engagementRoutes, type EngagementRoutesOptions } from './modules/engagement/customer-routes.js';
import { formsRoutes } from './modules/forms/routes.js';
import { privacyRoutes } from './modules/privacy/customer-routes.js';
import { regolamentoRoutes } from './modules/regolamento/customer-routes.js';
import { utilityRoutes } from './modules/utility/routes.js';
import { registerWebhookJobs, type WebhookJobsOptions } from './modules/webhooks/jobs.js';
import { programmeJobs } from './modules/programme/jobs-plugin.js';

export interface RouteOptions {
  errorLogRateLimit: Limit;
  /** DATA_DIR (receipt uploads) and OPERATOR_EMAIL (contact form). */
  content: EngagementRoutesOptions;
  catalog: Omit<CatalogRoutesOptions, 'changes'> & { pollMs?: number };
  console: Omit<ConsoleRoutesOptions, 'catalogChanges'>;
  webhooks: WebhookJobsOptions;
}

/**
 * Every API module, registered under /v1 (paths inside a module are relative: '/app/start').
 * To add an area: write modules/<area>/routes.ts exporting a plugin and register it here.
 * Every route declares `schema.response` (serialisation + OpenAPI) and gets `request.tenant`.
 */
export async function registerRoutes(v1: FastifyInstance, options: RouteOptions): Promise<void> {
  await v1.register(appRoutes, { errorLogRateLimit: options.errorLogRateLimit });
  // auth/me shows the customer's basket; auth cannot import orders (which import auth).
  await v1.register(authRoutes, { basketOf });
  // Shared by the portal's listing (which forgets), checkout and the console (whose catalogue and
  // cancelled orders change it).
  const catalogChanges = new CatalogChanges(v1.db, options.catalog.pollMs);
  await v1.register(catalogRoutes, { memoMs: options.catalog.memoMs, changes: catalogChanges });
  await v1.register(checkoutRoutes, { changes: catalogChanges });
  await v1.register(contentRoutes);
  await v1.register(engagementRoutes, options.content);
  await v1.register(formsRoutes);
  await v1.register(brandRoutes);
  await v1.register(utilityRoutes);
  await v1.register(privacyRoutes);
  await v1.register(regolamentoRoutes);
  await v1.register(consoleRoutes, { ...options.console, catalogChanges });
  await v1.register(partnerRoutes, { catalogChanges });
  registerWebhookJobs(v1, options.webhooks);
  await v1.register(programmeJobs);
}
