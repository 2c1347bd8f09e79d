/**
 * The one rule for Italian VAT numbers (partita IVA) and tax codes (codice fiscale): the forms'
 * ajv formats `partita-iva` and `codice-fiscale` (forms/runtime.ts, browser and server alike),
 * the customers' import, the registration and the profile all call these, and store what
 * `normalize…` gives. Browser-safe: no dependencies.
 */

/** What the customer reads under a VAT number that is refused: what is expected. */
export const VAT_NUMBER_MESSAGE = 'Partita IVA non valida: 11 cifre, con o senza IT davanti (controlla che nessuna cifra sia sbagliata)';

/** What the customer reads under a tax code that is refused. */
export const TAX_CODE_MESSAGE = 'Codice fiscale non valido: 16 lettere e cifre come sulla tessera sanitaria, o le 11 cifre di un’azienda';

/** The form format names; a field with one of them is checked and stored by this module's rule. */
export const VAT_NUMBER_FORMAT = 'partita-iva';
export const TAX_CODE_FORMAT = 'codice-fiscale';

/**
 * Customer fields that hold one whatever their schema says: the `vatcode` column, and the tax
 * code tenants add to their signup under this name. Other fields follow their schema's format.
 */
export const TAX_ID_FIELDS: Readonly<Record<string, typeof VAT_NUMBER_FORMAT | typeof TAX_CODE_FORMAT>> = {
  vatcode: VAT_NUMBER_FORMAT,
  codice_fiscale: TAX_CODE_FORMAT,
};

/** As stored: spaces dropped, upper case, without the country prefix IT ('it 045…' → '045…'). */
export function normalizeVatNumber(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return /^IT\d{11}$/.test(compact) ? compact.slice(2) : compact;
}

/** As stored: spaces dropped, upper case. */
export function normalizeTaxCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * The partita IVA's check digit (the 11th): digits in odd places count as they are, digits in
 * even places are doubled (less 9 when over 9); the check digit brings the sum to a multiple of 10.
 */
function vatCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = first10.charCodeAt(i) - 48;
    if (i % 2 === 0) sum += d;
    else sum += d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** A partita IVA: 11 digits (an IT in front allowed), not all zeros, with its check digit right. */
export function isVatNumber(value: string): boolean {
  const digits = normalizeVatNumber(value);
  if (!/^\d{11}$/.test(digits) || /^0+$/.test(digits)) return false;
  return vatCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

// A person's code: surname, name, year, month letter, day (+40 for women), place, check letter;
// where two people would share one, digits are replaced by LMNPQRSTUV (omocodia).
const PERSON_CODE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;
// The value of each character in an odd place (1st, 3rd…): '0'/'A' count 1, '1'/'B' 0, and so on.
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/** Value of a digit or letter: its place in 0-9 or A-Z (the even places' table). */
const rank = (c: string) => (c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 65);

/** The check letter of a person's code: odd places by their table, even places by their rank, modulo 26. */
function taxCodeCheckLetter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += i % 2 === 0 ? ODD_VALUES[rank(first15[i]!)]! : rank(first15[i]!);
  return String.fromCharCode(65 + (sum % 26));
}

/** A codice fiscale: a person's 16 characters with the right check letter, or a company's 11 digits (its partita IVA). */
export function isTaxCode(value: string): boolean {
  const code = normalizeTaxCode(value);
  if (/^\d{11}$/.test(code)) return isVatNumber(code);
  return PERSON_CODE.test(code) && taxCodeCheckLetter(code.slice(0, 15)) === code[15];
}

/** The rule of a format name: its check, how its value is stored, what a refusal says. */
export const TAX_ID_RULES = {
  [VAT_NUMBER_FORMAT]: { valid: isVatNumber, normalize: normalizeVatNumber, message: VAT_NUMBER_MESSAGE },
  [TAX_CODE_FORMAT]: { valid: isTaxCode, normalize: normalizeTaxCode, message: TAX_CODE_MESSAGE },
} as const;

export type TaxIdFormat = keyof typeof TAX_ID_RULES;

/** The tax-number format a field follows: its schema's `format` when it is one, else its name's (TAX_ID_FIELDS). */
export function taxIdFormatOf(name: string, fieldSchema?: unknown): TaxIdFormat | undefined {
  const format = typeof fieldSchema === 'object' && fieldSchema !== null ? (fieldSchema as { format?: unknown }).format : undefined;
  if (format === VAT_NUMBER_FORMAT || format === TAX_CODE_FORMAT) return format;
  return Object.hasOwn(TAX_ID_FIELDS, name) ? TAX_ID_FIELDS[name] : undefined;
}
