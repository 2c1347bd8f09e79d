import type { Db } from '../../db/database.js';
import type { News, Notice } from './news.table.js';
import { publishedAt, type Visibility } from './schedule.js';
import { findVisible } from './scheduled-repository.js';

/** Magazine and notices of one tenant, newest first (id breaks ties so pages never overlap), as `vis` may see them. */

export async function pageNews(
  db: Db,
  tenantAlias: string,
  vis: Visibility,
  limit: number,
  offset: number,
): Promise<{ rows: News[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('news')
      .selectAll()
      .where('tenant_alias', '=', tenantAlias)
      .$if(!vis.all, (q) => q.where(publishedAt(vis.now)))
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('news')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_alias', '=', tenantAlias)
      .$if(!vis.all, (q) => q.where(publishedAt(vis.now)))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findNews(db: Db, tenantAlias: string, id: number, vis: Visibility): Promise<News | undefined> {
  return findVisible(db, 'news', tenantAlias, id, vis);
}

export async function pageNotices(
  db: Db,
  tenantAlias: string,
  vis: Visibility,
  limit: number,
  offset: number,
): Promise<{ rows: Notice[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('notices')
      .selectAll()
      .where('tenant_alias', '=', tenantAlias)
      .$if(!vis.all, (q) => q.where(publishedAt(vis.now)))
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_alias', '=', tenantAlias)
      .$if(!vis.all, (q) => q.where(publishedAt(vis.now)))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findNotice(db: Db, tenantAlias: string, id: number, vis: Visibility): Promise<Notice | undefined> {
  return findVisible(db, 'notices', tenantAlias, id, vis);
}
