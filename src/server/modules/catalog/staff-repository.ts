import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Category, Product } from './images-service.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** What the console's Catalogo reads and writes of a tenant's categories and prizes. */

export type PrizeRow = Omit<Product, 'search_text' | 'card_json'>;

/** Every column but search_text (written by the services, never shown). */
const PRIZE_COLUMNS = [
  'id',
  'tenant_alias',
  'code',
  'name',
  'description',
  'points',
  'cost_cents',
  'stock',
  'image_url',
  'image_width',
  'image_height',
  'images_json',
  'image_json',
  'category_id',
  'group_key',
  'available',
  'featured',
  'revision',
  'created_at',
  'updated_at',
] as const;

export function tenantCategories(db: Executor, alias: string): Promise<Category[]> {
  return db
    .selectFrom('categories')
    .selectAll()
    .where('tenant_alias', '=', alias)
    .orderBy('sort_order')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Prizes filed directly under each category of the tenant. */
export async function prizeCounts(db: Executor, alias: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('products')
    .select(['category_id', sql<number>`count(*)`.as('n')])
    .where('tenant_alias', '=', alias)
    .where('category_id', 'is not', null)
    .groupBy('category_id')
    .execute();
  // PostgreSQL's count is bigint.
  return new Map(rows.map((r) => [r.category_id!, Number(r.n)]));
}

export function findCategory(db: Executor, alias: string, id: number): Promise<Category | undefined> {
  return db.selectFrom('categories').selectAll().where('tenant_alias', '=', alias).where('id', '=', id).executeTakeFirst();
}

export function findPrize(db: Executor, alias: string, id: number): Promise<PrizeRow | undefined> {
  return db.selectFrom('products').select(PRIZE_COLUMNS).where('tenant_alias', '=', alias).where('id', '=', id).executeTakeFirst();
}

export async function codeTaken(db: Executor, alias: string, code: string, exceptId?: number): Promise<boolean> {
  let q = db
    .selectFrom('products')
    .select('id')
    .where('tenant_alias', '=', alias)
    .where(sql<boolean>`lower(code) = ${code.toLowerCase()}`);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** The codes of the tenant starting with `prefix` (case-insensitive): to find a free copy code. */
export async function codesStartingWith(db: Executor, alias: string, prefix: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('products')
    .select('code')
    .where('tenant_alias', '=', alias)
    .where(sql<boolean>`lower(code) like ${`${likeEscaped(prefix.toLowerCase())}%`} escape '\\'`)
    .execute();
  return new Set(rows.map((r) => r.code.toLowerCase()));
}

export interface PrizeFilter {
  alias: string;
  search?: string;
  /** With their subcategories. */
  categoryIds?: number[];
  state?: 'available' | 'off';
  featured?: boolean;
  outOfStock?: boolean;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function pagePrizes(
  db: Executor,
  f: PrizeFilter,
  limit: number,
  offset: number,
): Promise<{ rows: (PrizeRow & { category_name: string | null; parent_name: string | null })[]; total: number }> {
  let base = db.selectFrom('products').where('products.tenant_alias', '=', f.alias);
  const search = f.search?.trim();
  if (search) {
    const part = `%${likeEscaped(search.toLowerCase())}%`;
    base = base.where(sql<boolean>`(lower(products.code) like ${part} escape '\\' or lower(products.name) like ${part} escape '\\')`);
  }
  if (f.categoryIds) base = base.where('products.category_id', 'in', f.categoryIds.length ? f.categoryIds : [-1]);
  if (f.state) base = base.where('products.available', '=', f.state === 'available' ? 1 : 0);
  if (f.featured) base = base.where('products.featured', '=', 1);
  if (f.outOfStock) base = base.where('products.stock', '<=', 0);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('categories as c', 'c.id', 'products.category_id')
      .leftJoin('categories as p', 'p.id', 'c.parent_id')
      .select(PRIZE_COLUMNS.map((c) => `products.${c}` as const))
      .select(['c.name as category_name', 'p.name as parent_name'])
      .orderBy('products.code')
      .orderBy('products.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
