import { id } from '../../http/request-schemas.js';

/** Paged lists of the content area: the spec's `{last_page, data}` plus current_page, per_page and total. */

export interface Page<T> {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  data: T[];
}

export interface PageQuery {
  page: number;
}

/**
 * `?page=n`: an integer ≥ 1 (default 1). Anything else (0, -1, 'abc', 1.5) answers 400 through
 * the schema. The upper bound only keeps OFFSET arithmetic sane; a page past the end is not an
 * error: it answers empty `data` with the real `last_page`, so a client can recover.
 */
export const pageQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1, description: 'Page number, from 1.' },
  },
} as const;

/** Builds the answer; an empty list still has one (empty) page. */
export function pageOf<T>(data: T[], total: number, page: number, perPage: number): Page<T> {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total, data };
}

export function offsetOf(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

/** Response schema of a page of `item`. */
export function pageResponse<S extends object>(item: S, description: string, extra: Record<string, object> = {}) {
  return {
    type: 'object',
    description,
    required: ['current_page', 'last_page', 'per_page', 'total', 'data'],
    properties: {
      current_page: { type: 'integer', description: 'The page answered.' },
      last_page: { type: 'integer', description: 'Number of the last page (1 when the list is empty).' },
      per_page: { type: 'integer', description: 'Page size.' },
      total: { type: 'integer', description: 'Items in the whole list.' },
      data: { type: 'array', items: item, description: 'Items of this page (empty past the last page).' },
      ...extra,
    },
  } as const;
}

export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: id('Id.') },
} as const;

export interface IdParams {
  id: number;
}

/** Describes an image so the SPA can reserve its box (width/height) before it loads. */
export const imageSchema = {
  type: 'object',
  description: 'Image URL and intrinsic size; null when there is none.',
  nullable: true,
  required: ['url', 'width', 'height'],
  properties: {
    url: { type: 'string', description: 'Image URL.' },
    width: { type: 'integer', description: 'Width in pixels.' },
    height: { type: 'integer', description: 'Height in pixels.' },
  },
} as const;

export interface ImageView {
  url: string;
  width: number;
  height: number;
}

/** Image columns → ImageView, or null when absent. */
export function imageOf(row: { image_url: string | null; image_width: number | null; image_height: number | null }): ImageView | null {
  return row.image_url ? { url: row.image_url, width: row.image_width ?? 0, height: row.image_height ?? 0 } : null;
}
