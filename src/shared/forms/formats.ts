import { PASSWORD_POLICY_PATTERN } from '../password-policy.js';

/**
 * The `format` values a tenant form may use. Every one is a regular expression on purpose: ajv
 * inlines a RegExp into standalone code, whereas function formats (ajv-formats' date, uri…) are
 * emitted as `require("ajv-formats/…")`, which the browser module cannot load (no bare imports
 * under our CSP, no bundler at tenant-edit time). An unknown format is a tenant-file error.
 */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

export const FORM_FORMATS: Record<string, RegExp> = {
  // Spec §5: "{email}, no spaces"; the same rule as the accounts module's EMAIL.
  email: new RegExp(EMAIL_PATTERN),
  'password-strength': new RegExp(PASSWORD_POLICY_PATTERN),
  // ISO dates from the date picker; the calendar itself refuses impossible days.
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  time: /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/,
  'date-time': /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?([Zz]|[+-]\d{2}:\d{2})?$/,
  uri: /^https?:\/\/[^\s/$.?#][^\s]*$/i,
  phone: /^\+?[0-9 ()./-]{6,20}$/,
  // RJSF's file widget value: data:<mime>;name=<file name>;base64,<data>
  'data-url': /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=(.*);)?base64,(.*)$/,
  uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
};

/** The format names, for docs and error messages. */
export const FORM_FORMAT_NAMES = Object.keys(FORM_FORMATS);
