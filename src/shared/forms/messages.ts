import { CONTROL_CHARACTERS_MESSAGE, NO_CONTROL_CHARACTERS } from '../control-characters.js';
import { ADULT_AGE } from '../constants.js';
import { countedTexts } from '../counted.js';
import { formatNumber } from '../format.js';
import { TAX_CODE_FORMAT, TAX_ID_RULES, VAT_NUMBER_FORMAT } from '../italian-tax-ids.js';
import { PASSWORD_POLICY_MESSAGE } from '../password-policy.js';

const say = countedTexts({
  minLength: { one: 'Minimo {{n}} carattere richiesto', other: 'Minimo {{n}} caratteri richiesti' },
  maxLength: { one: 'Massimo {{n}} carattere consentito', other: 'Massimo {{n}} caratteri consentiti' },
  minAge: { one: 'Devi avere almeno {{n}} anno', other: 'Devi avere almeno {{n}} anni' },
});

/**
 * The Italian validation messages of every form, used by the browser (RJSF's
 * transformErrors) and by the server (400 details), so both say exactly the same thing.
 * Browser-safe: no ajv here.
 */
export const FORM_MESSAGES = {
  required: 'CAMPO OBBLIGATORIO',
  requiredDate: 'Campo obbligatorio',
  email: 'Email non valida',
  password: PASSWORD_POLICY_MESSAGE,
  emailsDiffer: 'Le email devono coincidere',
  passwordsDiffer: 'Le password devono coincidere',
  phonesDiffer: 'I numeri di telefono devono coincidere',
  valuesDiffer: 'I valori devono coincidere',
  minLength: (n: unknown) => say('minLength', Number(n)),
  maxLength: (n: unknown) => say('maxLength', Number(n)),
  pattern: 'Formato non valido',
  date: 'Data non valida',
  time: 'Orario non valido',
  minimum: (n: unknown) => `Il valore minimo consentito è ${numberText(n)}`,
  maximum: (n: unknown) => `Il valore massimo consentito è ${numberText(n)}`,
  type: 'Valore non valido',
  enum: 'Seleziona uno dei valori proposti',
  fileType: (types: unknown) => `Sono ammessi solo file ${fileTypesLabel(types)}`,
  fileSize: (mb: unknown) => `Il file non può superare ${String(mb)} MB`,
  adult: 'Devi essere maggiorenne',
  minAge: (n: unknown) => say('minAge', Number(n)),
  notFuture: 'La data non può essere nel futuro',
  controlCharacters: CONTROL_CHARACTERS_MESSAGE,
  generic: 'Valore non valido',
} as const;

/** The form-level error of a rejected submission (400 `error`). */
export const FORM_INVALID_MESSAGE = 'Alcuni campi non sono validi';

/** One validation failure, as ajv (server) or RJSF (browser) reports it. */
export interface FormErrorLike {
  /** ajv keyword: required, minLength, const, format… */
  keyword: string;
  params: Record<string, unknown>;
  /** Dotted path of the field the message belongs to (for `required`: the missing field). */
  field: string;
}

type JsonObject = Record<string, unknown>;

function numberText(n: unknown): string {
  // A tenant's schema may set a finer limit than a price's cents (0.001).
  return typeof n === 'number' ? formatNumber(n, 6) : String(n);
}

/** '.pdf,.jpg' → 'PDF, JPG' */
export function fileTypesLabel(types: unknown): string {
  const list = Array.isArray(types) ? types : [];
  return list.map((t) => String(t).replace(/^\./, '').toUpperCase()).join(', ');
}

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The schema of a dotted field path inside an object schema, or undefined. */
export function fieldSchemaOf(rootSchema: unknown, field: string): JsonObject | undefined {
  let current: unknown = rootSchema;
  for (const part of field.split('.').filter(Boolean)) {
    if (!isObject(current)) return undefined;
    const props = current['properties'];
    if (isObject(props) && isObject(props[part])) current = props[part];
    else if (isObject(current['items'])) current = current['items'];
    else return undefined;
  }
  return isObject(current) ? current : undefined;
}

