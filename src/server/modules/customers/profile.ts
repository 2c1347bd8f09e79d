import { extraProfileFields } from '../../../shared/customer-fields.js';
import type { ResolvedTenantConfig } from '../../../shared/tenant-config.js';
import type { FieldError } from '../forms/validation-service.js';
import { EMAIL, TEXT_COLUMNS, text } from './user-fields.js';
import type { UserUpdate } from './user.table.js';
import { TAX_ID_RULES, taxIdFormatOf } from '../../../shared/italian-tax-ids.js';

export interface ProfileFieldDef {
  label?: string;
  required?: boolean;
  disabled?: boolean;
  widget?: 'text' | 'email' | 'tel' | 'select';
}

/**
 * The default profile form when the tenant says nothing; a tenant's `profile.fields` are
 * merged over it (null removes a field). Username and type are always read-only.
 */
export const DEFAULT_PROFILE_FIELDS: Record<string, ProfileFieldDef> = {
  firstname: { label: 'Nome', required: true },
  lastname: { label: 'Cognome', required: true },
  username: { label: 'Codice utente (SAP)', disabled: true },
  company: { label: 'Ragione sociale' },
  type: { label: 'Compagnia', disabled: true },
  address1: { label: 'Indirizzo' },
  address2: { label: 'N°' },
  region: { label: 'Regione', widget: 'select' },
  district: { label: 'Provincia', widget: 'select' },
  city: { label: 'Città', widget: 'select' },
  zipcode: { label: 'CAP' },
  email: { label: 'Email', required: true, widget: 'email' },
  phone: { label: 'Telefono', widget: 'tel' },
};
const READ_ONLY = new Set(['username', 'type', 'id', 'active', 'points_enabled', 'prize_to_validate']);
const PHONE = /^\+?[0-9 ()./-]{6,20}$/;

/**
 * The profile's fields: the defaults above, the tenant's `profile.fields` over them, then the signup
 * form's extra fields the tenant does not name (read-only: shown so the customer sees what they
 * gave; `profile.fields.<name>` with `"disabled": false` makes one editable).
 */
export function profileFieldsOf(config: ResolvedTenantConfig): Record<string, ProfileFieldDef> {
  const out: Record<string, ProfileFieldDef> = { ...DEFAULT_PROFILE_FIELDS, ...extraProfileFields(config) };
  for (const [name, def] of Object.entries(config.profile)) {
    if (def === null) delete out[name];
    else out[name] = { ...out[name], ...def };
  }
  return out;
}

/**
 * Validates a profile update against the field definitions and turns it into column changes and
 * extras. Fields absent from the body keep their value; a required field must not end up empty.
 * Read-only and undefined fields are ignored: the form sends disabled fields back unchanged.
 */
export function profileChanges(
  config: ResolvedTenantConfig,
  body: Record<string, unknown>,
  current: Record<string, unknown>,
): { columns: UserUpdate; extras: Record<string, string | null>; errors: FieldError[] } {
  const defs = profileFieldsOf(config);
  const columns: UserUpdate = {};
  const extras: Record<string, string | null> = {};
  const errors: FieldError[] = [];
  for (const [name, def] of Object.entries(defs)) {
    if (READ_ONLY.has(name) || def.disabled) continue;
    const submitted = name in body;
    const raw = body[name];
    if (submitted && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') {
      errors.push({ field: name, message: 'Tipo non valido (atteso: string)' });
      continue;
    }
    const value = submitted ? text(raw) : text(current[name]);
    if (def.required && !value) {
      errors.push({ field: name, message: 'CAMPO OBBLIGATORIO' });
      continue;
    }
    if (value && value.length > 300) errors.push({ field: name, message: 'Massimo 300 caratteri consentiti' });
    else if (value && (def.widget === 'email' || name === 'email') && !EMAIL.test(value))
      errors.push({ field: name, message: 'Email non valida' });
    else if (value && (def.widget === 'tel' || name === 'phone') && !PHONE.test(value))
      errors.push({ field: name, message: 'Formato non valido' });
    // Judged when the customer changes it: a number stored before the rule existed does not
    // block the rest of the profile.
    const taxId = taxIdFormatOf(name);
    const changed = submitted && value !== null && (taxId ? TAX_ID_RULES[taxId].normalize(value) : value) !== current[name];
    if (value && taxId && changed && !TAX_ID_RULES[taxId].valid(value)) errors.push({ field: name, message: TAX_ID_RULES[taxId].message });
    if (!submitted) continue;
    const stored = value && taxId ? TAX_ID_RULES[taxId].normalize(value) : value;
    if ((TEXT_COLUMNS as readonly string[]).includes(name)) columns[name as (typeof TEXT_COLUMNS)[number]] = stored;
    else extras[name] = stored;
  }
  return { columns, extras, errors };
}
