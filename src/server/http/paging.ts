import type { ContentImage } from '../../shared/types/generated/api/content.js';

/**
 * Paged lists of the content area: `{last_page, data}` plus current_page, per_page and
 * total (NewsPage, NoticePage, NotificationPage of schemas/api/content.json).
 */

/** Builds the answer; an empty list still has one (empty) page. */
export function pageOf<T>(data: T[], total: number, page: number, perPage: number) {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total, data };
}

export function offsetOf(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

/** One page of a list: fetches `perPage` rows from the page's offset and shows each with `view`. */
export async function listPage<Row, Item>(
  fetchRows: (limit: number, offset: number) => Promise<{ rows: Row[]; total: number }>,
  view: (row: Row) => Item,
  page: number,
  perPage: number,
) {
  const { rows, total } = await fetchRows(perPage, offsetOf(page, perPage));
  return pageOf(rows.map(view), total, page, perPage);
}

/** Image columns → the answer's image (url and intrinsic size, so the SPA reserves its box), or null when absent. */
export function imageOf(row: { image_url: string | null; image_width: number | null; image_height: number | null }): ContentImage {
  return row.image_url ? { url: row.image_url, width: row.image_width ?? 0, height: row.image_height ?? 0 } : null;
}
