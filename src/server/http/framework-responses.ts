import type { RouteOptions } from 'fastify';
import { errorResponseRef } from './schemas.js';

type ResponseSchemas = Record<string, unknown>;

/**
 * The error answers that Fastify, its plugins and our own hooks can give on a route whatever
 * its handler does, so that the OpenAPI document (and the serialiser) declare every status a
 * client can really receive:
 * - 400 on every route: a malformed Host header is refused before routing, and input that
 *   breaks the route's schema is refused by validation;
 * - 404 on every route that needs a tenant: an unknown host is "App not found";
 * - 413 and 415 on routes that read a body (any method but GET and HEAD): over the size limit,
 *   or a media type no parser takes;
 * - 414 on routes with path parameters: a parameter longer than the router's limit.
 * A route that already declares one of these keeps its own entry.
 */
export function addFrameworkResponses(route: RouteOptions): void {
  const schema = route.schema;
  if (!schema || schema.hide) return;
  const response = (schema.response ??= {}) as ResponseSchemas;
  const add = (...codes: number[]) => {
    for (const code of codes) response[code] ??= errorResponseRef;
  };
  add(400);
  if (route.config?.tenant !== 'none') add(404);
  if ([route.method].flat().some((m) => m !== 'GET' && m !== 'HEAD')) add(413, 415);
  if (route.url.includes(':')) add(414);
}
