/**
 * The app's side of the API contract: for each schemas/api/<area>.json (format:
 * schemas/api/contract.schema.json), one module src/shared/types/generated/api/<area>.ts with
 * - a TypeScript type per `$defs` entry (json-schema-to-typescript);
 * - `<Area>Operations`: per operation, the types of its path parameters, query, body and answer;
 * - `<area>`: per operation, its method and path as a typed `Operation` for the API client.
 * Called by scripts/gen-types.ts.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { Ajv } from 'ajv';
import type { ContractFile, ContractOperation, JsonObject } from '../src/shared/api/contract-file.js';
import { withSharedDefinitionsAll, type DefinitionsFile } from '../src/shared/api/contract-refs.js';

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const NONE: JSONSchema = { tsType: 'undefined' };
const asSchema = (value: unknown) => value as JSONSchema;

/**
 * The schema of the success answer: the first 2xx; `void` for 204 or none. A non-JSON answer
 * declared as OpenAPI media types (`{content: {'image/svg+xml': {schema}}}`) is its first schema.
 */
function successOf(op: ContractOperation): JSONSchema {
  const status = Object.keys(op.responses)
    .filter((code) => code.startsWith('2'))
    .sort()[0];
  if (!status || status === '204') return { tsType: 'void' };
  const answer = op.responses[status] as { content?: Record<string, { schema?: unknown }> } | undefined;
  const media = answer?.content ? Object.values(answer.content)[0]?.schema : undefined;
  return asSchema(media ?? answer) ?? { tsType: 'void' };
}

/**
 * For the types only: a reference whose sibling `type` admits null (`{"$ref": "#/$defs/Image",
 * "type": ["object", "null"]}`, which the server resolves to a nullable copy of Image) becomes
 * `Image | null`, where json-schema-to-typescript would merge the sibling into Image itself.
 */
function nullableRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableRefs);
  if (schema === null || typeof schema !== 'object') return schema;
  const { $ref, type, ...rest } = schema as Record<string, unknown>;
  if (typeof $ref === 'string' && Array.isArray(type) && type.includes('null'))
    return { ...(nullableRefs(rest) as object), anyOf: [{ $ref }, { type: 'null' }] };
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, nullableRefs(value)]));
}

/** Keywords that say what a value is; a schema with none of them (only a description) accepts anything. */
const SHAPING = ['type', '$ref', 'enum', 'const', 'anyOf', 'oneOf', 'allOf', 'properties', 'additionalProperties', 'items', 'tsType'];

/**
 * A copy of `schema` where every schema that accepts anything is typed `unknown`:
 * json-schema-to-typescript makes `{description: '…'}` an object type, `{}` alone `unknown`.
 */
function untypedAsUnknown(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(untypedAsUnknown);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = { ...(schema as Record<string, unknown>) };
  const each = (map: unknown) =>
    map && typeof map === 'object' ? Object.fromEntries(Object.entries(map).map(([k, v]) => [k, untypedAsUnknown(v)])) : map;
  for (const key of ['properties', 'patternProperties', '$defs']) if (key in out) out[key] = each(out[key]);
  for (const key of ['items', 'additionalProperties', 'not', 'anyOf', 'oneOf', 'allOf'])
    if (key in out) out[key] = untypedAsUnknown(out[key]);
  if (!SHAPING.some((key) => key in out)) out['tsType'] = 'unknown';
  return out;
}

/**
 * The query or body as the server's handler receives it: Fastify fills in every property the
 * schema gives a `default` before the handler runs, so those are present there although a caller
 * may leave them out. Null when no property has a default (the caller's type already fits).
 */
function filledOf(schema: JsonObject | undefined, contract: ContractFile): JsonObject | null {
  const ref = typeof schema?.['$ref'] === 'string' ? /^#\/\$defs\/(.+)$/.exec(schema['$ref'])?.[1] : undefined;
  const target = ref ? contract.$defs[ref] : schema;
  const properties = target?.['properties'];
  if (!target || !properties || typeof properties !== 'object' || Array.isArray(properties)) return null;
  const required = Array.isArray(target['required']) ? (target['required'] as string[]) : [];
  const defaulted = Object.entries(properties)
    .filter(([key, value]) => !required.includes(key) && value !== null && typeof value === 'object' && 'default' in value)
    .map(([key]) => key);
  if (!defaulted.length) return null;
  const { title: _title, ...rest } = target;
  return { ...rest, required: [...required, ...defaulted] };
}

