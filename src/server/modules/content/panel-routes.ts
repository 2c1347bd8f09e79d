import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/types/generated/api/content.js';
import { defineRoute } from '../../http/define-route.js';
import { optionalAuth } from './optional-auth.js';
import { panelLink } from './panel-service.js';

/**
 * GET panel/auth/init/{id} (the menu's "Vai al pannello" link): a short-lived signed app code and the panel
 * URL to redirect to (`features.panel.url` + `?appcode=`). Public like /panel: a signed-in
 * customer's code names them, an anonymous visitor gets an anonymous code.
 */
export async function panelRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(
    app,
    content.initPanel,
    async (request) => panelLink(() => app.jwtKey(), request.tenant, request.params.id, request.user, app.clock()),
    { preHandler: optionalAuth(app) },
  );
}
