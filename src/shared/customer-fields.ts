import { CONSENT_FIELD_NAME, CONSENT_KEYWORD } from './consents.js';
import { fieldLabel } from './forms/field-labels.js';
import type { ResolvedTenantConfig } from './tenant-config.js';

/**
 * Where a customer's values live (docs/forms.md, "Extra fields"): the fields below have a column of
 * the `users` table; every other field of the tenant's signup form is an **extra field**, kept in
 * the row's `extra_json` under its own name. Extras are first-class: importable by
 * `users:import` under their name, shown on /my-page (read-only unless the tenant's
 * `profile.fields.<name>` says `"disabled": false`), and shown with the customer in the console.
 */
export const CUSTOMER_TEXT_COLUMNS = [
  'firstname',
  'lastname',
  'email',
  'company',
  'vatcode',
  'phone',
  'address1',
  'address2',
  'zipcode',
  'city',
  'district',
  'region',
  'country',
] as const;

/**
 * Tick boxes with a column, stored 0/1 (checked only when the value equals 1): the
 * acceptance of the initiative's rules. Consents have none: they are stored by purpose
 * (shared/consents.ts), whatever their field is called.
 */
export const CUSTOMER_FLAG_COLUMNS = ['accetta_regolamento'] as const;

/** Form values that are checked, never stored (passwords are hashed separately), or not the customer's to set. */
export const NEVER_STORED_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'repeatpassword',
  'repeatemail',
  'repeatphone',
  'confirm',
  'id',
  'username',
  'type',
  'active',
  'points_enabled',
  'prize_to_validate',
  'password_hash',
  'extra_json',
  'tenant_alias',
  'created_at',
  'updated_at',
  'activated_at',
  'tokens_valid_after',
  'date_of_birth',
]);

/** The names an extra may have (also a CSV column name once normalised). */
export const EXTRA_FIELD_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

const COLUMNS: ReadonlySet<string> = new Set<string>([...CUSTOMER_TEXT_COLUMNS, ...CUSTOMER_FLAG_COLUMNS]);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface ExtraField {
  name: string;
  /** What a person reads: the signup form's title, else the name. */
  label: string;
  /** A tick box (a declaration such as "Dichiaro di essere il legale rappresentante…"): 1/0, not text. */
  tickBox: boolean;
}

/**
 * Whether a form field asks for a consent: it names a purpose, or has a name the portal reads as
 * a consent (the tenant checks make such a name a purpose's field). Never kept under its name.
 */
export function isConsentField(name: string, prop: unknown): boolean {
  return CONSENT_FIELD_NAME.test(name) || (isObject(prop) && prop[CONSENT_KEYWORD] !== undefined);
}

/** `{"type": "integer", "const": 1}` or `{"type": "integer", "enum": [0, 1]}`: the forms' tick box. */
function isTickBox(prop: unknown): boolean {
  if (!isObject(prop) || prop['type'] !== 'integer') return false;
  const values = Array.isArray(prop['enum']) ? prop['enum'] : 'const' in prop ? [prop['const']] : [];
  return values.length > 0 && values.every((v) => v === 0 || v === 1);
}

/**
 * The signup form's extra fields, in the form's order: a value that is stored (not a password or a
 * repeat), has no column, is not a consent, and is text, a number, a choice or a tick box (a file or
 * a nested object is not kept).
 */
export function signupExtraFields(forms: ResolvedTenantConfig['forms']): ExtraField[] {
  const schema: unknown = forms['signup']?.schema;
  const properties = isObject(schema) && isObject(schema['properties']) ? schema['properties'] : {};
  return Object.entries(properties).flatMap(([name, prop]) => {
    if (COLUMNS.has(name) || NEVER_STORED_FIELDS.has(name) || !EXTRA_FIELD_NAME.test(name) || isConsentField(name, prop)) return [];
    if (isObject(prop) && (prop['type'] === 'object' || prop['format'] === 'data-url')) return [];
    return [{ name, label: fieldLabel(name, schema) ?? name, tickBox: isTickBox(prop) }];
  });
}

/**
 * The extras an operator may provide up front (users:import, Importazioni → Clienti): every one
 * but the tick boxes, whose declaration only the customer can make.
 */
export function importableExtraFields(forms: ResolvedTenantConfig['forms']): string[] {
  return signupExtraFields(forms)
    .filter((f) => !f.tickBox)
    .map((f) => f.name);
}

/** Profile field definitions (tenant `profile.fields` entries) for the extras the tenant's profile does not name. */
export function extraProfileFields(
  config: Pick<ResolvedTenantConfig, 'forms' | 'profile'>,
): Record<string, { label: string; disabled: boolean }> {
  const out: Record<string, { label: string; disabled: boolean }> = {};
  for (const extra of signupExtraFields(config.forms)) {
    // Named by the tenant's profile.fields: the tenant's definition wins. A tick box ticked at
    // registration (a declaration) is not profile data the customer keeps up to date.
    if (Object.hasOwn(config.profile, extra.name) || extra.tickBox) continue;
    out[extra.name] = { label: extra.label, disabled: true };
  }
  return out;
}
