import type { FastifyInstance } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type { Dashboard, StaffDashboardOperations } from '../../../shared/types/generated/api/staff-dashboard.js';
import contractFile from '../../../../schemas/api/staff-dashboard.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
import { dashboardOf, DEFAULT_WEEKS } from './dashboard-service.js';
import { tenantOf } from '../../plugins/staff-guard.js';

const contract = contractFile as ContractFile;
type Op = StaffDashboardOperations;

/** The per-tenant dashboard (schemas/api/staff-dashboard.json); reading it is not an audited action. */
export async function consoleDashboardRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, now: app.clock };

  app.route<{ Params: Op['getDashboard']['params']; Querystring: Op['getDashboard']['query'] }>({
    ...routeOf(contract, 'getDashboard'),
    handler: async (request): Promise<Dashboard> => {
      const { alias, config } = tenantOf(request);
      return dashboardOf(deps, { alias, timeZone: config.timeZone }, request.query.weeks ?? DEFAULT_WEEKS);
    },
  });
}
