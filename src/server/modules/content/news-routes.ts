import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/types/generated/api/content.js';
import { magazineArticle, magazinePage, noticeById, noticesPage } from './news-service.js';
import { publishedReads } from './optional-auth.js';

/**
 * GET magazine (a page as `{last_page, data}`) and GET notices. Content of the tenant, the same for
 * every customer, so no login is needed to read it: the SPA's guards decide which screens show it.
 * Only published items are answered; a staff member's preview token (optional here) sees the rest too.
 */
export async function newsRoutes(app: FastifyInstance): Promise<void> {
  const read = publishedReads(app);
  read(content.getMagazine, async (request, vis) => magazinePage(app.db, request.tenant.alias, vis, request.query.page));
  read(content.getNewsArticle, async (request, vis) => magazineArticle(app.db, request.tenant.alias, request.params.id, vis));
  read(content.getNotices, async (request, vis) => noticesPage(app.db, request.tenant.alias, vis, request.query.page));
  read(content.getNotice, async (request, vis) => noticeById(app.db, request.tenant.alias, request.params.id, vis));
}
