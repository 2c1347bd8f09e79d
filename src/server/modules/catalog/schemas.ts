/** JSON schemas of the catalogue calls: validation, fast serialisation and the OpenAPI document. */
import { id, integer, INT_MAX } from '../../http/request-schemas.js';

const int = (description: string) => ({ type: 'integer', description }) as const;
const str = (description: string) => ({ type: 'string', description }) as const;
const nullableInt = (description: string) => ({ type: ['integer', 'null'], description }) as const;
const nullableStr = (description: string) => ({ type: ['string', 'null'], description }) as const;

const image = {
  type: 'object',
  required: ['url', 'width', 'height'],
  description: 'A picture with its intrinsic size, so the page reserves its box before it loads.',
  properties: { url: str('Image URL (same origin).'), width: int('Pixels.'), height: int('Pixels.') },
} as const;

export const productSchema = {
  type: 'object',
  required: ['id', 'code', 'name', 'description', 'points', 'stock', 'available', 'image', 'images', 'category_id', 'group'],
  properties: {
    id: int('Product id.'),
    code: str('Catalogue code, unique in the tenant.'),
    name: str('Prize name.'),
    description: str('Description (plain text).'),
    points: int('Points needed for one piece.'),
    stock: int('Pieces left.'),
    available: { type: 'boolean', description: 'Orderable now (enabled and in stock).' },
    image: { ...image, type: ['object', 'null'] },
    images: { type: 'array', items: image, description: 'Further pictures for the detail page.' },
    category_id: nullableInt('Category (or subcategory) id.'),
    group: nullableStr('Product group (filter `group`).'),
  },
} as const;

export const productListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1, description: 'Page, from 1.' },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20, description: 'Page size (spec §9: 20).' },
    search: { type: 'string', maxLength: 200, description: 'Words to find in name, description or code (accents and case ignored, word prefixes match).' },
    category_id: id('Category; a top-level category includes its subcategories.'),
    group: { type: 'string', maxLength: 64, description: 'Product group.' },
    pointsFrom: integer(0, INT_MAX, 'Minimum points (inclusive).'),
    pointsTo: integer(0, INT_MAX, 'Maximum points (inclusive).'),
    onlyAvailable: { type: 'string', enum: ['true', 'false', '1', '0', ''], description: "'true' or '1': only prizes orderable now." },
  },
} as const;

export interface ProductListQuery {
  page: number;
  limit: number;
  search?: string;
  category_id?: number;
  group?: string;
  pointsFrom?: number;
  pointsTo?: number;
  onlyAvailable?: string;
}

export const productListResponse = {
  type: 'object',
  required: ['data', 'total', 'per_page', 'page', 'last_page'],
  properties: {
    data: { type: 'array', items: productSchema },
    total: int('Products matching the filters (may lag a few seconds behind changes).'),
    per_page: int('Page size.'),
    page: int('This page.'),
    last_page: int('Last page (at least 1).'),
  },
} as const;

export const homeResponse = { type: 'object', required: ['data'], properties: { data: { type: 'array', items: productSchema } } } as const;

const categoryBase = {
  id: int('Category id (filter `category_id`).'),
  name: str('Name.'),
  slug: str('URL-friendly name.'),
  parent_id: nullableInt('Parent category; null for top-level ones.'),
} as const;

export const categoriesResponse = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'slug', 'parent_id', 'subcategories'],
        properties: { ...categoryBase, subcategories: { type: 'array', items: { type: 'object', required: ['id', 'name', 'slug', 'parent_id'], properties: categoryBase } } },
      },
    },
  },
} as const;

export const idParams = { type: 'object', required: ['id'], properties: { id: id('Product id.') } } as const;

export const productIdBody = {
  type: 'object',
  required: ['product_id'],
  description: 'JSON or multipart.',
  properties: { product_id: id('Product id.') },
} as const;

export const addToCartBody = {
  type: 'object',
  required: ['product_id'],
  description: 'JSON or multipart. The quantity adds to what is already in the cart.',
  properties: {
    product_id: id('Product id.'),
    quantity: { type: 'integer', minimum: 1, maximum: 99, default: 1, description: 'Pieces to add.' },
  },
} as const;

/** Sets a cart line's quantity (the cart's − and + buttons); addtocart only adds. */
export const setCartQuantityBody = {
  type: 'object',
  required: ['product_id', 'quantity'],
  description: 'JSON or multipart. The line gets exactly this quantity (inserted when absent).',
  properties: {
    product_id: id('Product id.'),
    quantity: { type: 'integer', minimum: 1, maximum: 99, description: 'Pieces wanted.' },
  },
} as const;

export const wishlistResponse = {
  type: 'object',
  required: ['wishlist', 'data'],
  properties: {
    wishlist: { type: 'array', items: { type: 'integer' }, description: 'Product ids (auth/me `wishlist`).' },
    data: {
      type: 'array',
      items: { type: 'object', required: ['product_id', 'added_at', 'product'], properties: { product_id: int('Product id.'), added_at: str('ISO time.'), product: productSchema } },
    },
  },
} as const;

export const cartLineSchema = {
  type: 'object',
  required: ['product_id', 'quantity', 'points', 'subtotal', 'product'],
  properties: {
    product_id: int('Product id.'),
    quantity: int('Pieces.'),
    points: int('Points of one piece.'),
    subtotal: int('points × quantity.'),
    product: productSchema,
  },
} as const;

export const cartResponse = {
  type: 'object',
  required: ['data', 'total_points', 'total_items'],
  properties: { data: { type: 'array', items: cartLineSchema }, total_points: int('Points of the whole cart.'), total_items: int('Pieces in the cart.') },
} as const;
