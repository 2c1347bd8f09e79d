import type {
  StaffCategory,
  StaffPrize,
  StaffPrizeImage,
  StaffPrizeSummary,
  StaffSubcategory,
} from '../../../shared/types/generated/api/staff-catalog.js';
import type { ProductImage } from '../../../shared/types/generated/api/catalog.js';
import { productView, type Category } from './images-service.js';
import type { PrizeRow } from './staff-repository.js';

/** Rows → the console catalogue's answers (schemas/api/staff-catalog.json). */

type ImageColumns = Pick<PrizeRow, 'image_url' | 'image_width' | 'image_height' | 'image_json' | 'images_json'>;

/** A prize's pictures in order, the main one first, read as the portal reads them. */
export function picturesOf(r: PrizeRow): ProductImage[] {
  const { image, images } = productView(r);
  return [...(image ? [image] : []), ...images];
}

/** The columns that store `pictures` (first = main picture, also the plain JPEG fallback). */
export function pictureColumns(pictures: readonly ProductImage[]): ImageColumns {
  const [main, ...rest] = pictures;
  return {
    image_url: main?.url ?? null,
    image_width: main?.width ?? null,
    image_height: main?.height ?? null,
    image_json: main ? JSON.stringify(main) : null,
    images_json: JSON.stringify(rest),
  };
}

/** A picture's key is its URL: unique within a prize (the same upload twice is refused). */
const withKey = (image: ProductImage): StaffPrizeImage => ({ key: image.url, ...image });

/** The prize's revision token: its edit counter and its stock (an order changes the stock, not the counter). */
export const revisionOf = (r: Pick<PrizeRow, 'revision' | 'stock'>) => `${r.revision}.${r.stock}`;

/** The portal's view of the prize, with what only staff see: the on/off and featured flags, every picture's key, the revision. */
export function prizeView(r: PrizeRow): StaffPrize {
  const { id, code, name, description, points, stock, category_id } = productView(r);
  const images = picturesOf(r).map(withKey);
  return {
    id,
    code,
    name,
    description,
    points,
    cost_cents: r.cost_cents,
    stock,
    category_id,
    available: r.available === 1,
    featured: r.featured === 1,
    images,
    revision: revisionOf(r),
    updated_at: r.updated_at,
  };
}

export function summaryView(r: PrizeRow & { category_name: string | null; parent_name: string | null }): StaffPrizeSummary {
  const { id, code, name, points, cost_cents, stock, available, featured, images, revision } = prizeView(r);
  const category = r.category_name && r.parent_name ? `${r.parent_name} › ${r.category_name}` : r.category_name;
  return { id, code, name, points, cost_cents, stock, available, featured, category, thumbnail: images[0] ?? null, revision };
}

export function categoryTreeView(rows: readonly Category[], counts: ReadonlyMap<number, number>): StaffCategory[] {
  const view = (c: Category): StaffSubcategory => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    parent_id: c.parent_id,
    revision: c.revision,
    prizes: counts.get(c.id) ?? 0,
  });
  return rows
    .filter((c) => c.parent_id === null)
    .map((c) => ({ ...view(c), subcategories: rows.filter((s) => s.parent_id === c.id).map(view) }));
}
