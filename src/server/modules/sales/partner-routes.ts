import type { FastifyInstance } from 'fastify';
import { partner } from '../../../shared/types/generated/api/partner.js';
import { defineRoute } from '../../http/define-route.js';
import { partnerActorOf, partnerRoute } from '../../plugins/partner-route.js';
import type { RequestTenant } from '../tenants/service.js';
import { postSales, undoSales, type EarningPlan, type SalesDeps } from './service.js';

/** POST /v1/partner/sales and DELETE /v1/partner/sales/{batch_id} (schemas/api/partner.json). */
export interface SalesRoutesOptions {
  /** The tenant's earning plan as its rules stand now (modules/earning, wired by the partner scope); none: sales credit nothing. */
  earnFor?: (tenant: RequestTenant) => EarningPlan | undefined;
}

export async function partnerSalesRoutes(app: FastifyInstance, options: SalesRoutesOptions): Promise<void> {
  const deps: SalesDeps = { db: app.db, dialect: app.dbDialect, now: app.clock };
  defineRoute(
    app,
    partner.partnerPostSales,
    async (request) =>
      postSales(
        { ...deps, earn: options.earnFor?.(request.tenant) },
        partnerActorOf(request),
        { alias: request.tenant.alias, timeZone: request.tenant.config.timeZone, calendar: request.tenant.config.programme.calendar },
        request.body,
      ),
    partnerRoute('sales:write'),
  );
  defineRoute(
    app,
    partner.partnerUndoSales,
    async (request) => undoSales(deps, partnerActorOf(request), request.tenant.alias, request.params.batch_id),
    partnerRoute('sales:write'),
  );
}
