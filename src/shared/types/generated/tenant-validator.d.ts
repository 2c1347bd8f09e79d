/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { TenantFile } from './tenant.js';

/** An ajv error object (`messages: false`: the caller writes the text from keyword and params). */
export interface TenantValidationError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
}

export interface TenantValidator {
  (data: unknown): data is TenantFile;
  errors?: TenantValidationError[] | null;
}

/** Validates a tenant file against schemas/tenant.schema.json (all errors). */
export declare const validate: TenantValidator;
export default validate;
