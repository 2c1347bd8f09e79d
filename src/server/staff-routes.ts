import type { FastifyInstance } from 'fastify';
import type { CatalogChanges } from './modules/catalog/catalog-changes-service.js';
import { consoleAuditRoutes } from './modules/audit/staff-routes.js';
import { consoleAuthRoutes } from './modules/staff/staff-routes.js';
import { consoleContentRoutes } from './modules/content/staff-routes.js';
import { consoleCatalogRoutes } from './modules/catalog/staff-routes.js';
import { consoleCustomersRoutes } from './modules/customers/staff-routes.js';
import { consoleDashboardRoutes } from './modules/staff/dashboard-routes.js';
import { consoleImportsRoutes } from './modules/imports/staff-routes.js';
import { consoleInboxRoutes } from './modules/engagement/staff-inbox-routes.js';
import { staffCards, staffOfTenant } from './modules/staff/directory-service.js';
import { consoleOrdersRoutes } from './modules/orders/staff-routes.js';
import { consoleSettingsRoutes } from './modules/tenants/staff-routes.js';
import { consoleBrandRoutes } from './modules/brand/staff-routes.js';
import { storedBrandFileTypes } from './modules/brand/service.js';
import { consolePreviewRoutes } from './modules/customers/staff-preview-routes.js';
import { ordersPage, pointsPage } from './modules/orders/order-history-service.js';
import { installStaffGuard } from './plugins/staff-guard.js';
import { consoleNotificationsRoutes } from './modules/content/staff-notifications-routes.js';
import { consoleValidationsRoutes } from './modules/engagement/staff-validations-routes.js';
import { consoleVoucherCodesRoutes } from './modules/engagement/staff-voucher-codes-routes.js';
import { consoleWebhooksRoutes } from './modules/webhooks/staff-routes.js';
import { consoleApiKeysRoutes } from './modules/apikeys/staff-routes.js';
import { consoleJobsRoutes } from './modules/jobs/staff-routes.js';
import { consolePrivacyRoutes } from './modules/privacy/staff-routes.js';
import { consoleSalesRoutes } from './modules/sales/staff-routes.js';
import { earningPlan, earningRulesOf } from './modules/earning/service.js';
import { consoleReportsRoutes } from './modules/reports/staff-routes.js';
import { consoleRegolamentoRoutes } from './modules/regolamento/staff-routes.js';
import { consoleCustomerRegolamentoRoutes } from './modules/customers/staff-regolamento-routes.js';

export interface ConsoleRoutesOptions {
  /** CONSOLE_REQUIRE_2FA. */
  requireTotpForOperators: boolean;
  /** Tells the portal's listing (every process) that a catalogue changed. */
  catalogChanges: CatalogChanges;
}

/**
 * The staff console's API under /v1/console (schemas/api/staff-*.json): one guarded scope, so
 * every route in it gets the staff checks (plugins/staff-guard.ts). Each domain module keeps its
 * console routes in its own `staff-routes.ts` (or `staff-<area>-routes.ts`); to add an area,
 * write one there and register it below.
 */
export async function consoleRoutes(app: FastifyInstance, options: ConsoleRoutesOptions): Promise<void> {
  installStaffGuard(app, { requireTotpForOperators: options.requireTotpForOperators });
  await app.register(consoleAuthRoutes, { requireTotpForOperators: options.requireTotpForOperators });
  await app.register(consoleCustomersRoutes, { history: { ordersPage, pointsPage } });
  await app.register(consoleDashboardRoutes);
  await app.register(consoleSettingsRoutes, { storedFiles: storedBrandFileTypes(app.db) });
  await app.register(consolePreviewRoutes);
  await app.register(consoleBrandRoutes);
  await app.register(consoleAuditRoutes);
  await app.register(consoleImportsRoutes);
  await app.register(consoleOrdersRoutes, { changes: options.catalogChanges });
  await app.register(consoleValidationsRoutes);
  await app.register(consoleInboxRoutes, { staff: { staffOfTenant, staffCards } });
  await app.register(consoleNotificationsRoutes);
  await app.register(consoleVoucherCodesRoutes);
  await app.register(consoleWebhooksRoutes);
  await app.register(consoleApiKeysRoutes);
  await app.register(consoleJobsRoutes);
  await app.register(consoleContentRoutes);
  await app.register(consoleCatalogRoutes, { changes: options.catalogChanges });
  await app.register(consolePrivacyRoutes);
  // Sales files earn by the tenant's rules as they stand now, exactly as the partner API's sales.
  await app.register(consoleSalesRoutes, { earnFor: (tenant) => earningPlan(earningRulesOf(tenant)) });
  await app.register(consoleReportsRoutes);
  await app.register(consoleRegolamentoRoutes);
  await app.register(consoleCustomerRegolamentoRoutes);
}
