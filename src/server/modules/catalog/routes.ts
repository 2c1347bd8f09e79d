import type { FastifyInstance } from 'fastify';
import type { CatalogOperations as Ops } from '../../../shared/types/generated/api/catalog.js';
import * as basket from './basket-service.js';
import type { CatalogChanges } from './catalog-changes-service.js';
import { operation } from './contract.js';
import { customerOf, requireCatalogue, requireWishlist } from './guards.js';
import { fileRoutes } from './file-routes.js';
import { imageRoutes } from './image-routes.js';
import { affordablePrizes, categoriesOf, featuredPrizes, prizeOf, ProductListing, type ListingQuery } from './service.js';

/**
 * The prize catalogue of spec §7 under /v1/catalog: products, categories, wishlist and cart
 * (this file), placeholder and imported images; checkout, orders and points detail are the orders
 * module's (orders/customer-routes.ts).
 * Every call needs an active customer with points_enabled in a tenant with the catalogue on.
 * Methods, paths and schemas: schemas/api/catalog.json, through contract.ts.
 */
export interface CatalogRoutesOptions {
  /** Lifetime of the listing memo in ms (0: every request reads the database). */
  memoMs: number;
  /** Catalogue edits and orders' stock (here or in another process) drop the listing's memo. */
  changes: CatalogChanges;
}

export async function catalogRoutes(app: FastifyInstance, options: CatalogRoutesOptions): Promise<void> {
  const listing = new ProductListing(app.db, app.dbDialect, options.changes, options.memoMs);
  const guard = [app.authenticateActive, requireCatalogue];
  // The catalogue's own reads check the customer and never show their row (see authenticateActiveRead).
  const readGuard = [app.authenticateActiveRead, requireCatalogue];
  const wishlistGuard = [...guard, requireWishlist];
  const now = () => app.clock().toISOString();

  await app.register(imageRoutes);
  await app.register(fileRoutes);

  app.route<{ Querystring: ListingQuery }>({
    ...operation('listProducts'),
    preHandler: readGuard,
    // Already JSON text (see ProductListing): Fastify sends a string with a JSON type as it is.
    handler: async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await listing.page(request.tenant.alias, request.query)),
  });

  // The schema's default fills in limit (8).
  app.route<{ Querystring: Required<Ops['getHomeProducts']['query']> }>({
    ...operation('getHomeProducts'),
    preHandler: readGuard,
    handler: async (request) => featuredPrizes(app.db, request.tenant.alias, request.query.limit),
  });

  app.route<{ Querystring: Required<Ops['listAffordableProducts']['query']> }>({
    ...operation('listAffordableProducts'),
    preHandler: readGuard,
    handler: async (request) => affordablePrizes(app.db, request.tenant.alias, customerOf(request).id, request.query.limit),
  });

  app.route({
    ...operation('listCategories'),
    preHandler: readGuard,
    handler: async (request) => categoriesOf(app.db, request.tenant.alias),
  });

  app.route({
    ...operation('getWishlist'),
    preHandler: wishlistGuard,
    handler: async (request) => basket.wishlistOf(app.db, request.tenant.alias, customerOf(request).id),
  });

  app.route<{ Body: Ops['addToWishlist']['body'] }>({
    ...operation('addToWishlist'),
    preHandler: wishlistGuard,
    handler: async (request) => basket.addToWishlist(app.db, request.tenant.alias, customerOf(request).id, request.body.product_id, now()),
  });

  app.route<{ Body: Ops['removeFromWishlist']['body'] }>({
    ...operation('removeFromWishlist'),
    preHandler: wishlistGuard,
    handler: async (request) => basket.removeFromWishlist(app.db, request.tenant.alias, customerOf(request).id, request.body.product_id),
  });

  app.route<{ Params: Ops['getProduct']['params'] }>({
    ...operation('getProduct'),
    preHandler: readGuard,
    handler: async (request) => prizeOf(app.db, request.tenant.alias, request.params.id),
  });

  app.route({
    ...operation('getCart'),
    preHandler: guard,
    handler: async (request) => basket.cartOf(app.db, request.tenant.alias, customerOf(request).id),
  });

  // The schema's default fills in quantity (1).
  app.route<{ Body: Required<Ops['addToCart']['body']> }>({
    ...operation('addToCart'),
    preHandler: guard,
    handler: async (request) =>
      basket.addToCart(app.db, request.tenant.alias, customerOf(request).id, request.body.product_id, request.body.quantity, now()),
  });

  // Not in the spec's table (see the operation's description in the contract).
  app.route<{ Body: Ops['setCartQuantity']['body'] }>({
    ...operation('setCartQuantity'),
    preHandler: guard,
    handler: async (request) =>
      basket.setCartQuantity(app.db, request.tenant.alias, customerOf(request).id, request.body.product_id, request.body.quantity, now()),
  });

  app.route<{ Body: Ops['removeFromCart']['body'] }>({
    ...operation('removeFromCart'),
    preHandler: guard,
    handler: async (request) => basket.removeFromCart(app.db, request.tenant.alias, customerOf(request).id, request.body.product_id),
  });
}
