import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaValidationError } from 'fastify';
import { fieldOf, italianMessage } from '../../http/validation-messages.js';
import type { FieldError } from '../forms/validation-service.js';

/**
 * The minimum a signup needs when the tenant declares no `forms.signup` schema: names, a mail
 * address for the activation link, the rules and the privacy consent (both must be ticked), which is recorded
 * under the purpose `privacy` (with the tenant's wording when it declares that purpose). Tenants
 * that declare a schema replace this one entirely.
 */
export const DEFAULT_SIGNUP_SCHEMA = {
  type: 'object',
  required: ['firstname', 'lastname', 'email', 'accetta_regolamento', 'gdpr_privacy'],
  properties: {
    firstname: { type: 'string', minLength: 1, maxLength: 200 },
    lastname: { type: 'string', minLength: 1, maxLength: 200 },
    email: { type: 'string', format: 'email' },
    accetta_regolamento: { enum: [1, '1', true, 'true'] },
    gdpr_privacy: { enum: [1, '1', true, 'true'], 'x-consent': 'privacy' },
  },
} as const;

const REQUIRED = 'CAMPO OBBLIGATORIO';
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(DEFAULT_SIGNUP_SCHEMA);

export function validateDefaultSignup(data: Record<string, unknown>): FieldError[] {
  if (validate(data)) return [];
  return (validate.errors ?? []).map((e) => {
    const error = e as unknown as FastifySchemaValidationError;
    // The forms' own words; a consent left unticked reads as "required", not "value not allowed".
    const message =
      e.keyword === 'enum' || e.keyword === 'required' ? REQUIRED : e.keyword === 'format' ? 'Email non valida' : italianMessage(error);
    return { field: fieldOf(error), message };
  });
}
