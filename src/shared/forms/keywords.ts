import { _, Name, stringify, type CodeKeywordDefinition } from 'ajv';
import { CONSENT_KEYWORD } from '../consents.js';
import { NO_CONTROL_CHARACTERS } from '../control-characters.js';
import * as runtime from './runtime.js';

/**
 * How generated code names the runtime module (forms/runtime.ts): the validators module imports
 * it under this name.
 */
export const RUNTIME = new Name('premiaFormsRuntime');

type RuntimeFunction = {
  [K in keyof typeof runtime]: (typeof runtime)[K] extends (...args: never[]) => unknown ? K : never;
}[keyof typeof runtime];

/**
 * A function of the runtime as an ajv scope value: `ref` is what the server's validators call,
 * `code` what standalone code writes in its place (`premiaFormsRuntime.minAge`). Keywords must be
 * `code` keywords: `validate`-style keywords keep a closure that standalone code cannot carry.
 */
export function runtimeFunction(name: RuntimeFunction) {
  return { ref: runtime[name], code: _`${RUNTIME}.${new Name(name)}` };
}

/**
 * `"minAgeYears": 18` on a date string: the date must be at least that many years ago, computed
 * when the form is validated (so it never goes stale). `0` means "not in the future".
 */
export const minAgeYearsKeyword: CodeKeywordDefinition = {
  keyword: 'minAgeYears',
  type: 'string',
  schemaType: 'number',
  error: { message: 'date too recent', params: ({ schemaCode }) => _`{limit: ${schemaCode}}` },
  code(cxt) {
    cxt.fail(_`!${cxt.gen.scopeValue('func', runtimeFunction('minAge'))}(${cxt.data}, ${cxt.schema as number})`);
  },
};

/** `"acceptedTypes": [".pdf", ".jpg", ".png"]` on a file (data URL) field. */
export const acceptedTypesKeyword: CodeKeywordDefinition = {
  keyword: 'acceptedTypes',
  type: 'string',
  schemaType: 'array',
  error: { message: 'file type not accepted', params: ({ schema }) => _`{types: ${stringify(schema)}}` },
  code(cxt) {
    cxt.fail(_`!${cxt.gen.scopeValue('func', runtimeFunction('acceptedTypes'))}(${cxt.data}, ${stringify(cxt.schema)})`);
  },
};

/** `"maxFileSizeMb": 5` on a file (data URL) field. */
export const maxFileSizeMbKeyword: CodeKeywordDefinition = {
  keyword: 'maxFileSizeMb',
  type: 'string',
  schemaType: 'number',
  error: { message: 'file too large', params: ({ schemaCode }) => _`{limit: ${schemaCode}}` },
  code(cxt) {
    cxt.fail(_`!${cxt.gen.scopeValue('func', runtimeFunction('maxFileSize'))}(${cxt.data}, ${cxt.schema as number})`);
  },
};

/**
 * `"x-no-control-characters": true`: the text rule of every input (control-characters.ts adds it
 * to every schema a string may meet, in the route schemas and the tenant forms). One definition
 * for the server's ajv, the tenant forms' and the browser's precompiled module. Untyped (the
 * helper ignores anything but strings) so that untyped fields raise no strictTypes warning; and
 * untyped keywords run before the string ones, so a field shows this message rather than the
 * vaguer one of its length, pattern or format.
 */
export const noControlCharactersKeyword: CodeKeywordDefinition = {
  keyword: NO_CONTROL_CHARACTERS,
  schemaType: 'boolean',
  error: { message: 'must not contain control characters' },
  code(cxt) {
    if (cxt.schema !== true) return;
    cxt.fail(_`!${cxt.gen.scopeValue('func', runtimeFunction('noControlCharacters'))}(${cxt.data})`);
  },
};

export const FORM_KEYWORDS: CodeKeywordDefinition[] = [
  noControlCharactersKeyword,
  minAgeYearsKeyword,
  acceptedTypesKeyword,
  maxFileSizeMbKeyword,
];

/**
 * Annotations (no validation) a form schema may carry. Declared so ajv knows them even in strict
 * mode: `x-messages` overrides the message per keyword, e.g. `{"pattern": "Partita IVA non valida"}`;
 * `x-consent` names the purpose a consent tick box asks for (shared/consents.ts).
 */
export const FORM_ANNOTATIONS = ['x-messages', CONSENT_KEYWORD];
