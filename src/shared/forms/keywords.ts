import { _, stringify, type CodeKeywordDefinition, type KeywordCxt } from 'ajv';
import { _Code } from 'ajv/dist/compile/codegen/code.js';
import { NO_CONTROL_CHARACTERS } from '../control-characters.js';
import { ACCEPTED_TYPES_SOURCE, functionFromSource, MAX_FILE_SIZE_SOURCE, MIN_AGE_SOURCE, NO_CONTROL_CHARACTERS_SOURCE } from './runtime-source.js';

type Check = (value: unknown, limit?: unknown) => boolean;

/**
 * A helper function as a scope value with both a reference (for in-process validators) and its
 * source (inlined into standalone code). Keywords must be `code` keywords: `validate`-style
 * keywords keep a closure that standalone code cannot carry.
 */
function helper(cxt: KeywordCxt, source: string, ref: Check) {
  return cxt.gen.scopeValue('func', { ref, code: new _Code(source) });
}

const minAge = functionFromSource<Check>(MIN_AGE_SOURCE);
const acceptedTypes = functionFromSource<Check>(ACCEPTED_TYPES_SOURCE);
const maxFileSize = functionFromSource<Check>(MAX_FILE_SIZE_SOURCE);
const noControlCharacters = functionFromSource<Check>(NO_CONTROL_CHARACTERS_SOURCE);

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
    cxt.fail(_`!${helper(cxt, MIN_AGE_SOURCE, minAge)}(${cxt.data}, ${cxt.schema as number})`);
  },
};

/** `"acceptedTypes": [".pdf", ".jpg", ".png"]` on a file (data URL) field. */
export const acceptedTypesKeyword: CodeKeywordDefinition = {
  keyword: 'acceptedTypes',
  type: 'string',
  schemaType: 'array',
  error: { message: 'file type not accepted', params: ({ schema }) => _`{types: ${stringify(schema)}}` },
  code(cxt) {
    cxt.fail(_`!${helper(cxt, ACCEPTED_TYPES_SOURCE, acceptedTypes)}(${cxt.data}, ${stringify(cxt.schema)})`);
  },
};

/** `"maxFileSizeMb": 5` on a file (data URL) field. */
export const maxFileSizeMbKeyword: CodeKeywordDefinition = {
  keyword: 'maxFileSizeMb',
  type: 'string',
  schemaType: 'number',
  error: { message: 'file too large', params: ({ schemaCode }) => _`{limit: ${schemaCode}}` },
  code(cxt) {
    cxt.fail(_`!${helper(cxt, MAX_FILE_SIZE_SOURCE, maxFileSize)}(${cxt.data}, ${cxt.schema as number})`);
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
    cxt.fail(_`!${helper(cxt, NO_CONTROL_CHARACTERS_SOURCE, noControlCharacters)}(${cxt.data})`);
  },
};

export const FORM_KEYWORDS: CodeKeywordDefinition[] = [noControlCharactersKeyword, minAgeYearsKeyword, acceptedTypesKeyword, maxFileSizeMbKeyword];

/**
 * Annotations (no validation) a form schema may carry. Declared so ajv knows them even in strict
 * mode: `x-messages` overrides the message per keyword, e.g. `{"pattern": "Partita IVA non valida"}`.
 */
export const FORM_ANNOTATIONS = ['x-messages'];
