import type { NewsArticle, NewsPage, NewsSummary, Notice as NoticeView, NoticePage } from '../../../shared/types/generated/api/content.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { findNews, findNotice, pageNews, pageNotices } from './news-repository.js';
import type { News, Notice } from './news.table.js';
import { imageOf, listPage } from '../../http/paging.js';
import type { Visibility } from './schedule.js';

/** The magazine and the notices of a tenant: the published ones (everything to a preview token), newest first. */

/** Nine a page: the magazine grid is three by three on desktop. */
export const MAGAZINE_PAGE_SIZE = 9;
export const NOTICES_PAGE_SIZE = 10;

export const NEWS_NOT_FOUND = 'Articolo non trovato';
export const NOTICE_NOT_FOUND = 'Avviso non trovato';

const summaryOf = (n: News): NewsSummary => ({
  id: n.id,
  slug: n.slug,
  title: n.title,
  excerpt: n.excerpt,
  image: imageOf(n),
  published_at: n.published_at,
});
const detailOf = (n: News): NewsArticle => ({ ...summaryOf(n), body_html: n.body_html });
const noticeOf = (n: Notice): NoticeView => ({
  id: n.id,
  title: n.title,
  body_html: n.body_html,
  published_at: n.published_at,
});

/** A page of magazine articles (summaries). */
export function magazinePage(db: Db, tenantAlias: string, vis: Visibility, page: number): Promise<NewsPage> {
  return listPage((limit, offset) => pageNews(db, tenantAlias, vis, limit, offset), summaryOf, page, MAGAZINE_PAGE_SIZE);
}

/** One article with its body (stored clean); 404 when the tenant has none with this id. */
export async function magazineArticle(db: Db, tenantAlias: string, id: number, vis: Visibility): Promise<NewsArticle> {
  // Not yet out, expired or switched off: the same 404 as unknown.
  const news = await findNews(db, tenantAlias, id, vis);
  if (!news) throw new HttpError(404, NEWS_NOT_FOUND);
  return detailOf(news);
}

/** A page of notices. */
export function noticesPage(db: Db, tenantAlias: string, vis: Visibility, page: number): Promise<NoticePage> {
  return listPage((limit, offset) => pageNotices(db, tenantAlias, vis, limit, offset), noticeOf, page, NOTICES_PAGE_SIZE);
}

/** One notice; 404 when the tenant has none with this id. */
export async function noticeById(db: Db, tenantAlias: string, id: number, vis: Visibility): Promise<NoticeView> {
  const notice = await findNotice(db, tenantAlias, id, vis);
  if (!notice) throw new HttpError(404, NOTICE_NOT_FOUND);
  return noticeOf(notice);
}
