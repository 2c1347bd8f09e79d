import { describe, expect, it } from 'vitest';
import { hashForSchema, schemaParser, type RJSFSchema } from '@rjsf/utils';
import { compileFormValidatorFunctions } from './compile-module.js';
import { formSchemas } from './form-schemas.js';

/** A list of two kinds of entry, the second with a period that is itself a choice (as an earning rule's). */
const MONTHLY: RJSFSchema = { type: 'string', enum: ['month', 'year'] };
const DAYS: RJSFSchema = { type: 'object', properties: { from: { type: 'string' }, to: { type: 'string' } }, required: ['from', 'to'] };
const KINDS = {
  $id: 'premia:test:kinds',
  type: 'array',
  items: {
    oneOf: [
      { type: 'object', properties: { type: { const: 'rate' }, points: { type: 'number' } } },
      { type: 'object', properties: { type: { const: 'cap' }, period: { oneOf: [MONTHLY, DAYS] } } },
    ],
  },
} as RJSFSchema;

describe('formSchemas', () => {
  it('holds the choices inside a choice, which RJSF’s schemaParser leaves out', () => {
    const key = hashForSchema(MONTHLY);
    expect(Object.keys(schemaParser(KINDS))).not.toContain(key);
    expect(formSchemas(KINDS).map((s) => s.$id)).toContain(key);
    // The validator RJSF asks for when the period's kind is chosen, and it judges as the schema does.
    const validate = compileFormValidatorFunctions(KINDS)[key]!;
    expect([validate('month'), validate('week')]).toEqual([true, false]);
  });

  it('adds nothing to a form without choices', () => {
    const plain = { $id: 'premia:test:plain', type: 'object', properties: { name: { type: 'string' } } } as RJSFSchema;
    expect(formSchemas(plain)).toEqual(Object.values(schemaParser(plain)));
  });

  it('refuses a choice that still points into its root’s definitions, rather than compile a validator that cannot resolve', () => {
    const withRef = { $id: 'premia:test:ref', definitions: { d: { type: 'string' } }, oneOf: [{ $ref: '#/definitions/d' }] } as RJSFSchema;
    expect(() => formSchemas(withRef)).toThrow(/\$ref non risolto/);
  });
});
