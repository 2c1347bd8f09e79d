import { dayIn } from '../../../shared/programme.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffOrders } from '../../../shared/types/generated/api/staff-orders.js';
import { defineRoute } from '../../http/define-route.js';
import { outboxOf } from '../../plugins/mailer.js';
import type { CatalogChanges } from '../catalog/catalog-changes-service.js';
import { actorOf } from '../../plugins/staff-actor.js';
import {
  changeStatus,
  changeStatuses,
  exportOrdersForStaff,
  listOrders,
  orderDetail,
  type OrdersDeps,
  type StatusAct,
} from './staff-service.js';
import { staffOf, tenantOf } from '../../plugins/staff-guard.js';

/** The Ordini area of the console and the fulfilment partner's API (schemas/api/staff-orders.json). */
export async function consoleOrdersRoutes(app: FastifyInstance, options: { changes: CatalogChanges }): Promise<void> {
  const deps: OrdersDeps = { db: app.db, dialect: app.dbDialect, now: app.clock, changes: options.changes };
  const actOf = (request: FastifyRequest): StatusAct => ({
    who: actorOf(staffOf(request), request),
    tenantAlias: tenantOf(request).alias,
    timeZone: tenantOf(request).config.timeZone,
    // Links in the customer's mail come from the tenant's configuration, never from this request's host.
    outbox: outboxOf(app, tenantOf(request)),
    log: request.log,
  });

  defineRoute(app, staffOrders.listOrders, async (request) => {
    const { alias, config } = tenantOf(request);
    return listOrders(deps, alias, request.query, dayIn(deps.now(), config.timeZone));
  });

  defineRoute(app, staffOrders.exportOrders, async (request, reply) => {
    const { alias, config } = tenantOf(request);
    const { filename, csv } = await exportOrdersForStaff(deps, actorOf(staffOf(request), request), alias, request.query, config.timeZone);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  defineRoute(app, staffOrders.getOrder, async (request) => {
    const { alias, config } = tenantOf(request);
    return orderDetail(deps, alias, request.params.order_number, dayIn(deps.now(), config.timeZone));
  });

  defineRoute(app, staffOrders.changeOrderStatus, async (request) =>
    changeStatus(deps, actOf(request), request.params.order_number, request.body),
  );

  defineRoute(app, staffOrders.changeOrdersStatus, async (request) => changeStatuses(deps, actOf(request), request.body));
}
