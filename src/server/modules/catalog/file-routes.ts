import type { FastifyInstance } from 'fastify';
import { catalog } from '../../../shared/types/generated/api/catalog.js';
import { defineRoute } from '../../http/define-route.js';
import { HttpError, MESSAGES } from '../../http/errors.js';
import { findFile } from './images-service.js';
import { EXTENSION_TYPES } from './image-processing.js';

/**
 * GET catalog/files/{sha256}.{avif|webp|jpg}: the imported prize pictures, stored in the database
 * (files-repository.ts) so every server process serves them. The name is the hash of the bytes,
 * so they never change: no tenant, no login (an <img> carries neither), cached for a year.
 */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(
    app,
    catalog.getCatalogFile,
    async (request, reply) => {
      const match = /^([0-9a-f]{64})\.(avif|webp|jpg)$/.exec(request.params.file);
      const file = match ? await findFile(app.db, match[1]!) : undefined;
      // The extension must name the stored type: one URL, one representation.
      if (!match || !file || EXTENSION_TYPES[match[2]!] !== file.content_type) throw new HttpError(404, MESSAGES.notFound);
      return reply
        .type(file.content_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.data));
    },
    { config: { tenant: 'none' } },
  );
}
