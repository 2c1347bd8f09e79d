import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import { loginPathOf } from '../../../shared/available-routes.js';
import {
  HAND_OVER_PARAM,
  LOGIN_ERROR_PARAM,
  LOGIN_FORM_ID,
  LOGIN_USER_PARAM,
  postedFieldName,
  type LoginError,
} from '../../../shared/login-post.js';
import type { AuthOperations } from '../../../shared/types/generated/api/auth.js';
import contractFile from '../../../../schemas/api/auth.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
import { HttpError } from '../../http/errors.js';
import { hasForm, validateFormData } from '../forms/validation-service.js';
import { setRefreshCookie, setSessionCookie } from './cookies.js';
import { signIn, type AuthDeps } from './session-service.js';

const contract = contractFile as ContractFile;
type Body = AuthOperations['signInForm']['body'];

/** The two fields of the login form, longest as the contract allows: the rest of a post is not read. */
const FORM_BODY_LIMIT = 4096;

/**
 * Whether a post comes from the portal's own page. Another site could otherwise post its own
 * account's credentials and sign the visitor in as that account (login CSRF), which a JSON call
 * cannot be made to do without the browser asking first. Browsers say where a request comes from
 * in Sec-Fetch-Site, which no page can set; one that does not say is asked for its Origin, which
 * must be the tenant's public address (configuration, never the request's Host).
 */
export function postedFromOwnPage(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  return origin !== undefined && origin !== 'null' && origin === new URL(publicUrl).origin;
}

/** Why a sign-in failed, as the login page names it. */
function reasonOf(error: unknown): LoginError {
  if (error instanceof HttpError && error.statusCode === 401) return 'credenziali';
  if (error instanceof HttpError && error.statusCode === 429) return 'tentativi';
  return 'servizio';
}

/**
 * The login form posted by the browser itself: the page the server painted, before its scripts
 * run (docs/architecture.md, "Signing in before the scripts"). The same checks as the JSON call:
 * the tenant's login form validates the fields, and signIn counts the attempt in the shared limits.
 * Signed in, the browser goes to /?accesso=1 with the session cookie set: that page is painted
 * with the customer's data, and boot takes the token from the cookie. Refused, it goes back to the
 * login page, which says why and keeps the user code.
 */
export async function signInFormRoutes(app: FastifyInstance, options: { deps: AuthDeps }): Promise<void> {
  const { deps } = options;
  // Only this plugin's routes read URL-encoded bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const back = (request: FastifyRequest, reply: FastifyReply, reason: LoginError, userCode = '') => {
    const query = new URLSearchParams({ [LOGIN_ERROR_PARAM]: reason });
    if (userCode) query.set(LOGIN_USER_PARAM, userCode);
    return reply.redirect(`${loginPathOf(request.tenant.config)}?${query.toString()}`, 303);
  };

  app.route<{ Body: Body }>({
    ...routeOf(contract, 'signInForm'),
    handler: async (request, reply) => {
      if (!postedFromOwnPage(request, app.publicUrlOf(request.tenant))) {
        request.log.warn({ site: request.headers['sec-fetch-site'], origin: request.headers.origin }, 'accesso dal modulo: pagina altrui');
        return back(request, reply, 'pagina');
      }
      // Own login off: there is no such form, only the providers' buttons at /.
      if (!request.tenant.config.features.ownLogin.active) return reply.redirect('/', 303);
      const body = request.body ?? {};
      const email = String(body[postedFieldName(LOGIN_FORM_ID, 'email')] ?? '').slice(0, 200);
      const password = String(body[postedFieldName(LOGIN_FORM_ID, 'password')] ?? '');
      const invalid = hasForm(request.tenant, LOGIN_FORM_ID)
        ? validateFormData(request.tenant, LOGIN_FORM_ID, { email, password }).length > 0
        : !email || !password;
      if (invalid) return back(request, reply, 'campi', email);
      try {
        const { session } = await signIn(deps, request.tenant.alias, email, password, request.ip);
        setRefreshCookie(request, reply, session);
        setSessionCookie(request, reply, session.accessToken);
        return reply.redirect(`/?${HAND_OVER_PARAM}=1`, 303);
      } catch (error) {
        const reason = reasonOf(error);
        if (reason === 'servizio') request.log.error({ err: error }, 'accesso dal modulo non riuscito');
        return back(request, reply, reason, email);
      }
    },
  });
}
