import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/types/generated/api/content.js';
import { defineRoute } from '../../http/define-route.js';
import { magazineArticle, magazinePage, noticeById, noticesPage } from './news-service.js';
import { optionalAuth } from './optional-auth.js';
import { visibilityOf } from './schedule.js';

/**
 * GET magazine (a page as `{last_page, data}`) and GET notices. Content of the tenant, the same for
 * every customer, so no login is needed to read it: the SPA's guards decide which screens show it.
 * Only published items are answered; a staff member's preview token (optional here) sees the rest too.
 */
export async function newsRoutes(app: FastifyInstance): Promise<void> {
  const maybeUser = optionalAuth(app);

  defineRoute(
    app,
    content.getMagazine,
    async (request) => magazinePage(app.db, request.tenant.alias, visibilityOf(request, app.clock()), request.query.page),
    { preHandler: maybeUser },
  );

  defineRoute(
    app,
    content.getNewsArticle,
    async (request) => magazineArticle(app.db, request.tenant.alias, request.params.id, visibilityOf(request, app.clock())),
    { preHandler: maybeUser },
  );

  defineRoute(
    app,
    content.getNotices,
    async (request) => noticesPage(app.db, request.tenant.alias, visibilityOf(request, app.clock()), request.query.page),
    { preHandler: maybeUser },
  );

  defineRoute(
    app,
    content.getNotice,
    async (request) => noticeById(app.db, request.tenant.alias, request.params.id, visibilityOf(request, app.clock())),
    { preHandler: maybeUser },
  );
}
