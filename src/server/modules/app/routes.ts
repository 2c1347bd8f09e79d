import type { FastifyInstance } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type { AppOperations } from '../../../shared/types/generated/api/app.js';
import contractFile from '../../../../schemas/api/app.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
import { appStartFor, recordClientError, tenantFileFor } from './service.js';
import { etagMatches } from '../../http/etag.js';
import { addressKey } from '../../http/client-address.js';
import { MESSAGES } from '../../http/errors.js';
import { consume, type Limit } from '../../http/rate-limit.js';

const contract = contractFile as ContractFile;

export interface AppRoutesOptions {
  /** Reports per client address and window; the endpoint is anonymous, so it must be bounded. */
  errorLogRateLimit: Limit;
}

/** Boot calls of the SPA (GET app/start, GET app/tenant: 304 when the client already has this revision) and the client error log (POST app/errors). */
export async function appRoutes(app: FastifyInstance, options: AppRoutesOptions): Promise<void> {
  const errorLogLimit: Limit = { message: MESSAGES.tooManyRequests, ...options.errorLogRateLimit };
  app.route({
    ...routeOf(contract, 'getAppStart'),
    config: { tenantFresh: true },
    handler: async (request, reply) => {
      const etag = `"start-${request.tenant.revision}"`;
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return appStartFor(request.tenant);
    },
  });

  app.route({
    ...routeOf(contract, 'getTenantFile'),
    config: { tenantFresh: true },
    handler: async (request, reply) => {
      const etag = `"tenant-${request.tenant.revision}"`;
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return tenantFileFor(request.tenant);
    },
  });

  app.route<{ Body: AppOperations['reportError']['body'] }>({
    ...routeOf(contract, 'reportError'),
    bodyLimit: 16 * 1024,
    // Counted in the database like every limit (one per process would multiply with the
    // processes), and before the body is read, as the in-memory limiter did.
    onRequest: async (request) => consume(app.db, `errors:addr:${addressKey(request.ip)}`, errorLogLimit, app.clock()),
    handler: async (request, reply) => {
      await recordClientError(app.db, request.tenant.alias, request.body);
      return reply.code(204).send();
    },
  });
}
