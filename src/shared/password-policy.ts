/**
 * The password policy: at least 8 characters with a digit, a lowercase and an uppercase letter
 * and a symbol. Shared by the SPA's forms and the server (which enforces it again: the browser's
 * check is a convenience, not a control).
 */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_POLICY_MESSAGE =
  'La password deve contenere almeno 8 caratteri, inclusi maiuscole, minuscole, numeri e caratteri speciali';

/**
 * No control character at all, not even the tab and line breaks that multi-line text allows: a
 * password is typed on one line, and an invisible character in it would lock its owner out.
 */
const PASSWORD_CHARACTER = '[^\\u0000-\\u001F\\u007F]';

/**
 * The same rule as one regular expression, for JSON Schema `pattern` in tenant forms.
 * A "symbol" is anything that is not a letter or a digit (spaces included).
 */
export const PASSWORD_POLICY_PATTERN = `^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9])${PASSWORD_CHARACTER}{8,}$`;

/**
 * The demo accounts' password. The README publishes it, so it protects nothing: only the demo
 * seeder sets it, and no person may choose it for any account (passwordProblem).
 */
export const DEMO_PASSWORD = 'Demo!2025x';

export const PUBLIC_PASSWORD_MESSAGE = 'Questa password è pubblica (è quella degli account dimostrativi del README): scegline un’altra';

/** True when the password satisfies the composition rule. */
export function isPasswordAcceptable(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /\d/.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[^A-Za-z0-9]/.test(password) &&
    new RegExp(`^${PASSWORD_CHARACTER}*$`).test(password)
  );
}

/**
 * Why a password chosen by a person cannot be used, or null when it can: the composition rule,
 * then the public passwords. Every place that stores a password asks this (forms, imports,
 * resets, the console), so a published password never reaches a real account.
 */
export function passwordProblem(password: string): string | null {
  if (!isPasswordAcceptable(password)) return PASSWORD_POLICY_MESSAGE;
  if (password.normalize('NFC') === DEMO_PASSWORD) return PUBLIC_PASSWORD_MESSAGE;
  return null;
}