/** Which kind of repeat a field is: by the field it must equal, else by its own name. */
function repeatMessage(field: string, schema: JsonObject | undefined): string {
  const ref = schema && isObject(schema['const']) ? schema['const']['$data'] : undefined;
  const target = `${typeof ref === 'string' ? ref : ''} ${field}`.toLowerCase();
  if (/mail/.test(target)) return FORM_MESSAGES.emailsDiffer;
  if (/password|pwd/.test(target)) return FORM_MESSAGES.passwordsDiffer;
  if (/phone|tel|cell/.test(target)) return FORM_MESSAGES.phonesDiffer;
  return FORM_MESSAGES.valuesDiffer;
}

function isDateField(schema: JsonObject | undefined): boolean {
  return schema?.['format'] === 'date' || schema?.['format'] === 'date-time';
}

/** A checkbox that must be ticked: `const: 1` / `const: true` / `enum: [1]`. */
function isRequiredTick(schema: JsonObject | undefined): boolean {
  if (!schema) return false;
  const c = schema['const'];
  const e = schema['enum'];
  return c === 1 || c === true || (Array.isArray(e) && e.length === 1 && (e[0] === 1 || e[0] === true));
}

function formatMessage(format: unknown): string {
  switch (format) {
    case 'email':
      return FORM_MESSAGES.email;
    case 'password-strength':
      return FORM_MESSAGES.password;
    case 'date':
    case 'date-time':
      return FORM_MESSAGES.date;
    case 'time':
      return FORM_MESSAGES.time;
    case VAT_NUMBER_FORMAT:
    case TAX_CODE_FORMAT:
      return TAX_ID_RULES[format].message;
    default:
      return FORM_MESSAGES.pattern;
  }
}

function minAgeMessage(years: unknown): string {
  if (years === 0) return FORM_MESSAGES.notFuture;
  if (years === ADULT_AGE) return FORM_MESSAGES.adult;
  return FORM_MESSAGES.minAge(years);
}

/**
 * The Italian message of one validation failure. `rootSchema` is the form's schema: the field's
 * own schema decides between variants (a date's 'Campo obbligatorio', which repeat a `const`
 * is, a tick box) and may override any keyword's text with `"x-messages": {"<keyword>": "…"}`.
 */
export function formErrorMessage(error: FormErrorLike, rootSchema: unknown): string {
  const schema = fieldSchemaOf(rootSchema, error.field);
  const custom = schema && isObject(schema['x-messages']) ? schema['x-messages'][error.keyword] : undefined;
  if (typeof custom === 'string' && custom !== '') return custom;
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return isDateField(schema) ? FORM_MESSAGES.requiredDate : FORM_MESSAGES.required;
    case 'const':
      if (schema && isObject(schema['const'])) return repeatMessage(error.field, schema);
      return isRequiredTick(schema) ? FORM_MESSAGES.required : FORM_MESSAGES.generic;
    case 'enum':
      return isRequiredTick(schema) ? FORM_MESSAGES.required : FORM_MESSAGES.enum;
    case 'format':
      return formatMessage(p['format']);
    case 'pattern':
      return FORM_MESSAGES.pattern;
    case 'minLength':
      return FORM_MESSAGES.minLength(p['limit']);
    case 'maxLength':
      return FORM_MESSAGES.maxLength(p['limit']);
    case 'minimum':
    case 'exclusiveMinimum':
      return FORM_MESSAGES.minimum(p['limit']);
    case 'maximum':
    case 'exclusiveMaximum':
      return FORM_MESSAGES.maximum(p['limit']);
    case 'type':
      return FORM_MESSAGES.type;
    case 'acceptedTypes':
      return FORM_MESSAGES.fileType(p['types'] ?? schema?.['acceptedTypes']);
    case 'maxFileSizeMb':
      return FORM_MESSAGES.fileSize(p['limit']);
    case 'minAgeYears':
      return minAgeMessage(p['limit'] ?? schema?.['minAgeYears']);
    case NO_CONTROL_CHARACTERS:
      return FORM_MESSAGES.controlCharacters;
    default:
      return FORM_MESSAGES.generic;
  }
}

/** Dotted field path of an ajv error: /address/city → address.city; `required` → the missing field. */
export function fieldOfAjvError(error: { instancePath: string; keyword: string; params: Record<string, unknown> }): string {
  const base = error.instancePath.split('/').filter(Boolean).join('.');
  const missing = error.keyword === 'required' ? error.params['missingProperty'] : undefined;
  return [base, typeof missing === 'string' ? missing : ''].filter(Boolean).join('.');
}
