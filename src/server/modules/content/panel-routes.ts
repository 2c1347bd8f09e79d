import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/schemas.js';
import { optionalAuth } from './optional-auth.js';
import { APPCODE_TTL_S, panelLink } from './panel-service.js';

/**
 * GET panel/auth/init/{id} (spec §7 'Go to panel'): a short-lived signed app code and the panel
 * URL to redirect to (`features.panel.url` + `?appcode=`). Public like /panel: a signed-in
 * customer's code names them, an anonymous visitor gets an anonymous code.
 */
export async function panelRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>(
    '/panel/auth/init/:id',
    {
      preHandler: optionalAuth(app),
      schema: {
        tags: ['content'],
        summary: 'App code for the panel app and the URL to redirect to',
        security: [{ bearer: [] }, {}],
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 100, description: 'Panel initiative id (features.panel.initiativeId).' } } },
        response: {
          200: {
            type: 'object',
            required: ['appcode', 'url', 'expires_in', 'authenticated'],
            properties: {
              appcode: { type: 'string', description: `Signed code, valid ${APPCODE_TTL_S} s.` },
              url: { type: 'string', description: 'Panel URL with ?appcode=: the browser goes there.' },
              expires_in: { type: 'integer', description: 'Seconds the code stays valid.' },
              authenticated: { type: 'boolean', description: 'The code names the signed-in customer.' },
            },
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => panelLink(() => app.jwtKey(), request.tenant, request.params.id, request.user, app.clock()),
  );
}
