import { PASSWORD_POLICY_MESSAGE } from '../../../shared/password-policy.js';
import {
  CUSTOMER_FLAG_COLUMNS,
  CUSTOMER_TEXT_COLUMNS,
  EXTRA_FIELD_NAME,
  isConsentField,
  NEVER_STORED_FIELDS,
} from '../../../shared/customer-fields.js';
import type { ResolvedTenantConfig } from '../../../shared/tenant-config.js';
import { toFlag } from '../../../shared/tick-box.js';
import type { FieldError } from '../forms/validation-service.js';
import type { User, UserUpdate } from './user.table.js';
import { TAX_ID_RULES, taxIdFormatOf } from '../../../shared/italian-tax-ids.js';

/** Columns a signup or profile form may write, and what is never stored: one list with the browser (customer-fields.ts). */
export const TEXT_COLUMNS = CUSTOMER_TEXT_COLUMNS;
export const FLAG_COLUMNS = CUSTOMER_FLAG_COLUMNS;
const NEVER_STORED = NEVER_STORED_FIELDS;
const EXTRA_KEY = EXTRA_FIELD_NAME;
const MAX_EXTRAS = 50;
const MAX_TEXT = 2000;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type TextColumn = (typeof TEXT_COLUMNS)[number];

/** The customer's stored text columns by name, as the customer's own userinfo and the console's profile both show them. */
export function textColumnsOf(user: Pick<User, TextColumn>): Pick<User, TextColumn> {
  return Object.fromEntries(TEXT_COLUMNS.map((column) => [column, user[column]])) as Pick<User, TextColumn>;
}

export function text(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const s = String(value).trim();
  return s === '' ? null : s.slice(0, MAX_TEXT);
}

/** yyyy-MM-dd from 'yyyy-MM-dd' or the date picker's 'dd/MM/yyyy'; null when not a real date. */
export function parseDate(value: unknown): string | null {
  const s = text(value);
  if (!s) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s) ?? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  if (!m) return null;
  const [y, mo, d] = m[1]!.length === 4 ? [m[1]!, m[2]!, m[3]!] : [m[3]!, m[2]!, m[1]!];
  const date = new Date(`${y}-${mo}-${d}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${y}-${mo}-${d}` ? null : `${y}-${mo}-${d}`;
}

/**
 * Splits submitted form values into column updates and extras (fields a tenant added that no
 * code knows). Extras keep their JSON value; files and nested objects are not stored. Consents
 * (fields of `schema` that name a purpose, and names read as consents) are neither: the consents
 * module stores them by purpose.
 */
export function splitFormValues(data: Record<string, unknown>, schema?: unknown): { columns: UserUpdate; extras: Record<string, unknown> } {
  const columns: UserUpdate = {};
  const extras: Record<string, unknown> = {};
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  for (const [key, raw] of Object.entries(data)) {
    const fieldSchema = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (isConsentField(key, fieldSchema)) continue;
    // A VAT number or tax code is stored in one form however it was typed (no IT, upper case).
    const taxId = taxIdFormatOf(key, fieldSchema);
    const value = taxId && typeof raw === 'string' ? TAX_ID_RULES[taxId].normalize(raw) : raw;
    if ((TEXT_COLUMNS as readonly string[]).includes(key)) columns[key as (typeof TEXT_COLUMNS)[number]] = text(value);
    else if ((FLAG_COLUMNS as readonly string[]).includes(key)) columns[key as (typeof FLAG_COLUMNS)[number]] = toFlag(value);
    else if (key === 'date_of_birth') columns.date_of_birth = parseDate(value);
    else if (!NEVER_STORED.has(key) && EXTRA_KEY.test(key) && Object.keys(extras).length < MAX_EXTRAS) {
      if (value === null || typeof value === 'boolean' || typeof value === 'number') extras[key] = value;
      else if (typeof value === 'string') extras[key] = value.slice(0, MAX_TEXT);
      else if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) extras[key] = value.slice(0, 50);
    }
  }
  return { columns, extras };
}

export function parseExtras(json: string): Record<string, unknown> {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Checks every form has whatever the tenant schema says: passwords, repeats, adult age. */
export function commonSignupChecks(
  data: Record<string, unknown>,
  config: ResolvedTenantConfig,
  now: Date,
  passwordProblem: (pw: string) => string | null,
): FieldError[] {
  const errors: FieldError[] = [];
  const email = text(data['email']);
  if (email && !EMAIL.test(email)) errors.push({ field: 'email', message: 'Email non valida' });
  if ('repeatemail' in data && text(data['repeatemail']) !== email)
    errors.push({ field: 'repeatemail', message: 'Le email devono coincidere' });
  if ('repeatphone' in data && text(data['repeatphone']) !== text(data['phone']))
    errors.push({ field: 'repeatphone', message: 'I numeri di telefono devono coincidere' });
  const password = data['password'];
  if (password !== undefined && password !== '') {
    const problem = typeof password === 'string' ? passwordProblem(password) : PASSWORD_POLICY_MESSAGE;
    if (problem) errors.push({ field: 'password', message: problem });
    if (data['repeatpassword'] !== password) errors.push({ field: 'repeatpassword', message: 'Le password devono coincidere' });
  }
  if ('date_of_birth' in data && data['date_of_birth'] !== '' && !parseDate(data['date_of_birth']))
    errors.push({ field: 'date_of_birth', message: 'Data non valida' });
  const dob = parseDate(data['date_of_birth']);
  if (config.features.ownLogin.adult) {
    const limit = new Date(Date.UTC(now.getUTCFullYear() - 18, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
    if (!dob) errors.push({ field: 'date_of_birth', message: 'Campo obbligatorio' });
    else if (dob > limit) errors.push({ field: 'date_of_birth', message: 'Devi essere maggiorenne' });
  }
  return errors;
}

/** Merges error lists keeping the first message per field (tenant schema first, then ours). */
export function mergeFieldErrors(...lists: FieldError[][]): FieldError[] {
  const seen = new Set<string>();
  return lists.flat().filter((e) => (seen.has(e.field) ? false : (seen.add(e.field), true)));
}
