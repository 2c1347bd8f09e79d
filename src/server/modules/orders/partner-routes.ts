import { dayIn } from '../../../shared/programme.js';
import type { FastifyInstance } from 'fastify';
import { partner } from '../../../shared/types/generated/api/partner.js';
import { defineRoute } from '../../http/define-route.js';
import { outboxOf } from '../../plugins/mailer.js';
import { partnerActorOf, partnerRoute } from '../../plugins/partner-route.js';
import type { CatalogChanges } from '../catalog/catalog-changes-service.js';
import { ordersSince } from './partner-service.js';
import { changeStatus, type OrdersDeps } from './staff-service.js';

/**
 * A fulfilment partner's orders (schemas/api/partner.json): the feed since a cursor, and status
 * changes through the console's own service, so transitions, 409s, refunds, the customer's
 * notification and mail, and the audit (by `apikey:<name>`) are the console's.
 */
export async function partnerOrdersRoutes(app: FastifyInstance, options: { changes: CatalogChanges }): Promise<void> {
  const deps: OrdersDeps = { db: app.db, dialect: app.dbDialect, now: app.clock, changes: options.changes };

  defineRoute(
    app,
    partner.partnerListOrders,
    async (request) =>
      ordersSince(
        deps,
        request.tenant.alias,
        request.query.cursor,
        request.query.limit,
        dayIn(app.clock(), request.tenant.config.timeZone),
      ),
    partnerRoute('orders:read'),
  );

  defineRoute(
    app,
    partner.partnerSetOrderStatus,
    async (request) =>
      changeStatus(
        deps,
        // Links in the customer's mail come from the tenant's configuration, never from this request's host.
        {
          who: partnerActorOf(request),
          tenantAlias: request.tenant.alias,
          timeZone: request.tenant.config.timeZone,
          outbox: outboxOf(app, request.tenant),
          log: request.log,
        },
        request.params.order_number,
        request.body,
      ),
    partnerRoute('orders:write'),
  );
}
