import type { FastifyInstance } from 'fastify';
import { catalog } from '../../../shared/types/generated/api/catalog.js';
import { defineRoute } from '../../http/define-route.js';
import type { CatalogChanges } from './catalog-changes-service.js';
import { customerOf, requireCatalogue } from './guards.js';
import { fileRoutes } from './file-routes.js';
import { imageRoutes } from './image-routes.js';
import { affordablePrizes, categoriesOf, featuredPrizes, prizeOf, ProductListing } from './service.js';

/**
 * The prize catalogue under /v1/catalog: products and categories (this file), placeholder and
 * imported images; wishlist, cart, checkout, orders and points detail are the orders module's
 * (orders/customer-routes.ts).
 * Every call needs an active customer with points_enabled in a tenant with the catalogue on.
 * Methods, paths and schemas: schemas/api/catalog.json, through defineRoute.
 */
export interface CatalogRoutesOptions {
  /** Lifetime of the listing memo in ms (0: every request reads the database). */
  memoMs: number;
  /** Catalogue edits and orders' stock (here or in another process) drop the listing's memo. */
  changes: CatalogChanges;
}

export async function catalogRoutes(app: FastifyInstance, options: CatalogRoutesOptions): Promise<void> {
  const listing = new ProductListing(app.db, app.dbDialect, options.changes, options.memoMs);
  // The catalogue's own reads check the customer and never show their row (see authenticateActiveRead).
  const readGuard = [app.authenticateActiveRead, requireCatalogue];

  await app.register(imageRoutes);
  await app.register(fileRoutes);

  // Already JSON text (see ProductListing): Fastify sends a string with a JSON type as it is.
  defineRoute(
    app,
    catalog.listProducts,
    async (request, reply) => reply.type('application/json; charset=utf-8').send(await listing.page(request.tenant.alias, request.query)),
    { preHandler: readGuard },
  );

  defineRoute(app, catalog.getHomeProducts, async (request) => featuredPrizes(app.db, request.tenant.alias, request.query.limit), {
    preHandler: readGuard,
  });

  defineRoute(
    app,
    catalog.listAffordableProducts,
    async (request) => affordablePrizes(app.db, request.tenant.alias, customerOf(request).id, request.query.limit),
    { preHandler: readGuard },
  );

  defineRoute(app, catalog.listCategories, async (request) => categoriesOf(app.db, request.tenant.alias), { preHandler: readGuard });

  defineRoute(app, catalog.getProduct, async (request) => prizeOf(app.db, request.tenant.alias, request.params.id), {
    preHandler: readGuard,
  });
}
