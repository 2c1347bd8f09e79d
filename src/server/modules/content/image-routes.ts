import type { FastifyInstance } from 'fastify';
import type { ContentOperations } from '../../../shared/types/generated/api/content.js';
import { routeOf } from '../../http/contract.js';
import { HttpError, MESSAGES } from '../../http/errors.js';
import { contract } from './contract.js';
import { logoFor, pictureFor } from './images.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One SVG route: `draw` answers the picture `name/file` names, or null (404). */
function svgRoute(
  app: FastifyInstance,
  operation: 'getContentPicture' | 'getPartnerLogo',
  draw: (name: string, file: string) => string | null,
): void {
  app.route<{ Params: ContentOperations[typeof operation]['params'] }>({
    ...routeOf(contract, operation),
    config: { tenant: 'none' },
    handler: async (request, reply) => {
      const svg = draw(request.params.name, request.params.file);
      if (!svg) throw new HttpError(404, MESSAGES.notFound);
      return reply.type('image/svg+xml').header('cache-control', IMMUTABLE).send(svg);
    },
  });
}

/** GET content/images/… and content/logos/…: the demo content's pictures (images.ts draws them), cached for a year. */
export async function contentImageRoutes(app: FastifyInstance): Promise<void> {
  svgRoute(app, 'getContentPicture', pictureFor);
  svgRoute(app, 'getPartnerLogo', logoFor);
}
