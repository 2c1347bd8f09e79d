import type { RJSFSchema } from '@rjsf/utils';

/** A validator of the module: ajv's standalone function (errors on the function, as ajv does). */
export type FormValidator = (data: unknown) => boolean;

/**
 * What one form's validators module exports (GET /v1/forms/validators.js?form=…): the root schema
 * it was compiled from and, under exportNameOf(key), one validator per schema RJSF may validate.
 */
export interface FormModuleExports {
  rootSchema: RJSFSchema;
  [exportName: string]: unknown;
}

/** The tenant's forms as the app holds them: per form id, what RJSF's createPrecompiledValidator needs. */
export interface FormsModuleExports {
  forms: Record<string, { rootSchema: RJSFSchema; validators: Record<string, FormValidator> }>;
  /** Forms that could not be compiled, with the reason (the form then refuses to render). */
  failed: Record<string, string>;
  revision: string;
}

const EXPORT_PREFIX = 'v_';

/**
 * The ES module export name of the validator RJSF finds by `key`: a schema's `$id`
 * ('premia:demo:signup') or hash ('-5d3c0a1'). ESM exports identifiers only, so every other
 * character becomes `$` and its four hex digits; keyOfExportName reverses it.
 */
export function exportNameOf(key: string): string {
  return EXPORT_PREFIX + key.replace(/[^A-Za-z0-9]/g, (c) => `$${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The RJSF key of an export name, or null for an export that is not a validator. */
export function keyOfExportName(name: string): string | null {
  if (!name.startsWith(EXPORT_PREFIX)) return null;
  return name.slice(EXPORT_PREFIX.length).replace(/\$([0-9a-f]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The validators of a form module keyed as RJSF looks them up, for createPrecompiledValidator. */
export function validatorsOf(module: FormModuleExports): Record<string, FormValidator> {
  const validators: Record<string, FormValidator> = {};
  for (const [name, value] of Object.entries(module)) {
    const key = keyOfExportName(name);
    if (key !== null && typeof value === 'function') validators[key] = value as FormValidator;
  }
  return validators;
}
