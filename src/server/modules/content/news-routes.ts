import type { FastifyInstance } from 'fastify';
import type { ContentOperations } from '../../../shared/types/generated/api/content.js';
import { routeOf } from '../../http/contract.js';
import { contract } from './contract.js';
import { magazineArticle, magazinePage, noticeById, noticesPage } from './news-service.js';
import { optionalAuth } from './optional-auth.js';
import type { PageQuery } from '../../http/paging.js';
import { visibilityOf } from './schedule.js';

type IdParams = ContentOperations['getNewsArticle']['params'];

/**
 * GET magazine (spec §7, `{last_page, data}`) and GET notices. Content of the tenant, the same for
 * every customer, so no login is needed to read it: the SPA's guards decide which screens show it.
 * Only published items are answered; a staff member's preview token (optional here) sees the rest too.
 */
export async function newsRoutes(app: FastifyInstance): Promise<void> {
  const maybeUser = optionalAuth(app);

  app.route<{ Querystring: PageQuery }>({
    ...routeOf(contract, 'getMagazine'),
    preHandler: maybeUser,
    handler: async (request) => magazinePage(app.db, request.tenant.alias, visibilityOf(request, app.clock()), request.query.page),
  });

  app.route<{ Params: IdParams }>({
    ...routeOf(contract, 'getNewsArticle'),
    preHandler: maybeUser,
    handler: async (request) => magazineArticle(app.db, request.tenant.alias, request.params.id, visibilityOf(request, app.clock())),
  });

  app.route<{ Querystring: PageQuery }>({
    ...routeOf(contract, 'getNotices'),
    preHandler: maybeUser,
    handler: async (request) => noticesPage(app.db, request.tenant.alias, visibilityOf(request, app.clock()), request.query.page),
  });

  app.route<{ Params: IdParams }>({
    ...routeOf(contract, 'getNotice'),
    preHandler: maybeUser,
    handler: async (request) => noticeById(app.db, request.tenant.alias, request.params.id, visibilityOf(request, app.clock())),
  });
}
