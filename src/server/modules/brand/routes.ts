import type { FastifyInstance } from 'fastify';
import { brand } from '../../../shared/types/generated/api/brand.js';
import { defineRoute } from '../../http/define-route.js';
import { HttpError, MESSAGES } from '../../http/errors.js';
import { readBrandFile } from './service.js';

/**
 * Opened as a document, a file on the portal's origin runs with its privileges: the sanitiser
 * already removed scripts from SVGs, and this policy makes sure nothing in any brand file runs,
 * loads or submits anything, whatever a browser would make of it.
 */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/** GET brand/files/{sha256}.{ext}: uploads named by tenants' overrides, the same bytes for every tenant, cached for a year. */
export async function brandRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(
    app,
    brand.getBrandFile,
    async (request, reply) => {
      const file = await readBrandFile(app.db, request.params.file);
      if (!file) throw new HttpError(404, MESSAGES.notFound);
      // A PDF opens in the browser's viewer, as the folder's /app/pdf/ files do, under the site's
      // own policy (a sandboxed document may not show it); a picture or font gets the strict one.
      if (file.contentType === 'application/pdf') reply.header('content-disposition', 'inline');
      else reply.header('content-security-policy', FILE_CSP);
      return reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
    { config: { tenant: 'none' } },
  );
}
