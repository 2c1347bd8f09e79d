/**
 * The text rule of every input, in the browser's forms and on the server: no C0 control
 * character and no DEL, except tab, line feed and carriage return (multi-line fields). None has
 * a place in a name, an address or a message, and PostgreSQL refuses NUL in text outright (the
 * API answered 500). Browser-safe: no ajv here; the keyword itself is in forms/keywords.ts.
 */
export const CONTROL_CHARACTER_CLASS = '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]';

export const CONTROL_CHARACTERS_MESSAGE = 'Il testo contiene caratteri non ammessi';

/**
 * The JSON Schema keyword that applies the rule to a string (`true`). `x-` because the route
 * schemas carrying it are published as OpenAPI 3.0, which allows only extensions so named.
 */
export const NO_CONTROL_CHARACTERS = 'x-no-control-characters';

const CONTROL_CHARACTER = new RegExp(CONTROL_CHARACTER_CLASS);

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keywords whose value is a map of sub-schemas. */
const SCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas'];
/** Keywords whose value is a sub-schema (or, for items, a list of them). `not` and `if` are left alone: the rule inside them would turn into its opposite. */
const SUBSCHEMAS = [
  'additionalProperties',
  'items',
  'additionalItems',
  'contains',
  'then',
  'else',
  'unevaluatedProperties',
  'unevaluatedItems',
];
const SCHEMA_LISTS = ['items', 'prefixItems', 'anyOf', 'oneOf', 'allOf'];

function mayBeString(schema: JsonObject): boolean {
  const type = schema['type'];
  return type === undefined || type === 'string' || (Array.isArray(type) && type.includes('string'));
}

/**
 * A copy of `schema` where every sub-schema a string may meet carries the rule, so no field can
 * be forgotten: route schemas (server, at route registration) and tenant forms (effective-forms.ts)
 * both go through here. Fields of an object with `additionalProperties: true` are checked too. A
 * schema that already says `"x-no-control-characters": false` keeps it.
 */
export function refuseControlCharacters<S>(schema: S): S {
  if (!isObject(schema)) return schema;
  const out: JsonObject = { ...schema };
  for (const key of SCHEMA_MAPS) {
    const map = out[key];
    if (isObject(map)) out[key] = Object.fromEntries(Object.entries(map).map(([name, sub]) => [name, refuseControlCharacters(sub)]));
  }
  for (const key of SUBSCHEMAS) if (isObject(out[key])) out[key] = refuseControlCharacters(out[key]);
  for (const key of SCHEMA_LISTS) {
    const list = out[key];
    if (Array.isArray(list)) out[key] = list.map((sub) => refuseControlCharacters(sub));
  }
  if (out['additionalProperties'] === true) out['additionalProperties'] = { [NO_CONTROL_CHARACTERS]: true };
  const dependencies = out['dependencies'];
  if (isObject(dependencies))
    out['dependencies'] = Object.fromEntries(Object.entries(dependencies).map(([name, dep]) => [name, refuseControlCharacters(dep)]));
  if (mayBeString(out) && !(NO_CONTROL_CHARACTERS in out)) out[NO_CONTROL_CHARACTERS] = true;
  return out as S;
}
