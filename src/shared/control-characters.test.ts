import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, NO_CONTROL_CHARACTERS, refuseControlCharacters } from './control-characters.js';
import { createFormsAjv } from './forms/ajv.js';
import type { RJSFSchema } from '@rjsf/utils';
import { compileFormValidators, linkRuntime } from './forms/compile-module.js';
import { effectiveForms } from './forms/effective-forms.js';
import { fieldOfAjvError, formErrorMessage } from './forms/messages.js';
import { validatorsOf } from './forms/module-types.js';
import { importFormModule, TEST_RUNTIME_PATH } from './forms/test-support.js';

const REFUSED = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000B', '\u000C', '\u000E', '\u001B', '\u001F', '\u007F'];
const ALLOWED = ['\t', '\n', '\r', ' ', 'è', '€', '\u0080', '😀'];

const contactForm = {
  type: 'object' as const,
  required: ['message'],
  properties: {
    message: { type: 'string', maxLength: 2000 },
    email: { type: 'string', format: 'email' },
    tags: { type: 'array', items: { type: 'string' } },
    age: { type: 'integer' },
  },
};

type Validate = ((data: unknown) => boolean) & {
  errors?: { instancePath: string; keyword: string; params: Record<string, unknown> }[] | null;
};

/** field → first Italian message, as the form shows them. */
function messages(validate: Validate, data: Record<string, unknown>, rootSchema: unknown): Record<string, string> {
  validate(data);
  const out: Record<string, string> = {};
  for (const e of validate.errors ?? []) {
    const field = fieldOfAjvError(e);
    out[field] ??= formErrorMessage({ keyword: e.keyword, params: e.params, field }, rootSchema);
  }
  return out;
}

describe('the text rule', () => {
  it.each(REFUSED.map((c) => [c]))('refuses %j', (c) => expect(hasControlCharacters(`a${c}b`)).toBe(true));
  it.each(ALLOWED.map((c) => [c]))('allows %j', (c) => expect(hasControlCharacters(`a${c}b`)).toBe(false));

  it('is added to every string a schema may meet, and to nothing else', () => {
    const out = refuseControlCharacters({
      type: 'object',
      additionalProperties: true,
      properties: {
        n: { type: 'integer' },
        s: { type: ['string', 'null'] },
        any: {},
        off: { type: 'string', [NO_CONTROL_CHARACTERS]: false },
      },
      anyOf: [{ properties: { list: { type: 'array', items: { type: 'string' } } } }],
      not: { type: 'string' },
    });
    expect(out).toEqual({
      type: 'object',
      additionalProperties: { [NO_CONTROL_CHARACTERS]: true },
      properties: {
        n: { type: 'integer' },
        s: { type: ['string', 'null'], [NO_CONTROL_CHARACTERS]: true },
        any: { [NO_CONTROL_CHARACTERS]: true },
        off: { type: 'string', [NO_CONTROL_CHARACTERS]: false },
      },
      anyOf: [
        {
          properties: { list: { type: 'array', items: { type: 'string', [NO_CONTROL_CHARACTERS]: true } } },
          [NO_CONTROL_CHARACTERS]: true,
        },
      ],
      // Inside `not` the rule would turn into its opposite.
      not: { type: 'string' },
    });
  });
});

describe('tenant forms: server-side ajv and the browser module agree', () => {
  const forms = effectiveForms({ alias: 'test', profile: {}, forms: { contact: { schema: contactForm, uiSchema: {} } } });
  const rootSchema = forms['contact']!.schema;
  const bad = { message: 'Ciao\u0000 a tutti', email: 'a\u0007@b.it', tags: ['ok', 'x\u001b'], age: 3 };
  const expected = { message: CONTROL_CHARACTERS_MESSAGE, email: CONTROL_CHARACTERS_MESSAGE, 'tags.1': CONTROL_CHARACTERS_MESSAGE };
  const good = { message: 'Riga uno\r\n\triga due', email: 'a@b.it', tags: ['è'] };

  it('in process (the server validates every submitted form this way)', () => {
    const validate = createFormsAjv({ coerceTypes: true }).compile(rootSchema) as Validate;
    expect(messages(validate, bad, rootSchema)).toEqual(expected);
    expect(validate(good)).toBe(true);
  });

  it('precompiled into the standalone module the browser imports', async () => {
    const mod = await importFormModule(linkRuntime(compileFormValidators(rootSchema as RJSFSchema), TEST_RUNTIME_PATH));
    const validate = validatorsOf(mod)[String(mod.rootSchema.$id)] as Validate;
    expect(messages(validate, bad, mod.rootSchema)).toEqual(expected);
    expect(validate(good)).toBe(true);
  });
});
