import type { FastifyInstance } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type { PartnerOperations, SalesReport, UndoAnswer } from '../../../shared/types/generated/api/partner.js';
import contractFile from '../../../../schemas/api/partner.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
import { partnerActorOf, partnerRoute } from '../../plugins/partner-route.js';
import type { RequestTenant } from '../tenants/service.js';
import { postSales, undoSales, type EarningPlan, type SalesDeps } from './service.js';

const contract = contractFile as unknown as ContractFile;
type Op = PartnerOperations;

/** POST /v1/partner/sales and DELETE /v1/partner/sales/{batch_id} (schemas/api/partner.json). */
export interface SalesRoutesOptions {
  /** The tenant's earning plan as its rules stand now (modules/earning, wired by the partner scope); none: sales credit nothing. */
  earnFor?: (tenant: RequestTenant) => EarningPlan | undefined;
}

export async function partnerSalesRoutes(app: FastifyInstance, options: SalesRoutesOptions): Promise<void> {
  const deps: SalesDeps = { db: app.db, dialect: app.dbDialect, now: app.clock };
  app.route<{ Body: Op['partnerPostSales']['body'] }>({
    ...routeOf(contract, 'partnerPostSales'),
    ...partnerRoute('sales:write'),
    handler: async (request): Promise<SalesReport> =>
      postSales(
        { ...deps, earn: options.earnFor?.(request.tenant) },
        partnerActorOf(request),
        { alias: request.tenant.alias, timeZone: request.tenant.config.timeZone, calendar: request.tenant.config.programme.calendar },
        request.body,
      ),
  });
  app.route<{ Params: Op['partnerUndoSales']['params'] }>({
    ...routeOf(contract, 'partnerUndoSales'),
    ...partnerRoute('sales:write'),
    handler: async (request): Promise<UndoAnswer> =>
      undoSales(deps, partnerActorOf(request), request.tenant.alias, request.params.batch_id),
  });
}
