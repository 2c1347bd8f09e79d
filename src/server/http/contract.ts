/**
 * The server's side of the API contract: a route's method, URL and schemas come from the
 * operation declared in schemas/api/<area>.json (format: schemas/api/contract.schema.json), the
 * same file the app's typed operations are generated from. So validation, serialisation, the
 * OpenAPI document and the app's types cannot disagree. One exception to serialisation: the
 * product listing sends JSON text built from stored cards (catalog/views.ts, listingDataJson),
 * which product-cards.test.ts holds to the answer of the prize's own route.
 */
import type { FastifySchema, HTTPMethods } from 'fastify';
import type { ContractFile, Json, JsonObject } from '../../shared/api/contract-file.js';
import { errorResponses } from './schemas.js';

const LOCAL_REF = /^#\/\$defs\/([A-Za-z0-9]+)$/;

/**
 * A copy of `schema` with every `#/$defs/Name` reference replaced by that definition (its own
 * keywords, e.g. a description, kept beside it). Copies, because hooks add keywords to route
 * schemas and two routes must not share an object.
 */
function resolve(schema: Json, defs: ContractFile['$defs'], seen: readonly string[] = []): Json {
  if (Array.isArray(schema)) return schema.map((item) => resolve(item, defs, seen));
  if (schema === null || typeof schema !== 'object') return schema;
  const { $ref, ...rest } = schema;
  const out: JsonObject = {};
  if (typeof $ref === 'string') {
    const name = LOCAL_REF.exec($ref)?.[1];
    const target = name ? defs[name] : undefined;
    if (!name || !target) throw new Error(`contratto API: riferimento sconosciuto ${$ref}`);
    if (seen.includes(name)) throw new Error(`contratto API: riferimento circolare ${[...seen, name].join(' → ')}`);
    Object.assign(out, resolve(target, defs, [...seen, name]));
  }
  for (const [key, value] of Object.entries(rest)) out[key] = resolve(value, defs, seen);
  return out;
}

/**
 * Method, URL (`{name}` → `:name`) and Fastify schema of a contract operation: what `defineRoute`
 * (define-route.ts) registers for a generated operation.
 */
export function routeOf(
  contract: ContractFile,
  name: string,
): {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema;
  config?: { staffRoles: NonNullable<ContractFile['operations'][string]['roles']> };
} {
  const op = contract.operations[name];
  if (!op) throw new Error(`contratto API ${contract.title}: operazione sconosciuta ${name}`);
  const part = (schema: JsonObject | undefined) => (schema ? (resolve(schema, contract.$defs) as JsonObject) : undefined);
  const response: Record<string, unknown> = { ...errorResponses(...(op.errors ?? [])) };
  for (const [status, schema] of Object.entries(op.responses)) response[status] = resolve(schema, contract.$defs);
  // Every operation has an id (code generators name methods by it) and says its security: none
  // declared means public, written as [] so a reader need not guess.
  const schema: FastifySchema & Record<string, unknown> = {
    summary: op.summary,
    operationId: op.operationId ?? name,
    security: op.security ?? [],
    response,
  };
  if (op.description) schema.description = op.description;
  if (op.roles) schema.description = `${op.description ? `${op.description} ` : ''}Staff roles: ${op.roles.join(', ')}.`;
  if (op.tags) schema.tags = op.tags;
  if (op.consumes) schema.consumes = op.consumes;
  for (const key of ['params', 'querystring', 'headers', 'body'] as const) {
    const resolved = part(op[key]);
    if (resolved) schema[key] = resolved;
  }
  const url = op.path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
  // The console's guard (plugins/staff-guard.ts) reads the roles from the route's config.
  return op.roles ? { method: op.method, url, schema, config: { staffRoles: op.roles } } : { method: op.method, url, schema };
}
