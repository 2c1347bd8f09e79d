/**
 * The operations of an OpenAPI 3.0 document, flattened into what a fuzzer needs: each input
 * (path, query and header parameters, body properties) with its schema, the body's media types,
 * and the declared responses. Reads the document the server serves, so a route added tomorrow
 * is fuzzed without touching the suite.
 */
export type JsonSchema = Record<string, unknown>;
export type OpenApiDoc = { paths: Record<string, Record<string, RawOperation>>; components?: { schemas?: Record<string, JsonSchema> } };

interface RawParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface RawOperation {
  parameters?: RawParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface Field {
  in: 'path' | 'query' | 'header' | 'body';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI path template, e.g. /v1/catalog/products/{id}. */
  path: string;
  /** `GET /v1/catalog/products/{id}`. */
  id: string;
  fields: Field[];
  /** Media types of the request body, JSON first; empty when the operation takes none. */
  bodyTypes: string[];
  /** The body's object schema (the JSON one when several are declared). */
  bodySchema?: JsonSchema;
  /** JSON pointer of each declared response, by status code, for the response checker. */
  responses: Record<string, { pointer: string; mediaTypes: string[] }>;
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** Follows a local `#/components/...` reference (one level is all @fastify/swagger writes). */
export function deref(doc: OpenApiDoc, schema: JsonSchema | undefined): JsonSchema {
  const ref = schema?.['$ref'];
  if (typeof ref !== 'string') return schema ?? {};
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
  return (target as JsonSchema | undefined) ?? {};
}

export function operationsOf(doc: OpenApiDoc): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const fields: Field[] = (op.parameters ?? [])
        .filter((p) => p.in !== 'cookie')
        .map((p) => ({ in: p.in as Field['in'], name: p.name, required: p.required === true || p.in === 'path', schema: p.schema ?? {} }));
      const content = op.requestBody?.content ?? {};
      const bodyTypes = Object.keys(content).sort((a, b) => Number(b === 'application/json') - Number(a === 'application/json'));
      const bodySchema = bodyTypes[0] === undefined ? undefined : deref(doc, content[bodyTypes[0]]?.schema);
      const required = new Set((bodySchema?.['required'] as string[] | undefined) ?? []);
      for (const [name, schema] of Object.entries((bodySchema?.['properties'] as Record<string, JsonSchema> | undefined) ?? {})) {
        fields.push({ in: 'body', name, required: required.has(name), schema });
      }
      const responses: Operation['responses'] = {};
      for (const [status, response] of Object.entries(op.responses)) {
        responses[status] = {
          pointer: `#/paths/${escapePointer(path)}/${method}/responses/${status}`,
          mediaTypes: Object.keys(response.content ?? {}),
        };
      }
      operations.push({
        method: method.toUpperCase(),
        path,
        id: `${method.toUpperCase()} ${path}`,
        fields,
        bodyTypes,
        bodySchema,
        responses,
      });
    }
  }
  return operations;
}
