import type { FastifyInstance } from 'fastify';
import type { ContentOperations } from '../../../shared/types/generated/api/content.js';
import { routeOf } from '../../http/contract.js';
import { openInitiative, sectionOf, sectionsOf } from './cms-service.js';
import { contract } from './contract.js';
import { optionalAuth } from './optional-auth.js';
import { visibilityOf } from './schedule.js';

/** CMS sections (spec §3 'Other stored data', plus the mechanics of /meccanica) and public initiative pages. */
export async function cmsRoutes(app: FastifyInstance): Promise<void> {
  app.route({ ...routeOf(contract, 'getCmsSections'), handler: async (request) => sectionsOf(app.db, request.tenant.alias) });

  app.route<{ Params: ContentOperations['getCmsSection']['params'] }>({
    ...routeOf(contract, 'getCmsSection'),
    handler: async (request) => sectionOf(app.db, request.tenant.alias, request.params.section),
  });

  app.route<{ Params: ContentOperations['getInitiative']['params'] }>({
    ...routeOf(contract, 'getInitiative'),
    // A staff member's preview token sees the page before it opens or after it is switched off.
    preHandler: optionalAuth(app),
    handler: async (request) => openInitiative(app.db, request.tenant.alias, request.params.slug, visibilityOf(request, app.clock())),
  });
}
