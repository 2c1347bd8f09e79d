import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/types/generated/api/content.js';
import { defineRoute } from '../../http/define-route.js';
import { sendDrawnSvg } from '../../http/drawn-svg.js';
import { logoFor, pictureFor } from './images.js';

/** One SVG route: `draw` answers the picture `name/file` names, or null (404). */
function svgRoute(
  app: FastifyInstance,
  operation: typeof content.getContentPicture | typeof content.getPartnerLogo,
  draw: (name: string, file: string) => string | null,
): void {
  defineRoute(app, operation, async (request, reply) => sendDrawnSvg(reply, draw(request.params.name, request.params.file)), {
    config: { tenant: 'none' },
  });
}

/** GET content/images/… and content/logos/…: the demo content's pictures (images.ts draws them), cached for a year. */
export async function contentImageRoutes(app: FastifyInstance): Promise<void> {
  svgRoute(app, content.getContentPicture, pictureFor);
  svgRoute(app, content.getPartnerLogo, logoFor);
}
