import fc from 'fast-check';
import type { JsonSchema } from './operations.js';

/** An input left out of the request. */
export const MISSING: unique symbol = Symbol('missing');
/** A number written into a JSON body as a literal too large for a double or a 64-bit integer. */
export class RawNumber {
  constructor(readonly digits: string) {}
}
export type Value = unknown;

/**
 * The hostile values every input of every operation is tried with, one at a time over a valid
 * baseline, named so a failure says which one broke what. URL inputs get a shorter "huge".
 */
export function systematicValues(where: 'path' | 'query' | 'header' | 'body'): Record<string, Value> {
  const values: Record<string, Value> = {
    missing: MISSING,
    empty: '',
    nul: 'a\u0000b',
    control: 'a\u0007\u001bb\u007f',
    huge: 'x'.repeat(where === 'body' ? 100_000 : 8_000),
    negative: -1,
    zero: 0,
    int32Overflow: 2147483648,
    int64Overflow: '9223372036854775808',
    twentyDigits: where === 'body' ? new RawNumber('99999999999999999999') : '99999999999999999999',
    fraction: 1.5,
    boolean: true,
    null: null,
    array: ['a', 'b'],
    object: { a: { b: 1 } },
    traversal: '../../../../etc/passwd',
    encodedTraversal: '..%2F..%2F..%2Fetc%2Fpasswd',
    markup: '<img src=x onerror=alert(1)>',
    rtlOverride: 'abc\u202edef',
  };
  if (where === 'header') delete values['nul'];
  return values;
}

/** Whole-body variants for operations that take a body: the parser must answer 4xx to each. */
export const BODY_VARIANTS: Record<string, { contentType: string; payload: string | Buffer }> = {
  invalidJson: { contentType: 'application/json', payload: '{"a":' },
  jsonArray: { contentType: 'application/json', payload: '[1,2,3]' },
  jsonString: { contentType: 'application/json', payload: '"x"' },
  jsonNull: { contentType: 'application/json', payload: 'null' },
  prototypePollution: {
    contentType: 'application/json',
    payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
  },
  deepNesting: { contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  overLimit: { contentType: 'application/json', payload: `{"x":"${'y'.repeat(2 * 1024 * 1024)}"}` },
  textPlain: { contentType: 'text/plain', payload: 'hello' },
  multipartNoBoundary: { contentType: 'multipart/form-data', payload: 'hello' },
  multipartTruncated: {
    contentType: 'multipart/form-data; boundary=XyZ',
    payload: '--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nval',
  },
};

const controlChar = fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c));
const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.tuple(fc.string({ maxLength: 10 }), controlChar, fc.string({ maxLength: 10 })).map(([a, c, b]) => a + c + b),
  fc.constantFrom('', ' ', '../../etc/passwd', '%00', '\u202e', "' OR '1'='1", '<script>alert(1)</script>', '${jndi:ldap://x}', '\uD800'),
  fc.integer({ min: 0, max: 5 }).map((n) => 'x'.repeat(10 ** n)),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.constantFrom(2147483648, -2147483649, 4294967296, Number.MAX_SAFE_INTEGER, 1e308, -0),
);
const wrongShape = fc.oneof(
  fc.constantFrom(null, true, false),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
/** Any value an attacker might put in any input. */
export const hostileValue: fc.Arbitrary<Value> = fc.oneof(hostileString, hostileNumber, wrongShape, fc.constant(MISSING));

/**
 * Values the schema allows (within its enum, bounds and lengths), so random cases also reach
 * the code behind validation. Formats and patterns are not honoured: those values fall back to
 * the baseline or count as hostile, which is fine for a fuzzer.
 */
export function validValue(schema: JsonSchema): fc.Arbitrary<Value> {
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as unknown[]));
  const type = Array.isArray(schema['type']) ? (schema['type'] as string[])[0] : schema['type'];
  const num = (key: string, fallback: number) => (typeof schema[key] === 'number' ? (schema[key] as number) : fallback);
  switch (type) {
    case 'integer':
      return fc.integer({ min: Math.max(num('minimum', -1e6), -2147483648), max: Math.min(num('maximum', 1e6), 2147483647) });
    case 'number':
      return fc.double({ min: num('minimum', -1e6), max: num('maximum', 1e6), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return fc.string({ minLength: num('minLength', 0), maxLength: Math.min(num('maxLength', 50), 200) });
    case 'array':
      return fc.array(validValue((schema['items'] as JsonSchema | undefined) ?? {}), { maxLength: 3 });
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer());
  }
}
