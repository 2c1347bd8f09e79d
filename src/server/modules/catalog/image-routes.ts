import type { FastifyInstance } from 'fastify';
import { catalog } from '../../../shared/types/generated/api/catalog.js';
import { defineRoute } from '../../http/define-route.js';
import { HttpError, MESSAGES } from '../../http/errors.js';
import { isGlyph, renderImage } from './images.js';

/**
 * GET catalog/images/{glyph}/{colour}.svg: the placeholder prize pictures (images.ts draws them).
 * Content-addressed, the same for every tenant: no tenant, no login, cached for a year.
 */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(
    app,
    catalog.getProductImage,
    async (request, reply) => {
      const { glyph, file } = request.params;
      const color = /^([0-9a-f]{6})\.svg$/.exec(file)?.[1];
      if (!color || !isGlyph(glyph)) throw new HttpError(404, MESSAGES.notFound);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(renderImage(glyph, color));
    },
    { config: { tenant: 'none' } },
  );
}
