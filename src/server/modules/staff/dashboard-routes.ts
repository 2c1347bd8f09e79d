import type { FastifyInstance } from 'fastify';
import { staffDashboard } from '../../../shared/types/generated/api/staff-dashboard.js';
import { defineRoute } from '../../http/define-route.js';
import { dashboardOf } from './dashboard-service.js';
import { tenantOf } from '../../plugins/staff-guard.js';

/** The per-tenant dashboard (schemas/api/staff-dashboard.json); reading it is not an audited action. */
export async function consoleDashboardRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, now: app.clock };

  defineRoute(app, staffDashboard.getDashboard, async (request) => {
    const { alias, config } = tenantOf(request);
    return dashboardOf(deps, { alias, timeZone: config.timeZone }, request.query.weeks);
  });
}
