import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/server/db/database.js';
import { loadProducts } from '../../src/server/modules/catalog/provisioning-service.js';
import type { NewProduct } from '../../src/server/modules/catalog/product.table.js';

/** The catalogue benchmark's prizes (scripts/bench/catalog.ts): the same catalogue on every run. */

const NOUNS = [
  'Macchina da caffè',
  'Cuffie wireless',
  'Zaino',
  'Set di pentole',
  'Lampada',
  'Bicicletta',
  'Borraccia',
  'Tostapane',
  'Altoparlante',
  'Smartwatch',
  'Coperta',
  'Agenda',
  'Tazzine da caffè',
  'Robot da cucina',
  'Tenda',
  'Penna',
  'Cesto gastronomico',
  'Buono regalo',
  'Orologio',
  'Valigia',
];
const ADJECTIVES = [
  'elegante',
  'compatto',
  'professionale',
  'in acciaio',
  'in ceramica',
  'da viaggio',
  'per la città',
  'di qualità',
  'leggero',
  'pieghevole',
  'colorato',
  'classico',
];

/** Deterministic pseudo-random numbers: every run seeds the same catalogue. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/** Replaces tenant demo's prizes with `count` generated ones. */
export async function seedProducts(handle: DatabaseHandle, count: number): Promise<void> {
  const { db } = handle;
  const categories = (
    await db.selectFrom('categories').select('id').where('tenant_alias', '=', 'demo').where('parent_id', 'is not', null).execute()
  ).map((c) => c.id);
  await db.deleteFrom('products').where('tenant_alias', '=', 'demo').execute();
  const rand = prng(42);
  const now = new Date().toISOString();
  const rows: Omit<NewProduct, 'search_text'>[] = [];
  for (let n = 1; n <= count; n++) {
    const noun = NOUNS[Math.floor(rand() * NOUNS.length)]!;
    const adjective = ADJECTIVES[Math.floor(rand() * ADJECTIVES.length)]!;
    rows.push({
      tenant_alias: 'demo',
      code: `B-${String(n).padStart(6, '0')}`,
      name: `${noun} ${adjective} serie ${n % 97}`,
      description: `${noun} ${adjective}: un premio scelto per il catalogo, con garanzia di due anni e spedizione gratuita in tutta Italia.`,
      points: 500 + Math.round(rand() * 595) * 100,
      stock: rand() < 0.1 ? 0 : Math.floor(rand() * 200),
      image_url: '/v1/catalog/images/casa/b45309.svg',
      image_width: 400,
      image_height: 300,
      images_json: '[]',
      category_id: categories[n % categories.length] ?? null,
      group_key: n % 10 === 0 ? 'buoni' : 'premi',
      available: 1,
      featured: n % 50 === 0 ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
  }
  // On PostgreSQL each chunk commits on its own, as each batch of a prize import does: in one
  // transaction, at 100,000 prizes, the counters' 200 × 40 row versions could not be pruned as they
  // went and left catalog_counts 52 pages long for 61 rows, which every listing's total then
  // scanned (0.5 ms). SQLite rewrites a row in place and loads them in one transaction.
  await loadProducts(db, handle.dialect, rows);
  // Planner statistics and the visibility map after the bulk load, as autovacuum would soon do:
  // without statistics PostgreSQL guesses 50 rows per tenant and sorts the whole catalogue instead
  // of walking the index, and without the visibility map its index-only scans read every row too.
  // The load rewrote each listing counter once per statement (catalog_counts): their last dead
  // versions go too (autovacuum takes a 60-row table at its next pass, within a minute). The
  // search's prefix entries (product_search_prefixes) are read by index-only scans, which need the
  // visibility map as well.
  if (handle.dialect === 'postgres') await sql`vacuum analyze products, catalog_counts, product_search_prefixes`.execute(db);
}
