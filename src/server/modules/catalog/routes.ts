import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/schemas.js';
import * as basket from './basket-service.js';
import { checkoutRoutes } from './checkout-routes.js';
import { customerOf, requireCatalogue, requireWishlist } from './guards.js';
import { imageRoutes } from './image-routes.js';
import * as s from './schemas.js';
import { categoriesOf, homePrizes, prizeOf, ProductListing } from './service.js';

const security = [{ bearer: [] }];

/**
 * The prize catalogue of spec §7 under /v1/catalog: products, categories, wishlist and cart
 * (this file), checkout, orders and points detail (checkout-routes.ts), placeholder images.
 * Every call needs an active customer with points_enabled in a tenant with the catalogue on.
 */
export interface CatalogRoutesOptions {
  /** Lifetime of the listing memo in ms (0: every request reads the database). */
  memoMs: number;
}

export async function catalogRoutes(app: FastifyInstance, options: CatalogRoutesOptions): Promise<void> {
  const listing = new ProductListing(app.db, app.dbDialect, options.memoMs);
  const guard = [app.authenticateActive, requireCatalogue];
  const wishlistGuard = [...guard, requireWishlist];
  const now = () => app.clock().toISOString();

  await app.register(imageRoutes);
  await app.register(checkoutRoutes, { listing });

  app.get<{ Querystring: s.ProductListQuery }>(
    '/catalog/products',
    {
      preHandler: guard,
      schema: {
        tags: ['catalog'],
        summary: 'Prizes of the tenant, paged and filtered (cheapest first)',
        security,
        querystring: s.productListQuery,
        response: { 200: s.productListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listing.page(request.tenant.alias, request.query),
  );

  app.get(
    '/catalog/products/home',
    {
      preHandler: guard,
      schema: { tags: ['catalog'], summary: 'Featured prizes for the home page', security, response: { 200: s.homeResponse, ...errorResponses(401, 403, 404) } },
    },
    async (request) => homePrizes(app.db, request.tenant.alias),
  );

  app.get(
    '/catalog/categories',
    {
      preHandler: guard,
      schema: { tags: ['catalog'], summary: 'Categories with their subcategories', security, response: { 200: s.categoriesResponse, ...errorResponses(401, 403, 404) } },
    },
    async (request) => categoriesOf(app.db, request.tenant.alias),
  );

  app.get(
    '/catalog/products/wishlist',
    {
      preHandler: wishlistGuard,
      schema: { tags: ['catalog'], summary: "The customer's wishlist", security, response: { 200: s.wishlistResponse, ...errorResponses(401, 403, 404) } },
    },
    async (request) => basket.wishlistOf(app.db, request.tenant.alias, customerOf(request).id),
  );

  app.post<{ Body: { product_id: number } }>(
    '/catalog/products/addtowishlist',
    {
      preHandler: wishlistGuard,
      schema: { tags: ['catalog'], summary: 'Adds a prize to the wishlist (adding twice keeps one)', security, body: s.productIdBody, response: { 200: s.wishlistResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => basket.addToWishlist(app.db, request.tenant.alias, customerOf(request).id, request.body.product_id, now()),
  );

  app.post<{ Body: { product_id: number } }>(
    '/catalog/products/removefromwishlist',
    {
      preHandler: wishlistGuard,
      schema: { tags: ['catalog'], summary: 'Removes a prize from the wishlist (200 also when it was not there)', security, body: s.productIdBody, response: { 200: s.wishlistResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => basket.removeFromWishlist(app.db, request.tenant.alias, customerOf(request).id, request.body.product_id),
  );

  app.get<{ Params: { id: number } }>(
    '/catalog/products/:id',
    {
      preHandler: guard,
      schema: { tags: ['catalog'], summary: 'One prize', security, params: s.idParams, response: { 200: s.productSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => prizeOf(app.db, request.tenant.alias, request.params.id),
  );

  app.get(
    '/catalog/cart',
    {
      preHandler: guard,
      schema: { tags: ['catalog'], summary: "The customer's cart (also in auth/me `cart`)", security, response: { 200: s.cartResponse, ...errorResponses(401, 403, 404) } },
    },
    async (request) => basket.cartOf(app.db, request.tenant.alias, customerOf(request).id),
  );

  app.post<{ Body: { product_id: number; quantity: number } }>(
    '/catalog/products/addtocart',
    {
      preHandler: guard,
      schema: {
        tags: ['catalog'],
        summary: 'Adds pieces of a prize to the cart; 409 when not orderable or not enough stock',
        security,
        body: s.addToCartBody,
        response: { 200: s.cartResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => basket.addToCart(app.db, request.tenant.alias, customerOf(request).id, request.body.product_id, request.body.quantity, now()),
  );

  // Not in the spec's table, which only adds and removes: the cart's − button needs to lower a
  // quantity, and remove + add would lose the line when the second call fails.
  app.post<{ Body: { product_id: number; quantity: number } }>(
    '/catalog/products/setcartquantity',
    {
      preHandler: guard,
      schema: {
        tags: ['catalog'],
        summary: "Sets the quantity of a prize in the cart; 409 when not orderable or not enough stock",
        security,
        body: s.setCartQuantityBody,
        response: { 200: s.cartResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => basket.setCartQuantity(app.db, request.tenant.alias, customerOf(request).id, request.body.product_id, request.body.quantity, now()),
  );

  app.post<{ Body: { product_id: number } }>(
    '/catalog/products/removefromcart',
    {
      preHandler: guard,
      schema: { tags: ['catalog'], summary: 'Removes a prize from the cart (200 also when it was not there)', security, body: s.productIdBody, response: { 200: s.cartResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => basket.removeFromCart(app.db, request.tenant.alias, customerOf(request).id, request.body.product_id),
  );
}
