import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/types/generated/api/content.js';
import { defineRoute } from '../../http/define-route.js';
import { openInitiative, sectionOf, sectionsOf } from './cms-service.js';
import { publishedReads } from './optional-auth.js';

/** CMS sections (the portal's fixed pages: rules summary, FAQ, privacy… and the mechanics of /meccanica) and public initiative pages. */
export async function cmsRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.getCmsSections, async (request) => sectionsOf(app.db, request.tenant.alias));

  defineRoute(app, content.getCmsSection, async (request) => sectionOf(app.db, request.tenant.alias, request.params.section));

  // A staff member's preview token sees the page before it opens or after it is switched off.
  publishedReads(app)(content.getInitiative, async (request, vis) =>
    openInitiative(app.db, request.tenant.alias, request.params.slug, vis),
  );
}
