/**
 * The login page's form posted by the browser itself, before the page's scripts run (a phone on
 * a slow link signs in without waiting for them): what the page, the server and boot agree on.
 * docs/architecture.md, "Signing in before the scripts".
 */

/** Where the painted login form posts (schemas/api/auth.json, signInForm). */
export const SIGN_IN_FORM_ACTION = '/v1/auth/signin-form';

/** The tenant form the login page shows. */
export const LOGIN_FORM_ID = 'login';

/** The name RJSF gives a field's input: its id, `${idPrefix}_${field}`, and a form's idPrefix is its id (SchemaForm). */
export function postedFieldName(formId: string, field: string): string {
  return `${formId}_${field}`;
}

/** Back from a sign-in the server made (the form post, OpenID Connect): `/?accesso=1` (src/app/boot/hand-over.ts). */
export const HAND_OVER_PARAM = 'accesso';

/** Back on the login page after a refused post: why, and the user code typed (never the password). */
export const LOGIN_ERROR_PARAM = 'errore';
export const LOGIN_USER_PARAM = 'codice';

export const LOGIN_ERRORS = ['credenziali', 'campi', 'tentativi', 'occupato', 'pagina', 'servizio'] as const;
export type LoginError = (typeof LOGIN_ERRORS)[number];

export function isLoginError(value: unknown): value is LoginError {
  return typeof value === 'string' && (LOGIN_ERRORS as readonly string[]).includes(value);
}

/** The only query parameters of a signed-out page that the server paints it with (the login's retry). */
export const PAINTED_SIGNED_OUT_PARAMS: readonly string[] = [LOGIN_ERROR_PARAM, LOGIN_USER_PARAM];

/**
 * The one-time cookie that carries a sign-in the server made to boot (src/app/boot/hand-over.ts),
 * beside the session cookie the page is painted with. Its own, so that a signed-out boot still
 * running in the page the browser is leaving (it clears the session cookie) cannot lose it; and
 * `__Host-` over HTTPS, a name no other site can set, a sibling subdomain included (the session
 * cookie's plain name can be: it only ever decided what a page is painted with).
 */
export function handOverCookieName(secure: boolean): string {
  return secure ? '__Host-premia_handover' : 'premia_handover';
}

/** Long enough for the redirect and a slow page; boot takes it at once. */
export const HAND_OVER_COOKIE_MAX_AGE_S = 120;
