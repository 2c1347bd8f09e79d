import type { Db } from '../../db/database.js';
import type { News, Notice } from './news.table.js';

/** Magazine and notices of one tenant, newest first (id breaks ties so pages never overlap). */

export async function pageNews(db: Db, tenantAlias: string, limit: number, offset: number): Promise<{ rows: News[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('news')
      .selectAll()
      .where('tenant_alias', '=', tenantAlias)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('news')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_alias', '=', tenantAlias)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findNews(db: Db, tenantAlias: string, id: number): Promise<News | undefined> {
  return db.selectFrom('news').selectAll().where('tenant_alias', '=', tenantAlias).where('id', '=', id).executeTakeFirst();
}

export async function pageNotices(db: Db, tenantAlias: string, limit: number, offset: number): Promise<{ rows: Notice[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('notices')
      .selectAll()
      .where('tenant_alias', '=', tenantAlias)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_alias', '=', tenantAlias)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findNotice(db: Db, tenantAlias: string, id: number): Promise<Notice | undefined> {
  return db.selectFrom('notices').selectAll().where('tenant_alias', '=', tenantAlias).where('id', '=', id).executeTakeFirst();
}
