import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/types/generated/api/content.js';
import { defineRoute } from '../../http/define-route.js';
import { advantageFor, advantagesFor, partnersOf, voucherFor, voucherRequestOf, vouchersFor } from './directory-service.js';
import { publishedReads } from './optional-auth.js';
import { visibilityOf } from './schedule.js';

/**
 * GET partners, advantages (list public to anyone, all to customers; detail public when flagged) and
 * vouchers (customer's codes): only what is published, except to a staff member's preview token.
 */
export async function directoryRoutes(app: FastifyInstance): Promise<void> {
  const read = publishedReads(app);
  read(content.getPartners, async (request, vis) => partnersOf(app.db, request.tenant.alias, vis));
  read(content.getAdvantages, async (request, vis) => advantagesFor(app.db, request.tenant.alias, request.user, vis));
  read(content.getAdvantage, async (request, vis) => advantageFor(app.db, request.tenant.alias, request.params.id, request.user, vis));

  defineRoute(
    app,
    content.getVouchers,
    async (request) => {
      const now = app.clock();
      return vouchersFor(app.db, request.tenant.alias, request.user!, now, visibilityOf(request, now));
    },
    { preHandler: app.authenticate },
  );

  defineRoute(app, content.getVoucher, async (request) => voucherFor(app.db, voucherRequestOf(request, request.params.id, app.clock())), {
    preHandler: app.authenticate,
  });
}
