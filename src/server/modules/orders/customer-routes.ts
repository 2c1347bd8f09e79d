import type { FastifyInstance } from 'fastify';
import type { CheckoutBody, CheckoutHeaders, PageQuery } from '../../../shared/types/generated/api/catalog.js';
import { outboxOf } from '../../plugins/mailer.js';
import { checkout } from './checkout-service.js';
import { dayIn } from '../../../shared/programme.js';
import { expiryContextOf } from '../points/expiry-service.js';
import { operation } from './contract.js';
import { customerOf, requireCatalogue } from '../catalog/stock-service.js';
import { ordersPage, pointsPage } from './order-history-service.js';
import type { CatalogChanges } from '../catalog/catalog-changes-service.js';

/** The page query after Fastify filled in the schema's defaults. */
type Paging = Required<PageQuery>;

/** Checkout (POST catalog/checkout), order history and the points detail of /dettaglio-punti. */
export async function checkoutRoutes(app: FastifyInstance, options: { changes: CatalogChanges }): Promise<void> {
  app.route<{ Body: CheckoutBody; Headers: CheckoutHeaders }>({
    ...operation('checkout'),
    preHandler: [app.authenticateActive, requireCatalogue],
    handler: async (request) =>
      checkout(
        {
          db: app.db,
          dialect: app.dbDialect,
          changes: options.changes,
          outbox: outboxOf(app, request.tenant),
          log: request.log,
          now: app.clock(),
        },
        {
          tenant: request.tenant,
          customer: customerOf(request),
          body: request.body,
          idempotencyKey: request.headers['idempotency-key'] ?? null,
        },
      ),
  });

  app.route<{ Querystring: Paging }>({
    ...operation('listOrders'),
    preHandler: app.authenticateActive,
    handler: async (request) => ordersPage(app.db, request.tenant.alias, customerOf(request).id, request.query.page, request.query.limit),
  });

  app.route<{ Querystring: Paging }>({
    ...operation('getPoints'),
    preHandler: app.authenticateActive,
    handler: async (request) => {
      const { config } = request.tenant;
      const today = dayIn(app.clock(), config.timeZone);
      return pointsPage(app.db, customerOf(request).id, request.query.page, request.query.limit, {
        context: expiryContextOf(config),
        today,
      });
    },
  });
}
