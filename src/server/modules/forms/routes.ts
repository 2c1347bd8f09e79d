import type { FastifyInstance } from 'fastify';
import { errorResponses, fileResponse } from '../../http/schemas.js';
import { validatorsModuleFor } from './validators-module.js';

/** A year: the URL carries the revision, so a new revision is a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET forms/validators.js: the tenant's form validators as a standalone ES module (see
 * src/shared/forms/compile-module.ts). The browser imports it instead of compiling schemas,
 * which would need 'unsafe-eval'. With `rev` equal to the current revision the answer is
 * cached for good; any other `rev` (or none) gets the current module, revalidated every time.
 */
export async function formsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { rev?: string } }>(
    '/forms/validators.js',
    {
      schema: {
        tags: ['forms'],
        summary: "The tenant's form validators as an ES module (CSP-safe precompiled ajv code)",
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { rev: { type: 'string', maxLength: 64, description: 'Tenant revision (app/start `revision`); when current, the answer is immutable.' } },
        },
        response: {
          200: fileResponse('text/javascript', 'JavaScript module exporting `forms`, `failed` and `revision`.'),
          304: { type: 'null', description: 'Unchanged.' },
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const module = validatorsModuleFor(request.tenant);
      const current = request.query.rev === module.revision;
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', current ? IMMUTABLE : 'no-cache')
        .header('etag', module.etag)
        // The tenant comes from the host or X-Client-Info: caches must keep them apart.
        .header('vary', 'Host, X-Client-Info');
      const inm = request.headers['if-none-match'];
      if (inm !== undefined && inm.split(',').some((tag) => tag.trim() === module.etag)) return reply.code(304).send();
      return reply.send(module.code);
    },
  );
}
