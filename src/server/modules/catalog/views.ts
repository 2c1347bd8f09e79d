import type { Category as CategoryView, Product, ProductImage, Subcategory } from '../../../shared/types/generated/api/catalog.js';
import type { Category } from './category.table.js';
import type { ListingCard, ProductRow } from './product-repository.js';

/** Row → answer shapes of the catalogue; the answer types are generated from schemas/api/catalog.json. */

function parseImages(json: string): ProductImage[] {
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed) ? (parsed as ProductImage[]) : [];
  } catch {
    return [];
  }
}

/** The imported picture with its variants when there is one, else the plain URL (drawn placeholders). */
function mainImage(r: ProductRow): ProductImage | null {
  if (r.image_json) {
    try {
      return JSON.parse(r.image_json) as ProductImage;
    } catch {
      // A damaged value falls back to the plain picture below.
    }
  }
  return r.image_url ? { url: r.image_url, width: r.image_width ?? 400, height: r.image_height ?? 300 } : null;
}

/** A prize as the API shows it. `available` means orderable now: flag on and stock left. */
export function productView(r: ProductRow): Product {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
    points: r.points,
    stock: r.stock,
    available: r.available === 1 && r.stock > 0,
    image: mainImage(r),
    images: parseImages(r.images_json),
    category_id: r.category_id,
    group: r.group_key,
  };
}

/**
 * A listing page's prizes as the JSON text of the API's Product[], from the cards the database
 * keeps (2026_12_06_0001, the same answer as productView) and the stock read beside them: no
 * parsing and no serialising per prize. The listing only shows prizes switched on, so `available`
 * is whether stock is left.
 */
export function listingDataJson(cards: ListingCard[]): string {
  const items = cards.map(({ card_json: card, stock }) => {
    // Written by the database on every insert: a prize without one is a broken migration, not data to hide.
    if (!card?.endsWith('}')) throw new Error('Prize without its listing card (products.card_json)');
    return `${card.slice(0, -1)},"stock":${stock},"available":${stock > 0}}`;
  });
  return `[${items.join(',')}]`;
}

/** Top-level categories with their subcategories nested. */
export function categoryTree(rows: Category[]): CategoryView[] {
  const view = (c: Category): Subcategory => ({ id: c.id, name: c.name, slug: c.slug, parent_id: c.parent_id });
  return rows
    .filter((c) => c.parent_id === null)
    .map((c) => ({ ...view(c), subcategories: rows.filter((s) => s.parent_id === c.id).map(view) }));
}

/** One page of a list: data, total, per_page, page, last_page (an empty list still has one page). */
export function pageView<T>(data: T[], total: number, limit: number, page: number) {
  return { data, total, per_page: limit, page, last_page: lastPage(total, limit) };
}

/**
 * The listing's page as JSON text, around a `data` array already serialised (listingDataJson).
 * `exact` false: there are more than `total` matches (a capped search count, listing-count.ts),
 * and last_page is the last page known to exist.
 */
export function pageJson(dataJson: string, total: number, exact: boolean, limit: number, page: number): string {
  return `{"data":${dataJson},"total":${total},"total_exact":${exact},"per_page":${limit},"page":${page},"last_page":${lastPage(total, limit)}}`;
}

function lastPage(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
