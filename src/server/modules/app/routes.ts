import type { FastifyInstance } from 'fastify';
import { app as appApi } from '../../../shared/types/generated/api/app.js';
import { defineRoute } from '../../http/define-route.js';
import { appStartFor, recordClientError, tenantFileFor } from './service.js';
import { etagMatches } from '../../http/etag.js';
import { addressKey } from '../../http/client-address.js';
import { MESSAGES } from '../../http/errors.js';
import { consume, type Limit } from '../../http/rate-limit.js';

export interface AppRoutesOptions {
  /** Reports per client address and window; the endpoint is anonymous, so it must be bounded. */
  errorLogRateLimit: Limit;
}

/** Boot calls of the SPA (GET app/start, GET app/tenant: 304 when the client already has this revision) and the client error log (POST app/errors). */
export async function appRoutes(app: FastifyInstance, options: AppRoutesOptions): Promise<void> {
  const errorLogLimit: Limit = { message: MESSAGES.tooManyRequests, ...options.errorLogRateLimit };
  defineRoute(
    app,
    appApi.getAppStart,
    async (request, reply) => {
      const etag = `"start-${request.tenant.revision}"`;
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return appStartFor(request.tenant);
    },
    { config: { tenantFresh: true } },
  );

  defineRoute(
    app,
    appApi.getTenantFile,
    async (request, reply) => {
      const etag = `"tenant-${request.tenant.revision}"`;
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return tenantFileFor(request.tenant);
    },
    { config: { tenantFresh: true } },
  );

  defineRoute(
    app,
    appApi.reportError,
    async (request, reply) => {
      await recordClientError(app.db, request.tenant.alias, request.body);
      return reply.code(204).send();
    },
    {
      bodyLimit: 16 * 1024,
      // Counted in the database like every limit (one per process would multiply with the
      // processes), and before the body is read, as the in-memory limiter did.
      onRequest: async (request) => consume(app.db, `errors:addr:${addressKey(request.ip)}`, errorLogLimit, app.clock()),
    },
  );
}
