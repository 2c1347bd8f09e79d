import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from '../../http/errors.js';
import { errorResponses, fileResponse } from '../../http/schemas.js';
import { isGlyph, renderImage } from './images.js';

/**
 * GET catalog/images/{glyph}/{colour}.svg: the placeholder prize pictures (images.ts draws them).
 * Content-addressed, the same for every tenant: no tenant, no login, cached for a year.
 */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { glyph: string; file: string } }>(
    '/catalog/images/:glyph/:file',
    {
      config: { tenant: 'none' },
      schema: {
        tags: ['catalog'],
        summary: 'Placeholder prize picture (SVG, 400×300)',
        params: { type: 'object', required: ['glyph', 'file'], properties: { glyph: { type: 'string', maxLength: 40 }, file: { type: 'string', maxLength: 40 } } },
        response: { 200: fileResponse('image/svg+xml', 'SVG picture, 400×300.'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { glyph, file } = request.params;
      const color = /^([0-9a-f]{6})\.svg$/.exec(file)?.[1];
      if (!color || !isGlyph(glyph)) throw new HttpError(404, MESSAGES.notFound);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(renderImage(glyph, color));
    },
  );
}
