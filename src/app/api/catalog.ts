import { PRODUCTS_PAGE_SIZE } from '../../shared/constants.js';
import {
  catalog,
  type Cart,
  type Category,
  type Product,
  type ProductListQuery,
  type ProductPage,
  type Wishlist,
} from '../../shared/types/generated/api/catalog.js';
import { call } from './call.js';

/** The catalogue's answers, generated from schemas/api/catalog.json (the cart's: ./orders.ts). */
export type {
  Category,
  Product,
  ProductImage,
  ProductPage,
  Wishlist as WishlistAnswer,
  WishlistItem,
} from '../../shared/types/generated/api/catalog.js';

/** The filters of GET catalog/products. */
export interface ProductQuery {
  page: number;
  search?: string;
  category_id?: number;
  group?: string;
  pointsFrom?: number;
  pointsTo?: number;
  onlyAvailable?: boolean;
}

/** An answer whose shape is not the documented one: a broken proxy or an incompatible server. */
export class UnexpectedAnswerError extends Error {
  override readonly name = 'UnexpectedAnswerError';
}

/**
 * The query string of the product list: limit is always 20; empty filters are left
 * out, and onlyAvailable is sent only when set.
 */
export function productListParams(query: ProductQuery): ProductListQuery {
  const params: ProductListQuery = { page: query.page, limit: PRODUCTS_PAGE_SIZE };
  if (query.search?.trim()) params.search = query.search.trim();
  if (query.category_id) params.category_id = query.category_id;
  if (query.group) params.group = query.group;
  if (query.pointsFrom !== undefined) params.pointsFrom = query.pointsFrom;
  if (query.pointsTo !== undefined) params.pointsTo = query.pointsTo;
  if (query.onlyAvailable) params.onlyAvailable = 'true';
  return params;
}

/**
 * GET catalog/products: one page of prizes, cheapest first. `signal` cancels a superseded request;
 * `probe`: a 401 is an answer, not a session to refresh (boot's prefetch beside auth/me).
 */
export async function listProducts(query: ProductQuery, options: { signal?: AbortSignal; probe?: boolean } = {}): Promise<ProductPage> {
  const data = await call(
    catalog.listProducts,
    { query: productListParams(query) },
    { signal: options.signal, skipUnauthorizedHandler: options.probe },
  );
  if (!data || !Array.isArray(data.data) || typeof data.total !== 'number') throw new UnexpectedAnswerError('catalog/products');
  return data;
}

/** GET catalog/products/home: up to `limit` prizes the console puts 'In vetrina nella home', cheapest first; `probe` as for listProducts. */
export async function getFeaturedProducts(limit: number, options: { probe?: boolean } = {}): Promise<Product[]> {
  const data = await call(catalog.getHomeProducts, { query: { limit } }, { skipUnauthorizedHandler: options.probe });
  if (!data || !Array.isArray(data.data)) throw new UnexpectedAnswerError('catalog/products/home');
  return data.data;
}

/** GET catalog/products/affordable: up to `limit` prizes in stock the customer's balance buys, most valuable first. */
export async function getAffordableProducts(limit: number, options: { probe?: boolean } = {}): Promise<Product[]> {
  const data = await call(catalog.listAffordableProducts, { query: { limit } }, { skipUnauthorizedHandler: options.probe });
  if (!data || !Array.isArray(data.data)) throw new UnexpectedAnswerError('catalog/products/affordable');
  return data.data;
}

/** GET catalog/categories: top-level categories with their subcategories; `probe` as for listProducts. */
export async function listCategories(options: { probe?: boolean } = {}): Promise<Category[]> {
  const data = await call(catalog.listCategories, {}, { skipUnauthorizedHandler: options.probe });
  if (!data || !Array.isArray(data.data)) throw new UnexpectedAnswerError('catalog/categories');
  return data.data;
}

/** GET catalog/products/{id}: one prize; rejects with status 404 when it does not exist. */
export async function getProduct(id: number, options: { signal?: AbortSignal } = {}): Promise<Product> {
  const data = await call(catalog.getProduct, { params: { id } }, { signal: options.signal });
  if (!data || typeof data.id !== 'number') throw new UnexpectedAnswerError('catalog/products/{id}');
  return data;
}

/** GET catalog/products/wishlist. */
export const getWishlist = (): Promise<Wishlist> => call(catalog.getWishlist);

/** POST catalog/products/addtowishlist with JSON {product_id}. */
export const addToWishlist = (productId: number): Promise<Wishlist> => call(catalog.addToWishlist, { body: { product_id: productId } });

/** POST catalog/products/removefromwishlist with JSON {product_id}; 200 also when it was not there. */
export const removeFromWishlist = (productId: number): Promise<Wishlist> =>
  call(catalog.removeFromWishlist, { body: { product_id: productId } });

/**
 * POST catalog/products/addtocart, multipart like most calls of the portal: product_id and
 * quantity, which adds to what the cart already holds. 409 when not orderable or short of stock.
 */
export const addToCart = (productId: number, quantity: number): Promise<Cart> =>
  call(catalog.addToCart, { body: { product_id: productId, quantity } }, { multipart: true });
