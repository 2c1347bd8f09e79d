import type { FastifySchemaValidationError } from 'fastify';
import { CONTROL_CHARACTERS_MESSAGE, NO_CONTROL_CHARACTERS } from '../../shared/control-characters.js';

/**
 * Italian messages for schema validation failures, worded like the forms' messages ('CAMPO
 * OBBLIGATORIO', 'Minimo {n} caratteri richiesti'…) where one fits. Used for API answers; the SPA's forms have their own messages.
 */
export function italianMessage(e: FastifySchemaValidationError): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return 'Campo obbligatorio';
    case 'minLength':
      return `Minimo ${String(p['limit'])} caratteri richiesti`;
    case 'maxLength':
      return `Massimo ${String(p['limit'])} caratteri consentiti`;
    case 'pattern':
    case 'format':
      return 'Formato non valido';
    case 'type':
      return `Tipo non valido (atteso: ${String(p['type'])})`;
    case 'enum':
      return 'Valore non ammesso';
    case 'minimum':
    case 'exclusiveMinimum':
      return `Il valore deve essere almeno ${String(p['limit'])}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `Il valore deve essere al massimo ${String(p['limit'])}`;
    case 'additionalProperties':
      return 'Campo non ammesso';
    case 'minItems':
      return `Servono almeno ${String(p['limit'])} elementi`;
    case 'maxItems':
      return `Sono ammessi al massimo ${String(p['limit'])} elementi`;
    case NO_CONTROL_CHARACTERS:
      return CONTROL_CHARACTERS_MESSAGE;
    default:
      return 'Valore non valido';
  }
}

/** Field name of a validation error: `address.city` for /address/city, the missing key for `required`. */
export function fieldOf(e: FastifySchemaValidationError): string {
  const p = e.params as Record<string, unknown>;
  const base = e.instancePath.split('/').filter(Boolean).join('.');
  const extra =
    e.keyword === 'required' ? p['missingProperty'] : e.keyword === 'additionalProperties' ? p['additionalProperty'] : undefined;
  return [base, typeof extra === 'string' ? extra : ''].filter(Boolean).join('.');
}
