import type { StaffCategory, StaffPrize, StaffPrizeSummary } from '../../../shared/types/generated/api/staff-catalog.js';
import { renderArea } from '../../test/render-area.js';
import CatalogScreen from './catalog-screen.js';

/** Test data and rendering for the Catalogo area (not a test file itself). */

export { installConsoleApi } from '../../test/console-api.js';

export { currentPath } from '../../test/render-area.js';

/** The Catalogo area of tenant demo at `path`, with a fresh query cache (no retries). */
export function renderCatalog(path: string) {
  return renderArea('catalogo', <CatalogScreen alias="demo" />, path);
}

const picture = (n: number) => ({
  key: `/v1/catalog/files/${String(n).repeat(64).slice(0, 64)}.jpg`,
  url: `/v1/catalog/files/${String(n).repeat(64).slice(0, 64)}.jpg`,
  width: 960,
  height: 720,
  srcset: `/v1/catalog/files/a${n}.jpg 320w, /v1/catalog/files/b${n}.jpg 960w`,
  sources: [{ type: 'image/webp' as const, srcset: `/v1/catalog/files/c${n}.webp 960w` }],
});

export const TREE: StaffCategory[] = [
  {
    id: 1,
    name: 'Casa e cucina',
    slug: 'casa-e-cucina',
    parent_id: null,
    revision: 1,
    prizes: 0,
    subcategories: [{ id: 2, name: 'Cucina', slug: 'casa-e-cucina-cucina', parent_id: 1, revision: 1, prizes: 6 }],
  },
  { id: 3, name: 'Giardino', slug: 'giardino', parent_id: null, revision: 4, prizes: 0, subcategories: [] },
];

export function summary(id: number, overrides: Partial<StaffPrizeSummary> = {}): StaffPrizeSummary {
  return {
    id,
    code: `P-${id}`,
    name: `Premio ${id}`,
    points: 2400,
    cost_cents: 1250,
    stock: 10,
    available: true,
    featured: false,
    category: 'Casa e cucina › Cucina',
    thumbnail: picture(id),
    revision: '1.10',
    ...overrides,
  };
}

export function prize(overrides: Partial<StaffPrize> = {}): StaffPrize {
  return {
    id: 7,
    code: 'P-7',
    name: 'Bollitore elettrico',
    description: '<b>Acciaio</b>',
    points: 2400,
    cost_cents: 1250,
    stock: 10,
    category_id: 2,
    available: true,
    featured: false,
    images: [picture(1), picture(2)],
    revision: '3.10',
    updated_at: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}
