import type { ValidateFunction } from 'ajv';
import { createFormsAjv } from '../../../shared/forms/ajv.js';
import { effectiveForms, type EffectiveForm } from '../../../shared/forms/effective-forms.js';
import { describeFieldErrors } from '../../../shared/forms/field-labels.js';
import { fieldOfAjvError, FORM_INVALID_MESSAGE, formErrorMessage } from '../../../shared/forms/messages.js';
import { HttpError, MESSAGES } from '../../http/errors.js';
import type { RequestTenant } from '../tenants/service.js';

/** One invalid field, as the API answers it in `details`. */
export interface FieldError {
  field: string;
  message: string;
}

interface TenantForms {
  revision: string;
  forms: Record<string, EffectiveForm>;
  /** Compiled lazily: most requests validate one or two forms. */
  validators: Map<string, ValidateFunction | Error>;
  ajv: ReturnType<typeof createFormsAjv>;
}

/**
 * Compiled validators per tenant revision. A new revision (file edit, `tenant set`) drops the old
 * Ajv and everything it compiled, so an edited form is enforced on the next request.
 * coerceTypes: multipart bodies carry every value as text ('1' for a ticked box); the browser's
 * module is compiled without coercion because RJSF already sends typed values.
 */
const cache = new Map<string, TenantForms>();

/** The tenant's forms as the browser renders them (profile definitions applied, `$id` set). */
export function tenantForms(tenant: RequestTenant): Record<string, EffectiveForm> {
  return entryFor(tenant).forms;
}

function entryFor(tenant: RequestTenant): TenantForms {
  let entry = cache.get(tenant.alias);
  if (!entry || entry.revision !== tenant.revision) {
    entry = {
      revision: tenant.revision,
      forms: effectiveForms(tenant.config),
      validators: new Map(),
      ajv: createFormsAjv({ coerceTypes: true }),
    };
    cache.set(tenant.alias, entry);
  }
  return entry;
}

function validatorFor(tenant: RequestTenant, formId: string): ValidateFunction | null {
  const entry = entryFor(tenant);
  const form = entry.forms[formId];
  if (!form) return null;
  let compiled = entry.validators.get(formId);
  if (!compiled) {
    try {
      compiled = entry.ajv.compile(form.schema);
    } catch (err) {
      compiled = err as Error;
    }
    entry.validators.set(formId, compiled);
  }
  // The tenant CLI and the registry refuse schemas that do not compile; reaching this is a bug.
  if (compiled instanceof Error) throw new Error(`tenant ${tenant.alias}: form ${formId}: ${compiled.message}`);
  return compiled;
}

/** True when the tenant declares a schema for this form. */
export function hasForm(tenant: RequestTenant, formId: string): boolean {
  return Boolean(tenant.config.forms[formId]?.schema);
}

/**
 * Empty values count as absent, as in the browser (RJSF turns an emptied input into undefined):
 * otherwise `''` would pass `required` and only fail minLength with another message.
 */
function withoutEmpty(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== '' && v !== null && v !== undefined));
}

/**
 * Validates form data against the tenant's schema for `formId` with the shared ajv setup and the
 * browser's Italian messages. Returns one entry per problem (empty when valid, or when the tenant
 * declares no such form). The data is not modified: coercion happens on a copy.
 */
export function validateFormData(tenant: RequestTenant, formId: string, data: Record<string, unknown>): FieldError[] {
  const validate = validatorFor(tenant, formId);
  if (!validate) return [];
  if (validate(structuredClone(withoutEmpty(data)))) return [];
  const schema = tenantForms(tenant)[formId]?.schema;
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const e of validate.errors ?? []) {
    const field = fieldOfAjvError(e);
    // One message per field, the first (as the form shows it).
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: formErrorMessage({ keyword: e.keyword, params: e.params as Record<string, unknown>, field }, schema) });
  }
  return errors;
}

/** The 400 of a rejected form: `{error: 'Alcuni campi non sono validi', details: [{field, message}]}`. */
export function invalidFormError(details: FieldError[]): HttpError {
  return new HttpError(400, FORM_INVALID_MESSAGE, details);
}

/**
 * The 400 of values a service judged (signup, profile, passwords): `details` name the fields for the
 * form, the `error` text names them by the label the customer sees (the form's title, else the
 * portal's), never by the API name (a raw `date_of_birth` in a modal means nothing to a customer).
 */
export function invalidFieldsError(tenant: RequestTenant | null, formId: string | null, errors: FieldError[]): HttpError {
  const schema = tenant && formId ? tenantForms(tenant)[formId]?.schema : undefined;
  return new HttpError(400, `${MESSAGES.invalidData}: ${describeFieldErrors(errors, schema)}`, errors);
}

/** Validates and throws the 400 when anything is wrong: the one call a form's route needs. */
export function assertValidForm(tenant: RequestTenant, formId: string, data: Record<string, unknown>): void {
  const errors = validateFormData(tenant, formId, data);
  if (errors.length) throw invalidFormError(errors);
}
