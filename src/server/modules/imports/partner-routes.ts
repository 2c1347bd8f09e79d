import type { FastifyInstance } from 'fastify';
import { partner } from '../../../shared/types/generated/api/partner.js';
import { defineRoute } from '../../http/define-route.js';
import { partnerActorOf, partnerRoute } from '../../plugins/partner-route.js';
import { partnerUpsertCustomers } from './partner-service.js';

/** POST /v1/partner/customers (schemas/api/partner.json): customers created by the operator's ERP. */
export async function partnerCustomersRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, dialect: app.dbDialect, now: app.clock };
  defineRoute(
    app,
    partner.partnerUpsertCustomers,
    async (request) => partnerUpsertCustomers(deps, partnerActorOf(request), request.tenant, request.body),
    {
      ...partnerRoute('customers:write'),
      // A batch of 1,000 is about 400 KB of JSON at the fields' limits.
      bodyLimit: 2 * 1024 * 1024,
    },
  );
}
