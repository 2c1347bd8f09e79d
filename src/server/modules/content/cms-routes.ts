import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/types/generated/api/content.js';
import { defineRoute } from '../../http/define-route.js';
import { openInitiative, sectionOf, sectionsOf } from './cms-service.js';
import { optionalAuth } from './optional-auth.js';
import { visibilityOf } from './schedule.js';

/** CMS sections (the portal's fixed pages: rules summary, FAQ, privacy… and the mechanics of /meccanica) and public initiative pages. */
export async function cmsRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.getCmsSections, async (request) => sectionsOf(app.db, request.tenant.alias));

  defineRoute(app, content.getCmsSection, async (request) => sectionOf(app.db, request.tenant.alias, request.params.section));

  defineRoute(
    app,
    content.getInitiative,
    async (request) => openInitiative(app.db, request.tenant.alias, request.params.slug, visibilityOf(request, app.clock())),
    {
      // A staff member's preview token sees the page before it opens or after it is switched off.
      preHandler: optionalAuth(app),
    },
  );
}
