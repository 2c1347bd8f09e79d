import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from '../../http/errors.js';
import { errorResponses, fileResponse } from '../../http/schemas.js';
import { logoFor, pictureFor } from './images.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const params = { type: 'object', required: ['name', 'file'], properties: { name: { type: 'string', maxLength: 40 }, file: { type: 'string', maxLength: 40 } } } as const;

/** One SVG route: `draw` answers the picture `name/file` names, or null (404). */
function svgRoute(app: FastifyInstance, url: string, summary: string, description: string, draw: (name: string, file: string) => string | null): void {
  app.get<{ Params: { name: string; file: string } }>(
    url,
    { config: { tenant: 'none' }, schema: { tags: ['content'], summary, params, response: { 200: fileResponse('image/svg+xml', description), ...errorResponses(404) } } },
    async (request, reply) => {
      const svg = draw(request.params.name, request.params.file);
      if (!svg) throw new HttpError(404, MESSAGES.notFound);
      return reply.type('image/svg+xml').header('cache-control', IMMUTABLE).send(svg);
    },
  );
}

/** GET content/images/… and content/logos/…: the demo content's pictures (images.ts draws them), cached for a year. */
export async function contentImageRoutes(app: FastifyInstance): Promise<void> {
  svgRoute(app, '/content/images/:name/:file', 'Demo content picture (SVG, 800×450)', 'SVG picture, 800×450.', pictureFor);
  svgRoute(app, '/content/logos/:name/:file', 'Demo partner logo (SVG, 240×120)', 'SVG logo, 240×120.', logoFor);
}
