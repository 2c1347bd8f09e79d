import type { Db } from '../../db/database.js';
import type { News, Notice } from './news.table.js';
import type { Visibility } from './schedule.js';
import { findVisible, pageVisibleNewest } from './scheduled-repository.js';

/** Magazine and notices of one tenant, newest first, as `vis` may see them. */

export function pageNews(
  db: Db,
  tenantAlias: string,
  vis: Visibility,
  limit: number,
  offset: number,
): Promise<{ rows: News[]; total: number }> {
  return pageVisibleNewest(db, 'news', tenantAlias, vis, limit, offset);
}

export function findNews(db: Db, tenantAlias: string, id: number, vis: Visibility): Promise<News | undefined> {
  return findVisible(db, 'news', tenantAlias, id, vis);
}

export function pageNotices(
  db: Db,
  tenantAlias: string,
  vis: Visibility,
  limit: number,
  offset: number,
): Promise<{ rows: Notice[]; total: number }> {
  return pageVisibleNewest(db, 'notices', tenantAlias, vis, limit, offset);
}

export function findNotice(db: Db, tenantAlias: string, id: number, vis: Visibility): Promise<Notice | undefined> {
  return findVisible(db, 'notices', tenantAlias, id, vis);
}
