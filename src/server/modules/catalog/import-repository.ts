import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Category } from './images-service.js';
import type { Product } from './images-service.js';
import { foldForSearch } from './images-service.js';
import { nextTurn } from '../../turns.js';

/** The catalogue import's reads and writes of categories and prizes. */

type Executor = Kysely<Database> | Transaction<Database>;

/** What the import sets on a prize; compared field by field with what is stored. */
export type PrizeFields = Pick<
  Product,
  | 'name'
  | 'description'
  | 'points'
  | 'cost_cents'
  | 'stock'
  | 'category_id'
  | 'available'
  | 'featured'
  | 'image_url'
  | 'image_width'
  | 'image_height'
  | 'image_json'
  | 'images_json'
>;
export const PRIZE_FIELDS = [
  'name',
  'description',
  'points',
  'cost_cents',
  'stock',
  'category_id',
  'available',
  'featured',
  'image_url',
  'image_width',
  'image_height',
  'image_json',
  'images_json',
] as const satisfies readonly (keyof PrizeFields)[];

export type StoredPrize = PrizeFields & { id: number; code: string };

export async function prizesByCode(db: Executor, alias: string, codes: readonly string[]): Promise<Map<string, StoredPrize>> {
  const out = new Map<string, StoredPrize>();
  for (let i = 0; i < codes.length; i += 500) {
    if (i > 0) await nextTurn();
    const rows = await db
      .selectFrom('products')
      .select(['id', 'code', ...PRIZE_FIELDS])
      .where('tenant_alias', '=', alias)
      .where('code', 'in', codes.slice(i, i + 500))
      .execute();
    for (const r of rows) out.set(r.code, r);
  }
  return out;
}

export async function categoriesOf(db: Executor, alias: string): Promise<Category[]> {
  return db.selectFrom('categories').selectAll().where('tenant_alias', '=', alias).execute();
}

export async function insertCategory(
  db: Executor,
  alias: string,
  parentId: number | null,
  name: string,
  slug: string,
  sortOrder: number,
): Promise<number> {
  const row = await db
    .insertInto('categories')
    .values({ tenant_alias: alias, parent_id: parentId, name, slug, sort_order: sortOrder })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function searchText(code: string, f: PrizeFields): string {
  return foldForSearch(`${f.name} ${f.description} ${code}`);
}

/** Inserts new prizes; a code created meanwhile (another import) is left alone. Answers the codes inserted. */
export async function insertPrizes(
  db: Executor,
  alias: string,
  rows: readonly (PrizeFields & { code: string })[],
  now: string,
): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const out = await db
    .insertInto('products')
    .values(
      rows.map((r) => ({
        ...r,
        tenant_alias: alias,
        group_key: null,
        search_text: searchText(r.code, r),
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['tenant_alias', 'code']).doNothing())
    .returning('code')
    .execute();
  return new Set(out.map((r) => r.code));
}

export async function updatePrize(db: Executor, id: number, code: string, fields: PrizeFields, now: string): Promise<void> {
  await db
    .updateTable('products')
    // The revision moves too: a console edit made on the copy before the import is then refused, not saved over it.
    .set({ ...fields, search_text: searchText(code, fields), revision: sql<number>`revision + 1`, updated_at: now })
    .where('id', '=', id)
    .execute();
}