/** The JSON files of `dir` (`<root>/schemas/…`), each validated against its meta-schema `metaFile` there; a broken one stops generation with its path. */
async function readValidated<T>(root: string, dir: string, metaFile: string): Promise<{ name: string; file: string; content: T }[]> {
  const meta = JSON.parse(await readFile(path.join(dir, metaFile), 'utf8')) as object;
  const validate = new Ajv({ allErrors: true, strict: false }).compile(meta);
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json') && !n.endsWith('.schema.json')).sort();
  const read = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const content = JSON.parse(await readFile(file, 'utf8')) as T;
    if (!validate(content)) {
      const problems = (validate.errors ?? []).map((e) => `  ${e.instancePath || '/'}: ${e.message ?? 'non valido'}`).join('\n');
      throw new Error(`${path.relative(root, file)} non rispetta ${metaFile}:\n${problems}`);
    }
    read.push({ name, file, content });
  }
  return read;
}

/**
 * The contract files, validated against their meta-schema, each with the shared definitions of
 * schemas/api/common/ it refers to brought into its `$defs` (src/shared/api/contract-refs.ts).
 */
export async function readContracts(root: string): Promise<{ area: string; file: string; contract: ContractFile }[]> {
  const dir = path.join(root, 'schemas/api');
  const areas = await readValidated<ContractFile>(root, dir, 'contract.schema.json');
  const shared = await readValidated<DefinitionsFile>(root, path.join(dir, 'common'), 'definitions.schema.json');
  const contracts = withSharedDefinitionsAll(
    Object.fromEntries(areas.map(({ name, content }) => [name.replace(/\.json$/, ''), content])),
    Object.fromEntries(shared.map(({ name, content }) => [`common/${name}`, content])),
  );
  return areas.map(({ name, file }) => {
    const area = name.replace(/\.json$/, '');
    return { area, file, contract: contracts[area]! };
  });
}

/** The generated module of one contract file. */
export async function apiTypesSource(area: string, contract: ContractFile, banner: string): Promise<string> {
  // staff-customers.json → staffCustomers, StaffCustomersOperations: the module's export and type names.
  const name = area.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
  const typeName = `${pascal(name)}Operations`;
  const operations = Object.fromEntries(
    Object.entries(contract.operations).map(([name, op]) => {
      const filledQuery = filledOf(op.querystring, contract);
      const filledBody = filledOf(op.body, contract);
      return [
        name,
        asSchema({
          type: 'object',
          additionalProperties: false,
          required: ['params', 'query', 'body', 'response', ...(filledQuery ? ['filledQuery'] : []), ...(filledBody ? ['filledBody'] : [])],
          properties: {
            params: asSchema(untypedAsUnknown(op.params)) ?? NONE,
            query: asSchema(untypedAsUnknown(op.querystring)) ?? NONE,
            body: asSchema(untypedAsUnknown(op.body)) ?? NONE,
            response: asSchema(untypedAsUnknown(successOf(op))),
            ...(filledQuery ? { filledQuery: asSchema(untypedAsUnknown(filledQuery)) } : {}),
            ...(filledBody ? { filledBody: asSchema(untypedAsUnknown(filledBody)) } : {}),
          },
        }),
      ];
    }),
  );
  const root: JSONSchema = {
    title: typeName,
    description: `Inputs and answers of the operations of schemas/api/${area}.json.`,
    type: 'object',
    additionalProperties: false,
    required: Object.keys(operations),
    properties: operations,
    $defs: asSchema(Object.fromEntries(Object.entries(contract.$defs).map(([name, schema]) => [name, untypedAsUnknown(schema)]))),
  };
  const types = await compile(nullableRefs(root) as JSONSchema, typeName, {
    bannerComment: '',
    additionalProperties: false,
    unreachableDefinitions: true,
    format: true,
    style: { singleQuote: true, printWidth: 120 },
  });
  const descriptors = Object.entries(contract.operations)
    .map(
      ([name, op]) =>
        `  /** ${op.summary.replace(/\*\//g, '*\\/')} */\n  ${name}: { method: '${op.method}', path: '${op.path}' } as Operation<${typeName}['${name}']>,`,
    )
    .join('\n');
  return `${banner}
import type { Operation } from '../../../api/operation.js';

${types.trim()}

/** The operations of schemas/api/${area}.json, for the API client: \`call(${name}.${Object.keys(contract.operations)[0]}, input)\`. */
export const ${name} = {
${descriptors}
};
`;
}
