import type { Ajv } from 'ajv';
import type { FastifySchema, RouteOptions } from 'fastify';
import { refuseControlCharacters } from '../../shared/control-characters.js';
import { noControlCharactersKeyword } from '../../shared/forms/keywords.js';

/**
 * The rules every request schema follows, so hostile input stops at validation (400) instead of
 * reaching the database: integers within what the columns hold, text without control characters.
 */

/** The largest value of an `integer` column: 32-bit on PostgreSQL, which refuses anything beyond (500). */
export const INT_MAX = 2_147_483_647;

/** Fastify's `ajv.plugins` entry: the server's ajv knows the text rule keyword, as the forms' ajv does. */
export function textRuleAjvPlugin(ajv: Ajv): Ajv {
  return ajv.addKeyword(noControlCharactersKeyword);
}

const REQUEST_PARTS = ['body', 'querystring', 'query', 'params', 'headers'] as const;

/**
 * onRoute hook: every string a request may carry gets the text rule, whatever the route's schema
 * says, so a new field cannot forget it. The OpenAPI document shows the keyword too.
 */
export function applyTextRule(route: RouteOptions): void {
  const schema = route.schema as (FastifySchema & Record<string, unknown>) | undefined;
  if (!schema) return;
  const parts = REQUEST_PARTS.filter((part) => schema[part] !== undefined);
  if (parts.length) route.schema = { ...schema, ...Object.fromEntries(parts.map((part) => [part, refuseControlCharacters(schema[part])])) };
}
