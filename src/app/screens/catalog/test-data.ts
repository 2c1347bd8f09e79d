import type { Category, Product, ProductPage } from '../../api/catalog.js';
import type { FakeCall } from '../../test/fake-api.js';
import type { TestUser } from '../../test/test-user.js';

/** The query parameters of a recorded call, as the screen passed them (undefined ones left out). */
export function paramsOf(call: FakeCall): Record<string, string | number> {
  return call.params ? (JSON.parse(JSON.stringify(call.params)) as Record<string, string | number>) : {};
}

export function product(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    code: `DEMO-${String(id).padStart(4, '0')}`,
    name: `Premio numero ${id}`,
    description: `Descrizione del premio ${id}.`,
    points: 1000 * id,
    stock: 10,
    available: true,
    image: { url: `/v1/catalog/images/casa/b45309.svg?${id}`, width: 400, height: 300 },
    images: [],
    category_id: 11,
    group: 'premi',
    ...overrides,
  };
}

export function pageOf(data: Product[], page = 1, total = data.length, total_exact = true): ProductPage {
  return { data, total, total_exact, per_page: 20, page, last_page: Math.max(1, Math.ceil(total / 20)) };
}

export const CATEGORIES: Category[] = [
  {
    id: 1,
    name: 'Casa e cucina',
    slug: 'casa-e-cucina',
    parent_id: null,
    subcategories: [
      { id: 11, name: 'Cucina', slug: 'casa-e-cucina-cucina', parent_id: 1 },
      { id: 12, name: 'Arredo e tessili', slug: 'casa-e-cucina-arredo-e-tessili', parent_id: 1 },
    ],
  },
  {
    id: 2,
    name: 'Tecnologia',
    slug: 'tecnologia',
    parent_id: null,
    subcategories: [{ id: 21, name: 'Audio e video', slug: 'tecnologia-audio-e-video', parent_id: 2 }],
  },
];

/** DEMO0001 as auth/me answers it: active, points_enabled, 25 000 points. */
export function customer(overrides: TestUser = {}): TestUser {
  return {
    userinfo: { active: true, username: 'DEMO0001' },
    points_enabled: true,
    points: 25000,
    wishlist: [],
    cart: [],
    ...overrides,
  };
}
