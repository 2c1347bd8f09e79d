import type { FastifyInstance } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type { CustomersReport, PartnerOperations } from '../../../shared/types/generated/api/partner.js';
import contractFile from '../../../../schemas/api/partner.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
import { partnerActorOf, partnerRoute } from '../../plugins/partner-route.js';
import { partnerUpsertCustomers } from './partner-service.js';

const contract = contractFile as unknown as ContractFile;

/** POST /v1/partner/customers (schemas/api/partner.json): customers created by the operator's ERP. */
export async function partnerCustomersRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, dialect: app.dbDialect, now: app.clock };
  app.route<{ Body: PartnerOperations['partnerUpsertCustomers']['body'] }>({
    ...routeOf(contract, 'partnerUpsertCustomers'),
    ...partnerRoute('customers:write'),
    // A batch of 1,000 is about 400 KB of JSON at the fields' limits.
    bodyLimit: 2 * 1024 * 1024,
    handler: async (request): Promise<CustomersReport> =>
      partnerUpsertCustomers(deps, partnerActorOf(request), request.tenant, request.body),
  });
}
