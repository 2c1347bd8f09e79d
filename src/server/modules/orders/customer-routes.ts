import type { FastifyInstance } from 'fastify';
import { catalog } from '../../../shared/types/generated/api/catalog.js';
import { defineRoute } from '../../http/define-route.js';
import { outboxOf } from '../../plugins/mailer.js';
import { basketRoutes } from './basket-routes.js';
import { checkout } from './checkout-service.js';
import { dayIn } from '../../../shared/programme.js';
import { expiryContextOf } from '../points/expiry-service.js';
import { customerOf, requireCatalogue } from '../catalog/stock-service.js';
import { ordersPage, pointsPage } from './order-history-service.js';
import type { CatalogChanges } from '../catalog/catalog-changes-service.js';

/**
 * Wishlist and cart (basket-routes.ts), checkout (POST catalog/checkout), order history and the
 * points detail of /dettaglio-punti (schemas/api/catalog.json, through defineRoute).
 */
export async function checkoutRoutes(app: FastifyInstance, options: { changes: CatalogChanges }): Promise<void> {
  await app.register(basketRoutes);

  defineRoute(
    app,
    catalog.checkout,
    async (request) => {
      // The contract's header schema admits one string; anything else never reaches the handler.
      const key = request.headers['idempotency-key'];
      return checkout(
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
          idempotencyKey: typeof key === 'string' ? key : null,
        },
      );
    },
    { preHandler: [app.authenticateActive, requireCatalogue] },
  );

  defineRoute(
    app,
    catalog.listOrders,
    async (request) => ordersPage(app.db, request.tenant.alias, customerOf(request).id, request.query.page, request.query.limit),
    { preHandler: app.authenticateActive },
  );

  defineRoute(
    app,
    catalog.getPoints,
    async (request) => {
      const { config } = request.tenant;
      const today = dayIn(app.clock(), config.timeZone);
      return pointsPage(app.db, customerOf(request).id, request.query.page, request.query.limit, {
        context: expiryContextOf(config),
        today,
      });
    },
    { preHandler: app.authenticateActive },
  );
}
