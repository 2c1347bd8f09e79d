import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Operation, OperationTypes } from '../../../shared/api/operation.js';
import { defineRoute, type RouteAnswer, type RouteRequest } from '../../http/define-route.js';
import { HttpError } from '../../http/errors.js';
import { visibilityOf, type Visibility } from './schedule.js';

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

/**
 * Registers the public reads of scheduled content (news, notices, partners, advantages, initiative
 * pages): a customer's token is read when given (optionalAuth), and the handler is told what the
 * request may see: only what is published now, or everything for a staff member's preview token.
 */
export function publishedReads(app: FastifyInstance) {
  const maybeUser = optionalAuth(app);
  return <T extends OperationTypes>(
    operation: Operation<T>,
    answer: (request: RouteRequest<T>, vis: Visibility) => Promise<RouteAnswer<T>>,
  ): void => defineRoute(app, operation, async (request) => answer(request, visibilityOf(request, app.clock())), { preHandler: maybeUser });
}
