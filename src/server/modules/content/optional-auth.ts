import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.js';

/**
 * preHandler for public routes that answer more to a signed-in customer (advantages, panel):
 * a valid bearer token sets request.user like app.authenticate; no token, or one that fails,
 * leaves it null. A failing token is not an error here: the page is public, and a route that
 * needs the customer answers 401 itself, which makes the SPA refresh and retry.
 */
export function optionalAuth(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.headers.authorization) return;
    try {
      await app.authenticate.call(app, request, reply);
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode !== 401) throw err;
      request.user = null;
    }
  };
}
