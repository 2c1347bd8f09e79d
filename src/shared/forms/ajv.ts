import { Ajv, type Options } from 'ajv';
import { FORM_ANNOTATIONS, FORM_KEYWORDS } from './keywords.js';
import { FORM_FORMATS } from './runtime.js';

/**
 * ajv settings of every tenant form, wherever it is validated (server, browser module, tenant
 * CLI): draft-07 (ajv's default class), every error at once, `$data` for repeat fields
 * (`"const": {"$data": "1/email"}`). strict is off like RJSF's validator: uiSchema-ish keys in a
 * schema are tolerated, while unknown formats still warn (the tenant CLI turns that into an error).
 */
export const FORMS_AJV_OPTIONS: Options = {
  allErrors: true,
  $data: true,
  strict: false,
  multipleOfPrecision: 8,
};

/** Adds the portal's formats, keywords and annotations (all from forms/runtime.ts) to an Ajv. */
export function addFormsVocabulary(ajv: Ajv): Ajv {
  for (const [name, format] of Object.entries(FORM_FORMATS)) ajv.addFormat(name, format);
  for (const keyword of FORM_KEYWORDS) ajv.addKeyword(keyword);
  for (const keyword of FORM_ANNOTATIONS) ajv.addKeyword(keyword);
  return ajv;
}

/** An Ajv instance with the portal's formats and keywords. `options` add to FORMS_AJV_OPTIONS. */
export function createFormsAjv(options: Options = {}): Ajv {
  return addFormsVocabulary(new Ajv({ ...FORMS_AJV_OPTIONS, ...options }));
}
