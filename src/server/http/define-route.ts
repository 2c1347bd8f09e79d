import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Operation, OperationTypes } from '../../shared/api/operation.js';
import { routeOf } from './contract.js';
import { contracts } from './contracts.js';

/**
 * The request a route of `T` receives: its path parameters, query and body as the contract types
 * them, with the properties the schema gives a default present (Fastify fills them in before the
 * handler runs; the generator declares that shape as `filledQuery`/`filledBody`).
 */
export type RouteRequest<T extends OperationTypes> = FastifyRequest<{
  Params: T['params'];
  Querystring: T extends { filledQuery: infer Q } ? Q : T['query'];
  Body: T extends { filledBody: infer B } ? B : T['body'];
}>;

/**
 * What a handler answers: the operation's success body (checked against the contract's type), or
 * the reply it has already sent itself (a file, a redirect, a status other than the first 2xx).
 */
export type RouteAnswer<T extends OperationTypes> = T['response'] | FastifyReply;

/** Everything a route may add to what the contract says: hooks, body limit, its own config. */
export type RouteExtras = Omit<RouteOptions, 'method' | 'url' | 'schema' | 'handler'>;

type Located = { contract: (typeof contracts)[string]; name: string };

let byMethodAndPath: Map<string, Located> | null = null;

/** The contract file and operation name behind a generated operation: method and path are unique across /v1. */
export function locate(operation: Operation): Located {
  if (!byMethodAndPath) {
    byMethodAndPath = new Map();
    for (const contract of Object.values(contracts))
      for (const [name, op] of Object.entries(contract.operations)) byMethodAndPath.set(`${op.method} ${op.path}`, { contract, name });
  }
  const found = byMethodAndPath.get(`${operation.method} ${operation.path}`);
  if (!found) throw new Error(`contratto API: nessuna operazione ${operation.method} ${operation.path}`);
  return found;
}

/**
 * Registers the route of a contract operation: method, URL and schemas from its contract file,
 * params, query, body and the answer's type from the generated `Operation<T>`, so a handler that
 * returns another shape does not compile. A config of `extras` is merged over the contract's
 * (the staff roles stay).
 */
export function defineRoute<T extends OperationTypes>(
  app: FastifyInstance,
  operation: Operation<T>,
  handler: (request: RouteRequest<T>, reply: FastifyReply) => Promise<RouteAnswer<T>>,
  extras: RouteExtras = {},
): void {
  const { contract, name } = locate(operation);
  const route = routeOf(contract, name);
  app.route({
    ...extras,
    ...route,
    config: { ...route.config, ...extras.config },
    handler: handler as RouteOptions['handler'],
  });
}
