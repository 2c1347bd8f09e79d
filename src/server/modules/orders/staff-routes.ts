import { dayIn } from '../../../shared/programme.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type {
  BulkStatusAnswer,
  StaffOrderDetail,
  StaffOrderPage,
  StaffOrdersOperations,
} from '../../../shared/types/generated/api/staff-orders.js';
import contractFile from '../../../../schemas/api/staff-orders.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
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

const contract = contractFile as unknown as ContractFile;
type Op = StaffOrdersOperations;

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

  app.route<{ Params: Op['listOrders']['params']; Querystring: Op['listOrders']['query'] }>({
    ...routeOf(contract, 'listOrders'),
    handler: async (request): Promise<StaffOrderPage> => {
      const { alias, config } = tenantOf(request);
      const q = { ...request.query, page: request.query.page ?? 1, limit: request.query.limit ?? 50 };
      return listOrders(deps, alias, q, dayIn(deps.now(), config.timeZone));
    },
  });

  app.route<{ Params: Op['exportOrders']['params']; Querystring: Op['exportOrders']['query'] }>({
    ...routeOf(contract, 'exportOrders'),
    handler: async (request, reply) => {
      const { alias, config } = tenantOf(request);
      const { filename, csv } = await exportOrdersForStaff(deps, actorOf(staffOf(request), request), alias, request.query, config.timeZone);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  app.route<{ Params: Op['getOrder']['params'] }>({
    ...routeOf(contract, 'getOrder'),
    handler: async (request): Promise<StaffOrderDetail> => {
      const { alias, config } = tenantOf(request);
      return orderDetail(deps, alias, request.params.order_number, dayIn(deps.now(), config.timeZone));
    },
  });

  app.route<{ Params: Op['changeOrderStatus']['params']; Body: Op['changeOrderStatus']['body'] }>({
    ...routeOf(contract, 'changeOrderStatus'),
    handler: async (request): Promise<StaffOrderDetail> => changeStatus(deps, actOf(request), request.params.order_number, request.body),
  });

  app.route<{ Params: Op['changeOrdersStatus']['params']; Body: Op['changeOrdersStatus']['body'] }>({
    ...routeOf(contract, 'changeOrdersStatus'),
    handler: async (request): Promise<BulkStatusAnswer> => changeStatuses(deps, actOf(request), request.body),
  });
}
