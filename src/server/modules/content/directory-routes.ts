import type { FastifyInstance } from 'fastify';
import type { ContentOperations } from '../../../shared/types/generated/api/content.js';
import { routeOf } from '../../http/contract.js';
import { contract } from './contract.js';
import { advantageFor, advantagesFor, partnersOf, voucherFor, vouchersFor } from './directory-service.js';
import { optionalAuth } from './optional-auth.js';

type IdParams = ContentOperations['getAdvantage']['params'];

/** GET partners, advantages (list public to anyone, all to customers; detail public when flagged) and vouchers (customer's codes). */
export async function directoryRoutes(app: FastifyInstance): Promise<void> {
  const maybeUser = optionalAuth(app);

  app.route({ ...routeOf(contract, 'getPartners'), handler: async (request) => partnersOf(app.db, request.tenant.alias) });

  app.route({
    ...routeOf(contract, 'getAdvantages'),
    preHandler: maybeUser,
    handler: async (request) => advantagesFor(app.db, request.tenant.alias, request.user),
  });

  app.route<{ Params: IdParams }>({
    ...routeOf(contract, 'getAdvantage'),
    preHandler: maybeUser,
    handler: async (request) => advantageFor(app.db, request.tenant.alias, request.params.id, request.user),
  });

  app.route({
    ...routeOf(contract, 'getVouchers'),
    preHandler: app.authenticate,
    handler: async (request) => vouchersFor(app.db, request.tenant.alias, request.user!, app.clock()),
  });

  app.route<{ Params: IdParams }>({
    ...routeOf(contract, 'getVoucher'),
    preHandler: app.authenticate,
    handler: async (request) => voucherFor(app.db, request.tenant.alias, request.params.id, request.user!, app.clock()),
  });
}
