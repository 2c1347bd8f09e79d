import type { InjectOptions } from 'fastify';
import type { Field, Operation } from './operations.js';
import { MISSING, RawNumber, type Value } from './values.js';

/** One fuzz case: a value (or MISSING) per input, keyed `in:name`, plus how the body is sent. */
export interface FuzzCase {
  values: Record<string, Value>;
  /** Extra body properties the schema does not declare. */
  extra?: Record<string, Value>;
  /** Media type of the body; one of the operation's bodyTypes. */
  encoding?: string;
}

export const keyOf = (field: Field) => `${field.in}:${field.name}`;

const RAW = '\u0000RAW:';
/** JSON with RawNumber written as a bare numeric literal (JSON.stringify cannot). */
function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v instanceof RawNumber ? `${RAW}${v.digits}` : typeof v === 'bigint' ? v.toString() : v,
  ).replace(/"\\u0000RAW:(-?\d+)"/g, '$1');
}

/** How a value travels in a URL or a header: strings as they are, the rest as text. */
function asText(value: Value): string {
  if (typeof value === 'string') return value;
  if (value instanceof RawNumber) return value.digits;
  return typeof value === 'object' ? toJson(value) : String(value);
}

/**
 * A path segment, percent-encoded as every HTTP client sends it: a raw `../` would be resolved
 * by the client (or the router) into another URL, which is no longer a request to this operation.
 * A lone surrogate has no UTF-8 form (encodeURIComponent throws): a client sends U+FFFD instead.
 */
const segment = (value: Value) => encodeURIComponent(asText(value).replace(/\p{Surrogate}/gu, '\uFFFD'));

const validHeader = (text: string) => /^[\t\x20-\x7e]*$/.test(text);

/** The inject options of a case (the caller adds authentication and the client address). */
export function toRequest(op: Operation, fuzz: FuzzCase, headers: Record<string, string>): InjectOptions {
  const query: Record<string, string | string[]> = {};
  const requestHeaders: Record<string, string> = { ...headers };
  const body: Record<string, Value> = {};
  let url = op.path;
  for (const field of op.fields) {
    const value = fuzz.values[keyOf(field)];
    if (field.in === 'path') {
      url = url.replace(`{${field.name}}`, value === MISSING ? '' : segment(value));
      continue;
    }
    if (value === MISSING) continue;
    if (field.in === 'query') query[field.name] = Array.isArray(value) ? value.map(asText) : asText(value);
    else if (field.in === 'header')
      requestHeaders[field.name] = validHeader(asText(value)) ? asText(value) : encodeURIComponent(asText(value));
    else body[field.name] = value;
  }
  const options: InjectOptions = { method: op.method as InjectOptions['method'], url, query, headers: requestHeaders };
  if (op.bodyTypes.length === 0) return options;
  const payload = { ...body, ...fuzz.extra };
  if (fuzz.encoding === 'multipart/form-data') {
    const form = new FormData();
    for (const [name, value] of Object.entries(payload)) {
      if (value === MISSING) continue;
      form.append(name, value instanceof Blob ? value : asText(value));
    }
    return { ...options, payload: form as unknown as InjectOptions['payload'] };
  }
  return { ...options, headers: { ...requestHeaders, 'content-type': 'application/json' }, payload: toJson(payload) };
}
