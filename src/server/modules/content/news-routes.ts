import type { FastifyInstance } from 'fastify';
import type { ContentOperations } from '../../../shared/types/generated/api/content.js';
import { routeOf } from '../../http/contract.js';
import { contract } from './contract.js';
import { magazineArticle, magazinePage, noticeById, noticesPage } from './news-service.js';
import type { PageQuery } from './paging.js';

type IdParams = ContentOperations['getNewsArticle']['params'];

/**
 * GET magazine (spec §7, `{last_page, data}`) and GET notices. Content of the tenant, the same for
 * every customer, so no login is needed to read it: the SPA's guards decide which screens show it.
 */
export async function newsRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Querystring: PageQuery }>({
    ...routeOf(contract, 'getMagazine'),
    handler: async (request) => magazinePage(app.db, request.tenant.alias, request.query.page),
  });

  app.route<{ Params: IdParams }>({
    ...routeOf(contract, 'getNewsArticle'),
    handler: async (request) => magazineArticle(app.db, request.tenant.alias, request.params.id),
  });

  app.route<{ Querystring: PageQuery }>({
    ...routeOf(contract, 'getNotices'),
    handler: async (request) => noticesPage(app.db, request.tenant.alias, request.query.page),
  });

  app.route<{ Params: IdParams }>({
    ...routeOf(contract, 'getNotice'),
    handler: async (request) => noticeById(app.db, request.tenant.alias, request.params.id),
  });
}
