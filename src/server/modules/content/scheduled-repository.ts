import type { Kysely, Selectable } from 'kysely';
import type { Database, Db } from '../../db/database.js';
import { publishedAt, type Visibility } from './schedule.js';

/** The tables with a schedule; these read them alike, as `vis` may see them. */
type ScheduledTable = 'news' | 'notices' | 'advantages' | 'vouchers' | 'partners';
type Loose = Kysely<Record<string, { id: number; tenant_alias: string; sort_order: number; published_at: string }>>;

/** One item of the tenant, or undefined when it has none with this id or `vis` may not see it. */
export async function findVisible<T extends ScheduledTable>(
  db: Db,
  table: T,
  tenantAlias: string,
  id: number,
  vis: Visibility,
): Promise<Selectable<Database[T]> | undefined> {
  const row = await (db as unknown as Loose)
    .selectFrom(table as string)
    .selectAll()
    .where('tenant_alias', '=', tenantAlias)
    .where('id', '=', id)
    .$if(!vis.all, (q) => q.where(publishedAt(vis.now)))
    .executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
}

/** Every item of the tenant that `vis` may see, in the operator's order. */
export async function listVisibleSorted<T extends 'advantages' | 'vouchers' | 'partners'>(
  db: Db,
  table: T,
  tenantAlias: string,
  vis: Visibility,
): Promise<Selectable<Database[T]>[]> {
  const rows = await (db as unknown as Loose)
    .selectFrom(table as string)
    .selectAll()
    .where('tenant_alias', '=', tenantAlias)
    .$if(!vis.all, (q) => q.where(publishedAt(vis.now)))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows as Selectable<Database[T]>[];
}

/** A page of the tenant's dated items (magazine, notices) that `vis` may see, newest first; id breaks ties so pages never overlap. */
export async function pageVisibleNewest<T extends 'news' | 'notices'>(
  db: Db,
  table: T,
  tenantAlias: string,
  vis: Visibility,
  limit: number,
  offset: number,
): Promise<{ rows: Selectable<Database[T]>[]; total: number }> {
  const visible = (db as unknown as Loose)
    .selectFrom(table as string)
    .where('tenant_alias', '=', tenantAlias)
    .$if(!vis.all, (q) => q.where(publishedAt(vis.now)));
  const [rows, count] = await Promise.all([
    visible.selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    visible.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as Selectable<Database[T]>[], total: Number(count.n) };
}
