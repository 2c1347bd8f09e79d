import type { FastifyInstance } from 'fastify';
import { catalog } from '../../../shared/types/generated/api/catalog.js';
import { defineRoute } from '../../http/define-route.js';
import { colorOfFile, sendDrawnSvg } from '../../http/drawn-svg.js';
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
      const color = colorOfFile(file);
      return sendDrawnSvg(reply, color && isGlyph(glyph) ? renderImage(glyph, color) : null);
    },
    { config: { tenant: 'none' } },
  );
}
