import type { FastifyInstance } from 'fastify';
import { catalog } from '../../../shared/types/generated/api/catalog.js';
import { defineRoute } from '../../http/define-route.js';
import * as basket from './basket-service.js';
import type { CatalogChanges } from './catalog-changes-service.js';
import { customerOf, requireCatalogue, requireWishlist } from './guards.js';
import { fileRoutes } from './file-routes.js';
import { imageRoutes } from './image-routes.js';
import { affordablePrizes, categoriesOf, featuredPrizes, prizeOf, ProductListing } from './service.js';

/**
 * The prize catalogue under /v1/catalog: products, categories, wishlist and cart
 * (this file), placeholder and imported images; checkout, orders and points detail are the orders
 * module's (orders/customer-routes.ts).
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
  const guard = [app.authenticateActive, requireCatalogue];
  // The catalogue's own reads check the customer and never show their row (see authenticateActiveRead).
  const readGuard = [app.authenticateActiveRead, requireCatalogue];
  const wishlistGuard = [...guard, requireWishlist];
  const now = () => app.clock().toISOString();

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

  defineRoute(app, catalog.getWishlist, async (request) => basket.wishlistOf(app.db, request.tenant.alias, customerOf(request).id), {
    preHandler: wishlistGuard,
  });

  defineRoute(
    app,
    catalog.addToWishlist,
    async (request) => basket.addToWishlist(app.db, request.tenant.alias, customerOf(request).id, request.body.product_id, now()),
    { preHandler: wishlistGuard },
  );

  defineRoute(
    app,
    catalog.removeFromWishlist,
    async (request) => basket.removeFromWishlist(app.db, request.tenant.alias, customerOf(request).id, request.body.product_id),
    { preHandler: wishlistGuard },
  );

  defineRoute(app, catalog.getProduct, async (request) => prizeOf(app.db, request.tenant.alias, request.params.id), {
    preHandler: readGuard,
  });

  defineRoute(app, catalog.getCart, async (request) => basket.cartOf(app.db, request.tenant.alias, customerOf(request).id), {
    preHandler: guard,
  });

  defineRoute(
    app,
    catalog.addToCart,
    async (request) =>
      basket.addToCart(app.db, request.tenant.alias, customerOf(request).id, request.body.product_id, request.body.quantity, now()),
    { preHandler: guard },
  );

  // An addition to the portal's original calls: the operation's description in the contract says why.
  defineRoute(
    app,
    catalog.setCartQuantity,
    async (request) =>
      basket.setCartQuantity(app.db, request.tenant.alias, customerOf(request).id, request.body.product_id, request.body.quantity, now()),
    { preHandler: guard },
  );

  defineRoute(
    app,
    catalog.removeFromCart,
    async (request) => basket.removeFromCart(app.db, request.tenant.alias, customerOf(request).id, request.body.product_id),
    { preHandler: guard },
  );
}
