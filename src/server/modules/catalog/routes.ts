import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.js';
import { errorResponses } from '../../http/schemas.js';
import * as basket from './basket-repository.js';
import { checkoutRoutes } from './checkout-routes.js';
import { imageRoutes } from './images.js';
import { findProduct, homeProducts, listCategories } from './product-repository.js';
import * as s from './schemas.js';
import { CATALOG_MSG, customerOf, ProductListing, requireCatalogue, requireWishlist } from './service.js';
import { cartView, categoryTree, productView } from './views.js';

const security = [{ bearer: [] }];
const HOME_PRODUCTS = 8;

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
    async (request) => ({ data: (await homeProducts(app.db, request.tenant.alias, HOME_PRODUCTS)).map(productView) }),
  );

  app.get(
    '/catalog/categories',
    {
      preHandler: guard,
      schema: { tags: ['catalog'], summary: 'Categories with their subcategories', security, response: { 200: s.categoriesResponse, ...errorResponses(401, 403, 404) } },
    },
    async (request) => ({ data: categoryTree(await listCategories(app.db, request.tenant.alias)) }),
  );

  const wishlistOf = async (userId: number, tenantAlias: string) => {
    const rows = await basket.wishlistProducts(app.db, userId, tenantAlias);
    return { wishlist: rows.map((r) => r.id), data: rows.map((r) => ({ product_id: r.id, added_at: r.added_at, product: productView(r) })) };
  };

  app.get(
    '/catalog/products/wishlist',
    {
      preHandler: wishlistGuard,
      schema: { tags: ['catalog'], summary: "The customer's wishlist", security, response: { 200: s.wishlistResponse, ...errorResponses(401, 403, 404) } },
    },
    async (request) => wishlistOf(customerOf(request).id, request.tenant.alias),
  );

  app.post<{ Body: { product_id: number } }>(
    '/catalog/products/addtowishlist',
    {
      preHandler: wishlistGuard,
      schema: { tags: ['catalog'], summary: 'Adds a prize to the wishlist (adding twice keeps one)', security, body: s.productIdBody, response: { 200: s.wishlistResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const user = customerOf(request);
      // Another tenant's product id answers like a missing one.
      if (!(await findProduct(app.db, request.tenant.alias, request.body.product_id))) throw new HttpError(404, CATALOG_MSG.productNotFound);
      await basket.addToWishlist(app.db, user.id, request.body.product_id, now());
      return wishlistOf(user.id, request.tenant.alias);
    },
  );

  app.post<{ Body: { product_id: number } }>(
    '/catalog/products/removefromwishlist',
    {
      preHandler: wishlistGuard,
      schema: { tags: ['catalog'], summary: 'Removes a prize from the wishlist (200 also when it was not there)', security, body: s.productIdBody, response: { 200: s.wishlistResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const user = customerOf(request);
      await basket.removeFromWishlist(app.db, user.id, request.body.product_id);
      return wishlistOf(user.id, request.tenant.alias);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/catalog/products/:id',
    {
      preHandler: guard,
      schema: { tags: ['catalog'], summary: 'One prize', security, params: s.idParams, response: { 200: s.productSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const product = await findProduct(app.db, request.tenant.alias, request.params.id);
      if (!product) throw new HttpError(404, CATALOG_MSG.productNotFound);
      return productView(product);
    },
  );

  app.get(
    '/catalog/cart',
    {
      preHandler: guard,
      schema: { tags: ['catalog'], summary: "The customer's cart (also in auth/me `cart`)", security, response: { 200: s.cartResponse, ...errorResponses(401, 403, 404) } },
    },
    async (request) => cartView(await basket.cartLines(app.db, customerOf(request).id, request.tenant.alias)),
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
    async (request) => {
      const user = customerOf(request);
      const { product_id: productId, quantity } = request.body;
      const product = await findProduct(app.db, request.tenant.alias, productId);
      if (!product) throw new HttpError(404, CATALOG_MSG.productNotFound);
      if (product.available !== 1 || product.stock <= 0) throw new HttpError(409, CATALOG_MSG.unavailable(product.name));
      // Checked again, atomically, at checkout: this only spares the customer a surprise there.
      const wanted = (await basket.cartQuantity(app.db, user.id, productId)) + quantity;
      if (wanted > product.stock) throw new HttpError(409, CATALOG_MSG.notEnoughStock(product.name, product.stock));
      await basket.setCartQuantity(app.db, user.id, productId, Math.min(wanted, 99), now());
      return cartView(await basket.cartLines(app.db, user.id, request.tenant.alias));
    },
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
    async (request) => {
      const user = customerOf(request);
      const { product_id: productId, quantity } = request.body;
      const product = await findProduct(app.db, request.tenant.alias, productId);
      if (!product) throw new HttpError(404, CATALOG_MSG.productNotFound);
      if (product.available !== 1 || product.stock <= 0) throw new HttpError(409, CATALOG_MSG.unavailable(product.name));
      if (quantity > product.stock) throw new HttpError(409, CATALOG_MSG.notEnoughStock(product.name, product.stock));
      await basket.setCartQuantity(app.db, user.id, productId, quantity, now());
      return cartView(await basket.cartLines(app.db, user.id, request.tenant.alias));
    },
  );

  app.post<{ Body: { product_id: number } }>(
    '/catalog/products/removefromcart',
    {
      preHandler: guard,
      schema: { tags: ['catalog'], summary: 'Removes a prize from the cart (200 also when it was not there)', security, body: s.productIdBody, response: { 200: s.cartResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const user = customerOf(request);
      await basket.removeFromCart(app.db, user.id, request.body.product_id);
      return cartView(await basket.cartLines(app.db, user.id, request.tenant.alias));
    },
  );
}
