import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalog } from '../../../shared/types/generated/api/catalog.js';
import { defineRoute } from '../../http/define-route.js';
import { customerOf, requireCatalogue, requireWishlist } from '../catalog/stock-service.js';
import * as basket from './basket-service.js';

/**
 * The customer's wishlist and cart, under the catalogue's paths (schemas/api/catalog.json, through
 * defineRoute): the catalogue's customer guards, the wishlist only where the tenant shows one.
 */
export async function basketRoutes(app: FastifyInstance): Promise<void> {
  const guard = [app.authenticateActive, requireCatalogue];
  const wishlistGuard = [...guard, requireWishlist];
  const now = () => app.clock().toISOString();
  const cartLineOf = (request: FastifyRequest, productId: number): basket.CartLineRef => ({
    tenantAlias: request.tenant.alias,
    userId: customerOf(request).id,
    productId,
    now: now(),
  });

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

  defineRoute(app, catalog.getCart, async (request) => basket.cartOf(app.db, request.tenant.alias, customerOf(request).id), {
    preHandler: guard,
  });

  defineRoute(
    app,
    catalog.addToCart,
    async (request) => basket.addToCart(app.db, cartLineOf(request, request.body.product_id), request.body.quantity),
    { preHandler: guard },
  );

  // An addition to the portal's original calls: the operation's description in the contract says why.
  defineRoute(
    app,
    catalog.setCartQuantity,
    async (request) => basket.setCartQuantity(app.db, cartLineOf(request, request.body.product_id), request.body.quantity),
    { preHandler: guard },
  );

  defineRoute(
    app,
    catalog.removeFromCart,
    async (request) => basket.removeFromCart(app.db, request.tenant.alias, customerOf(request).id, request.body.product_id),
    { preHandler: guard },
  );
}
