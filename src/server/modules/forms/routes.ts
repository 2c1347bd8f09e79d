import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../http/errors.js';
import { errorResponses, fileResponse } from '../../http/schemas.js';
import { validatorsModuleFor } from './validators-module.js';

/** A year: the URL carries the revision, so a new revision is a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A form id, as the tenant schema allows it (schemas/tenant/forms.schema.json). */
const FORM_ID = '^[a-zA-Z][a-zA-Z0-9]*$';

/**
 * A same-origin path of a script: one leading slash (`//host/…` would be another origin), no
 * query. The app's runtime chunk (/assets/runtime-<hash>.js), or under `vite dev` its source
 * (/@fs/…/src/shared/forms/runtime.ts).
 */
const RUNTIME_PATH = '^/[A-Za-z0-9_@~.-][A-Za-z0-9_@~./-]*\\.(js|mjs|ts)$';

/**
 * GET forms/validators.js?form=<formId>&runtime=<path>: one form's validators as an ES module
 * (src/shared/forms/compile-module.ts). The browser imports it instead of compiling the schema,
 * which would need 'unsafe-eval'. The module imports the forms runtime from `runtime`, the path
 * of the runtime module the app itself loaded, so both share one instance and a new build (a new
 * chunk hash) is a new URL. With `rev` equal to the current revision the answer is cached for
 * good; any other `rev` (or none) gets the current module, revalidated every time.
 */
export async function formsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { form: string; runtime: string; rev?: string } }>(
    '/forms/validators.js',
    {
      schema: {
        tags: ['forms'],
        operationId: 'getFormValidators',
        security: [],
        summary: "One of the tenant's forms' validators as an ES module (CSP-safe precompiled ajv code)",
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['form', 'runtime'],
          properties: {
            form: { type: 'string', maxLength: 64, pattern: FORM_ID, description: 'Form id in the tenant file (login, signup…).' },
            runtime: {
              type: 'string',
              maxLength: 300,
              pattern: RUNTIME_PATH,
              description: 'Path of the forms runtime module the app loaded (its `RUNTIME_URL`); the module imports it.',
            },
            rev: {
              type: 'string',
              maxLength: 64,
              description: 'Tenant revision (app/start `revision`); when current, the answer is immutable.',
            },
          },
        },
        response: {
          200: fileResponse('text/javascript', 'JavaScript module exporting `rootSchema` and one validator per schema RJSF may validate.'),
          304: { type: 'null', description: 'Unchanged.' },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { form, runtime, rev } = request.query;
      const module = validatorsModuleFor(request.tenant, form, runtime);
      if (!module) return reply.code(404).send({ error: MESSAGES.notFound });
      const current = rev === module.revision;
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
