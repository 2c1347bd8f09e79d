import type { FastifyInstance } from 'fastify';
import type { CatalogChanges } from '../catalog/catalog-changes-service.js';
import { consoleAuditRoutes } from './audit-routes.js';
import { consoleAuthRoutes } from './auth-routes.js';
import { consoleContentRoutes } from './content-routes.js';
import { consoleCatalogRoutes } from './catalog-routes.js';
import { consoleCustomersRoutes } from './customers-routes.js';
import { consoleDashboardRoutes } from './dashboard-routes.js';
import { consoleImportsRoutes } from './imports-routes.js';
import { consoleInboxRoutes } from './inbox-routes.js';
import { consoleOrdersRoutes } from './orders-routes.js';
import { consoleSettingsRoutes } from './settings-routes.js';
import { installStaffGuard } from './staff-guard.js';
import { consoleNotificationsRoutes } from './notifications-routes.js';
import { consoleValidationsRoutes } from './validations-routes.js';
import { consoleVoucherCodesRoutes } from './voucher-codes-routes.js';

export interface ConsoleRoutesOptions {
  /** CONSOLE_REQUIRE_2FA. */
  requireTotpForOperators: boolean;
  /** Tells the portal's listing (every process) that a catalogue changed. */
  catalogChanges: CatalogChanges;
}

/**
 * The staff console's API under /v1/console (schemas/api/staff.json): one guarded scope, so
 * every route in it gets the staff checks (staff-guard.ts). To add an area: write
 * console/<area>-routes.ts and register it below.
 */
export async function consoleRoutes(app: FastifyInstance, options: ConsoleRoutesOptions): Promise<void> {
  installStaffGuard(app, { requireTotpForOperators: options.requireTotpForOperators });
  await app.register(consoleAuthRoutes, { requireTotpForOperators: options.requireTotpForOperators });
  await app.register(consoleCustomersRoutes);
  await app.register(consoleDashboardRoutes);
  await app.register(consoleSettingsRoutes);
  await app.register(consoleAuditRoutes);
  await app.register(consoleImportsRoutes);
  await app.register(consoleOrdersRoutes, { changes: options.catalogChanges });
  await app.register(consoleValidationsRoutes);
  await app.register(consoleInboxRoutes);
  await app.register(consoleNotificationsRoutes);
  await app.register(consoleVoucherCodesRoutes);
  await app.register(consoleContentRoutes);
  await app.register(consoleCatalogRoutes, { changes: options.catalogChanges });
}
