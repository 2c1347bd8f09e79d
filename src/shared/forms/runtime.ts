import equalExport from 'ajv/dist/runtime/equal.js';
import ucs2lengthExport from 'ajv/dist/runtime/ucs2length.js';
import { hasControlCharacters } from '../control-characters.js';
import { isTaxCode, isVatNumber, TAX_CODE_FORMAT, VAT_NUMBER_FORMAT } from '../italian-tax-ids.js';
import { PASSWORD_POLICY_PATTERN } from '../password-policy.js';

/**
 * Everything the forms' validation code calls besides ajv's generated code itself: the portal's
 * formats and keyword checks, and the two ajv helpers that code needs. One module for both sides:
 * the server's ajv calls these very functions (forms/keywords.ts), and the validators module
 * the browser imports (forms/compile-module.ts) refers to them by name, `premiaFormsRuntime.minAge`,
 * importing this module as the app built it. So the browser never evaluates code, and a rule
 * exists in one place. Browser-safe: no ajv compiler here.
 */

/** This module's own URL: the app tells the server which built chunk the validators must import. */
export const RUNTIME_URL = import.meta.url;

/**
 * The CommonJS `default` of ajv's runtime files. Bundlers hand over `exports.default`, Node's
 * ES-module loader the whole `exports` object (this package is `"type": "module"`).
 */
function cjsDefault<F>(exported: F): F {
  return typeof exported === 'function' ? exported : (exported as unknown as { default: F }).default;
}

/**
 * ajv's deep equality (fast-deep-equal, for `const`, `enum` and `uniqueItems`): the same object
 * ajv's own keywords use, so the compiler can name it here instead of `require`-ing it. (ajv's
 * declaration types it as fast-deep-equal's namespace, which TypeScript will not call.)
 */
export const equal = cjsDefault(equalExport) as unknown as (a: unknown, b: unknown) => boolean;

/** ajv's string length in code points (an emoji is one character), for minLength and maxLength. */
export const ucs2length = cjsDefault(ucs2lengthExport);

/**
 * The `format` values a tenant form may use; an unknown format is a tenant-file error. Each is
 * ajv's `{type, validate}` format definition: a regular expression matched against strings, or
 * for the Italian tax numbers the check-digit rule of italian-tax-ids.ts.
 */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

const stringFormat = (validate: RegExp) => ({ type: 'string' as const, validate });

export const FORM_FORMATS = {
  // An address with no spaces; the same rule as the accounts module's EMAIL.
  email: stringFormat(new RegExp(EMAIL_PATTERN)),
  'password-strength': stringFormat(new RegExp(PASSWORD_POLICY_PATTERN)),
  // ISO dates from the date picker; the calendar itself refuses impossible days.
  date: stringFormat(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/),
  time: stringFormat(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/),
  'date-time': stringFormat(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?([Zz]|[+-]\d{2}:\d{2})?$/,
  ),
  uri: stringFormat(/^https?:\/\/[^\s/$.?#][^\s]*$/i),
  phone: stringFormat(/^\+?[0-9 ()./-]{6,20}$/),
  // RJSF's file widget value: data:<mime>;name=<file name>;base64,<data>
  'data-url': stringFormat(/^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=(.*);)?base64,(.*)$/),
  uuid: stringFormat(/^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i),
  // 11 digits with their check digit, IT in front allowed; stored without it (italian-tax-ids.ts).
  [VAT_NUMBER_FORMAT]: { type: 'string' as const, validate: isVatNumber },
  // A person's 16 characters with the check letter, or a company's 11 digits.
  [TAX_CODE_FORMAT]: { type: 'string' as const, validate: isTaxCode },
};

/** The format names, for docs and error messages. */
export const FORM_FORMAT_NAMES = Object.keys(FORM_FORMATS);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * `minAgeYears`: true when an ISO date (yyyy-MM-dd…) is at least `years` years before today, so
 * the rule never goes stale (0: not in the future). Anything but a date is left to `format`.
 */
export function minAge(value: unknown, years: number): boolean {
  if (typeof value !== 'string') return true;
  const m = ISO_DATE.exec(value);
  if (!m) return true;
  const now = new Date();
  const limit = new Date(now.getFullYear() - years, now.getMonth(), now.getDate());
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return date.getTime() <= limit.getTime();
}

const DATA_URL_HEAD = /^data:([^;,]*)(?:;name=([^;,]*))?/;
const MIME_OF_EXTENSION: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/**
 * `acceptedTypes`: true when a file value (data:<mime>;name=<name>;base64,…) has one of the
 * extensions. The file name's extension decides; a value without a name falls back to its MIME
 * type. An empty value is left to `required`.
 */
export function acceptedTypes(value: unknown, types: readonly string[]): boolean {
  if (typeof value !== 'string' || value === '') return true;
  const m = DATA_URL_HEAD.exec(value);
  if (!m) return false;
  const mime = (m[1] ?? '').toLowerCase();
  let name: string;
  try {
    name = decodeURIComponent(m[2] ?? '').toLowerCase();
  } catch {
    // A malformed escape in a name typed by hand: judge the name as written.
    name = (m[2] ?? '').toLowerCase();
  }
  return types.some((type) => {
    const t = String(type).toLowerCase();
    // slice rather than endsWith: an empty type in a tenant file matches nothing, as it always has.
    return name ? name.slice(-t.length) === t : MIME_OF_EXTENSION[t] === mime;
  });
}

/** `maxFileSizeMb`: true when a data URL's decoded size is at most `mb` megabytes. */
export function maxFileSize(value: unknown, mb: number): boolean {
  if (typeof value !== 'string') return true;
  const comma = value.indexOf(',');
  if (comma < 0) return true;
  const data = value.slice(comma + 1);
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return (data.length * 3) / 4 - padding <= mb * 1024 * 1024;
}

/** `x-no-control-characters`: true unless a string breaks the text rule (control-characters.ts). */
export function noControlCharacters(value: unknown): boolean {
  return typeof value !== 'string' || !hasControlCharacters(value);
}
