import type { FastifyInstance } from 'fastify';
import type { ContentOperations } from '../../../shared/types/generated/api/content.js';
import { routeOf } from '../../http/contract.js';
import { contract } from './contract.js';
import { advantageFor, advantagesFor, partnersOf, voucherFor, vouchersFor } from './directory-service.js';
import { claimVoucherCode } from './voucher-codes-service.js';
import { optionalAuth } from './optional-auth.js';
import { visibilityOf } from './schedule.js';

type IdParams = ContentOperations['getAdvantage']['params'];

/**
 * GET partners, advantages (list public to anyone, all to customers; detail public when flagged) and
 * vouchers (customer's codes): only what is published, except to a staff member's preview token.
 */
export async function directoryRoutes(app: FastifyInstance): Promise<void> {
  const maybeUser = optionalAuth(app);

  app.route({
    ...routeOf(contract, 'getPartners'),
    preHandler: maybeUser,
    handler: async (request) => partnersOf(app.db, request.tenant.alias, visibilityOf(request, app.clock())),
  });

  app.route({
    ...routeOf(contract, 'getAdvantages'),
    preHandler: maybeUser,
    handler: async (request) => advantagesFor(app.db, request.tenant.alias, request.user, visibilityOf(request, app.clock())),
  });

  app.route<{ Params: IdParams }>({
    ...routeOf(contract, 'getAdvantage'),
    preHandler: maybeUser,
    handler: async (request) =>
      advantageFor(app.db, request.tenant.alias, request.params.id, request.user, visibilityOf(request, app.clock())),
  });

  app.route({
    ...routeOf(contract, 'getVouchers'),
    preHandler: app.authenticate,
    handler: async (request) => {
      const now = app.clock();
      return vouchersFor(app.db, request.tenant.alias, request.user!, now, visibilityOf(request, now));
    },
  });

  app.route<{ Params: IdParams }>({
    ...routeOf(contract, 'getVoucher'),
    preHandler: app.authenticate,
    handler: async (request) => {
      const now = app.clock();
      return voucherFor(app.db, request.tenant.alias, request.params.id, request.user!, now, visibilityOf(request, now));
    },
  });

  app.route<{ Params: IdParams }>({
    ...routeOf(contract, 'claimVoucherCode'),
    preHandler: app.authenticate,
    handler: async (request) => {
      const now = app.clock();
      return claimVoucherCode(app.db, request.tenant.alias, request.params.id, request.user!, now, visibilityOf(request, now));
    },
  });
}
