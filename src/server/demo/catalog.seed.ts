import { addCategory, addProducts, IMAGE_HEIGHT, IMAGE_WIDTH, imageUrl, type NewProduct } from '../modules/catalog/provisioning-service.js';
import { SEED_CATEGORIES } from './catalog-data.js';
import type { Seeder } from './seeder.js';

/** How a tenant's demo catalogue differs from the others': which category it leaves out, a points factor, a stock pattern. */
interface Variant {
  skip: string;
  pointsFactor: number;
  stockSeed: number;
}

const VARIANTS: Record<string, Variant> = {
  demo: { skip: 'bambini', pointsFactor: 1, stockSeed: 7 },
  aurora: { skip: 'ufficio-e-negozio', pointsFactor: 1.15, stockSeed: 3 },
};

/** Points rounded to 50, kept in the catalogue's range (500 – 60 000). */
function scaled(points: number, factor: number): number {
  return Math.min(60_000, Math.max(500, Math.round((points * factor) / 50) * 50));
}

/**
 * Demo catalogue per tenant: 8 categories with subcategories and 60+ prizes. A few are sold out
 * (stock 0), a few have the last piece (stock 1), one is switched off, and every eighth is on
 * the home page, so every state of the screens can be seen.
 */
export const catalogSeeder: Seeder = {
  name: 'catalog',
  perTenant: true,
  demo: true,
  async run(trx, ctx) {
    const tenant = ctx.tenant;
    if (!tenant) return;
    const variant = VARIANTS[tenant] ?? VARIANTS['demo']!;
    const now = new Date().toISOString();
    const prefix = tenant
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 4)
      .toUpperCase();
    const products: Omit<NewProduct, 'search_text'>[] = [];
    let sort = 0;
    for (const cat of SEED_CATEGORIES) {
      if (cat.slug === variant.skip) continue;
      const parentId = await addCategory(trx, tenant, null, cat.name, cat.slug, sort++);
      for (const sub of cat.subs) {
        const childId = await addCategory(trx, tenant, parentId, sub.name, `${cat.slug}-${sub.slug}`, sort++);
        for (const [name, description, points] of sub.items) {
          const n = products.length + 1;
          const r = (n * 37 + variant.stockSeed) % 97;
          const stock = r % 11 === 0 ? 0 : r % 13 === 5 ? 1 : 3 + (r % 60);
          products.push({
            tenant_alias: tenant,
            code: `${prefix}-${String(n).padStart(4, '0')}`,
            name,
            description,
            points: scaled(points, variant.pointsFactor),
            stock,
            image_url: imageUrl(cat.glyph, sub.color),
            image_width: IMAGE_WIDTH,
            image_height: IMAGE_HEIGHT,
            images_json: '[]',
            category_id: childId,
            group_key: cat.group,
            // Every seeded prize is switched on: a switched-off one is hidden from customers (the console's Catalogo switches them).
            available: 1,
            featured: (n + variant.stockSeed) % 8 === 0 ? 1 : 0,
            created_at: now,
            updated_at: now,
          });
        }
      }
    }
    await addProducts(trx, products);
  },
};
