import { PRODUCTS_PAGE_SIZE } from '../../shared/constants.js';
import { apiClient } from './client.js';

/** A picture with its intrinsic size: the page reserves its box before it loads. */
export interface ProductImage {
  url: string;
  width: number;
  height: number;
}

/** A prize of the catalogue (GET catalog/products, catalog/products/{id}). */
export interface Product {
  id: number;
  code: string;
  name: string;
  /** Plain text from the reference server; other back ends may send HTML (sanitised before display). */
  description: string;
  points: number;
  stock: number;
  /** Orderable now: switched on and in stock. */
  available: boolean;
  image: ProductImage | null;
  images: ProductImage[];
  category_id: number | null;
  group: string | null;
}

/** One page of prizes (spec §3: data, total, per_page, page). */
export interface ProductPage {
  data: Product[];
  total: number;
  per_page: number;
  page: number;
  /** Sent by the reference server; derived from total and per_page when absent. */
  last_page?: number;
}

export interface Subcategory {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
}

export interface Category extends Subcategory {
  subcategories: Subcategory[];
}

/** The filters of GET catalog/products (spec §7). */
export interface ProductQuery {
  page: number;
  search?: string;
  category_id?: number;
  group?: string;
  pointsFrom?: number;
  pointsTo?: number;
  onlyAvailable?: boolean;
}

export interface WishlistItem {
  product_id: number;
  added_at: string;
  product: Product;
}

/** The wishlist answer: ids (as in auth/me `wishlist`) and the items with their prizes. */
export interface WishlistAnswer {
  wishlist: number[];
  data: WishlistItem[];
}

export interface CartLine {
  product_id: number;
  quantity: number;
  points: number;
  subtotal: number;
  product: Product;
}

export interface CartAnswer {
  data: CartLine[];
  total_points: number;
  total_items: number;
}

/** An answer whose shape is not the documented one: a broken proxy or an incompatible server. */
export class UnexpectedAnswerError extends Error {
  override readonly name = 'UnexpectedAnswerError';
}

/**
 * The query string of the product list: limit is always the spec's 20; empty filters are left
 * out, and onlyAvailable is sent only when set (spec §7).
 */
export function productListParams(query: ProductQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, limit: PRODUCTS_PAGE_SIZE };
  if (query.search?.trim()) params['search'] = query.search.trim();
  if (query.category_id) params['category_id'] = query.category_id;
  if (query.group) params['group'] = query.group;
  if (query.pointsFrom !== undefined) params['pointsFrom'] = query.pointsFrom;
  if (query.pointsTo !== undefined) params['pointsTo'] = query.pointsTo;
  if (query.onlyAvailable) params['onlyAvailable'] = 'true';
  return params;
}

/** GET catalog/products: one page of prizes, cheapest first. `signal` cancels a superseded request. */
export async function listProducts(query: ProductQuery, options: { signal?: AbortSignal } = {}): Promise<ProductPage> {
  const { data } = await apiClient.get<ProductPage>('/catalog/products', { params: productListParams(query), signal: options.signal });
  if (!data || !Array.isArray(data.data) || typeof data.total !== 'number') throw new UnexpectedAnswerError('catalog/products');
  return data;
}

/** GET catalog/categories: top-level categories with their subcategories. */
export async function listCategories(): Promise<Category[]> {
  const { data } = await apiClient.get<{ data: Category[] }>('/catalog/categories');
  if (!data || !Array.isArray(data.data)) throw new UnexpectedAnswerError('catalog/categories');
  return data.data;
}

/** GET catalog/products/{id}: one prize; rejects with status 404 when it does not exist. */
export async function getProduct(id: number, options: { signal?: AbortSignal } = {}): Promise<Product> {
  const { data } = await apiClient.get<Product>(`/catalog/products/${id}`, { signal: options.signal });
  if (!data || typeof data.id !== 'number') throw new UnexpectedAnswerError('catalog/products/{id}');
  return data;
}

/** GET catalog/products/wishlist. */
export async function getWishlist(): Promise<WishlistAnswer> {
  return (await apiClient.get<WishlistAnswer>('/catalog/products/wishlist')).data;
}

/** POST catalog/products/addtowishlist with JSON {product_id} (spec §7). */
export async function addToWishlist(productId: number): Promise<WishlistAnswer> {
  return (await apiClient.post<WishlistAnswer>('/catalog/products/addtowishlist', { product_id: productId })).data;
}

/** POST catalog/products/removefromwishlist with JSON {product_id}; 200 also when it was not there. */
export async function removeFromWishlist(productId: number): Promise<WishlistAnswer> {
  return (await apiClient.post<WishlistAnswer>('/catalog/products/removefromwishlist', { product_id: productId })).data;
}

/**
 * POST catalog/products/addtocart, multipart like most calls of the spec (§7): product_id and
 * quantity, which adds to what the cart already holds. 409 when not orderable or short of stock.
 */
export async function addToCart(productId: number, quantity: number): Promise<CartAnswer> {
  const body = new FormData();
  body.append('product_id', String(productId));
  body.append('quantity', String(quantity));
  return (await apiClient.post<CartAnswer>('/catalog/products/addtocart', body)).data;
}
