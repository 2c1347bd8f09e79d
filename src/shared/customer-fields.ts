import { fieldLabel } from './forms/field-labels.js';
import type { ResolvedTenantConfig } from './tenant-config.js';

/**
 * Where a customer's values live (docs/forms.md, "Extra fields"): the fields below have a column of
 * the `users` table; every other field of the tenant's signup form is an **extra field**, kept in
 * the row's `extra_json` under its own name. Extras are first-class (issue 15): importable by
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

/** Consent checkboxes, stored 0/1 (spec §2: checked only when the value equals 1). */
export const CUSTOMER_FLAG_COLUMNS = ['gdpr_marketing', 'gdpr_profiling', 'gdpr_privacy', 'accetta_regolamento'] as const;

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

export interface ExtraField {
  name: string;
  /** What a person reads: the signup form's title, else the name. */
  label: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The signup form's extra fields, in the form's order: a value that is stored (not a password or a
 * repeat), has no column, and is text, a number or a choice (a file or a nested object is not kept).
 */
export function signupExtraFields(forms: ResolvedTenantConfig['forms']): ExtraField[] {
  const schema: unknown = forms['signup']?.schema;
  const properties = isObject(schema) && isObject(schema['properties']) ? schema['properties'] : {};
  return Object.entries(properties).flatMap(([name, prop]) => {
    if (COLUMNS.has(name) || NEVER_STORED_FIELDS.has(name) || !EXTRA_FIELD_NAME.test(name)) return [];
    if (isObject(prop) && (prop['type'] === 'object' || prop['format'] === 'data-url')) return [];
    return [{ name, label: fieldLabel(name, schema) ?? name }];
  });
}

/** Profile field definitions (tenant `profile.fields` entries) for the extras the tenant's profile does not name. */
export function extraProfileFields(
  config: Pick<ResolvedTenantConfig, 'forms' | 'profile'>,
): Record<string, { label: string; disabled: boolean }> {
  const out: Record<string, { label: string; disabled: boolean }> = {};
  for (const extra of signupExtraFields(config.forms)) {
    // Named by the tenant's profile.fields: the tenant's definition wins.
    if (Object.hasOwn(config.profile, extra.name)) continue;
    out[extra.name] = { label: extra.label, disabled: true };
  }
  return out;
}
