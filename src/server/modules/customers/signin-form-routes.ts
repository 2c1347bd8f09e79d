import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { landingAfterSignIn, loginPathOf, ownPath } from '../../../shared/available-routes.js';
import {
  HAND_OVER_PARAM,
  LOGIN_ERROR_PARAM,
  LOGIN_FORM_ID,
  LOGIN_USER_PARAM,
  postedFieldName,
  type LoginError,
} from '../../../shared/login-post.js';
import { auth } from '../../../shared/types/generated/api/auth.js';
import { defineRoute } from '../../http/define-route.js';
import { HttpError } from '../../http/errors.js';
import { tenantForms, validateFormData } from '../forms/validation-service.js';
import { handOverSession } from './cookies.js';
import { ownOrigins, postedFromOwnPage } from './request-site.js';
import { signIn, type AuthDeps } from './session-service.js';

/** The login form's fields, longest as the contract allows: nothing else is read. */
const FORM_BODY_LIMIT = 4096;

/** Why a sign-in failed, as the login page names it. */
function reasonOf(error: unknown): LoginError {
  if (error instanceof HttpError && error.statusCode === 401) return 'credenziali';
  if (error instanceof HttpError && error.statusCode === 429) return 'tentativi';
  // The password-hashing queue was full: nothing was checked, the person may simply retry.
  if (error instanceof HttpError && error.statusCode === 503) return 'occupato';
  return 'servizio';
}

/**
 * The login form posted by the browser itself: the page the server painted, before its scripts
 * run (docs/architecture.md, "Signing in before the scripts"). Only from the portal's own page
 * (request-site.ts); the tenant's login form validates what was posted, as the browser would have,
 * and signIn counts the attempt in the shared limits. Signed in, the session is handed to the page
 * the browser goes to (`?accesso=1`: home, or the registration to complete). Refused, the browser
 * goes back to the login page, which says why and keeps the user code. Every answer is a page to
 * go to: the person sees no raw error.
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
    return reply.redirect(`${ownPath(loginPathOf(request.tenant.config))}?${query.toString()}`, 303);
  };

  defineRoute(
    app,
    auth.signInForm,
    async (request, reply) => {
      if (!postedFromOwnPage(request, ownOrigins(app.publicUrlOf(request.tenant), request.tenant.config.hosts))) {
        request.log.warn({ site: request.headers['sec-fetch-site'], origin: request.headers.origin }, 'accesso dal modulo: pagina altrui');
        return back(request, reply, 'pagina');
      }
      // Own login off: there is no such form, only the providers' buttons at /.
      if (!request.tenant.config.features.ownLogin.active) return reply.redirect('/', 303);
      const body = (request.validationError ? {} : (request.body ?? {})) as Record<string, unknown>;
      // Every field of the tenant's login form, as the browser sends them (RJSF's names).
      const form = tenantForms(request.tenant)[LOGIN_FORM_ID];
      const fields = Object.keys((form?.schema as { properties?: object } | undefined)?.properties ?? { email: 0, password: 0 });
      const data = Object.fromEntries(fields.map((field) => [field, body[postedFieldName(LOGIN_FORM_ID, field)]]));
      const email = typeof data['email'] === 'string' ? data['email'].slice(0, 200) : '';
      const password = typeof data['password'] === 'string' ? data['password'] : '';
      if (request.validationError || !email || !password || validateFormData(request.tenant, LOGIN_FORM_ID, data).length > 0) {
        return back(request, reply, 'campi', email);
      }
      try {
        const { user, session } = await signIn(deps, request.tenant.alias, email, password, request.ip);
        handOverSession(request, reply, session, app.publicUrlOf(request.tenant));
        return reply.redirect(`${landingAfterSignIn(request.tenant.config, user.active === 1)}?${HAND_OVER_PARAM}=1`, 303);
      } catch (error) {
        const reason = reasonOf(error);
        if (reason === 'servizio') request.log.error({ err: error }, 'accesso dal modulo non riuscito');
        return back(request, reply, reason, email);
      }
    },
    {
      bodyLimit: FORM_BODY_LIMIT,
      // A field over the contract's limits goes back to the form like any other invalid one.
      attachValidation: true,
    },
  );
}
