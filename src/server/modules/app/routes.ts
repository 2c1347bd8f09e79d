import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/schemas.js';
import { appStartResponse, errorReportBody, tenantFileResponse } from './schemas.js';
import { appStartFor, recordClientError, tenantFileFor, type ErrorReport } from './service.js';
import { etagMatches } from '../../http/etag.js';
import { addressKey } from '../../http/client-address.js';
import { MESSAGES } from '../../http/errors.js';
import { consume, type Limit } from '../../http/rate-limit.js';

export interface AppRoutesOptions {
  /** Reports per client address and window; the endpoint is anonymous, so it must be bounded. */
  errorLogRateLimit: Limit;
}

/** Answers 304 when the client already has this revision. */
/** Boot calls of the SPA (GET app/start, GET app/tenant) and the client error log (POST app/errors). */
export async function appRoutes(app: FastifyInstance, options: AppRoutesOptions): Promise<void> {
  const errorLogLimit: Limit = { message: MESSAGES.tooManyRequests, ...options.errorLogRateLimit };
  app.get(
    '/app/start',
    {
      config: { tenantFresh: true },
      schema: {
        tags: ['app'],
        summary: 'App config of the tenant (spec §7 GET app/start)',
        response: { 200: appStartResponse, 304: { type: 'null', description: 'Unchanged.' }, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const etag = `"start-${request.tenant.revision}"`;
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return appStartFor(request.tenant);
    },
  );

  app.get(
    '/app/tenant',
    {
      config: { tenantFresh: true },
      schema: {
        tags: ['app'],
        summary: 'The tenant file, loaded by the SPA in parallel with app/start',
        response: { 200: tenantFileResponse, 304: { type: 'null', description: 'Unchanged.' }, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const etag = `"tenant-${request.tenant.revision}"`;
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return tenantFileFor(request.tenant);
    },
  );

  app.post<{ Body: ErrorReport }>(
    '/app/errors',
    {
      bodyLimit: 16 * 1024,
      // Counted in the database like every limit (one per process would multiply with the
      // processes), and before the body is read, as the in-memory limiter did.
      onRequest: async (request) => consume(app.db, `errors:addr:${addressKey(request.ip)}`, errorLogLimit, app.clock()),
      schema: {
        tags: ['app'],
        summary: 'Client error log (spec §4: the SPA reports 5xx answers)',
        body: errorReportBody,
        response: { 204: { type: 'null', description: 'Stored.' }, ...errorResponses(400, 404, 413, 429) },
      },
    },
    async (request, reply) => {
      await recordClientError(app.db, request.tenant.alias, request.body);
      return reply.code(204).send();
    },
  );
}
