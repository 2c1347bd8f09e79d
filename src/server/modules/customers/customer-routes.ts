import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auth } from '../../../shared/types/generated/api/auth.js';
import { defineRoute } from '../../http/define-route.js';
import { HttpError } from '../../http/errors.js';
import { outboxOf } from '../../plugins/mailer.js';
import {
  accountOf,
  activate,
  changePassword,
  completeRegistration,
  isResetTokenValid,
  MSG,
  requestRecovery,
  resetPassword,
  updateProfile,
} from './account-service.js';
import { savedAddresses } from './address-service.js';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './cookies.js';
import { oidcRoutes } from './oidc-routes.js';
import { ownOrigins, sentByAnotherSite } from './request-site.js';
import { signInFormRoutes } from './signin-form-routes.js';
import { familyOf, rotateRefreshToken, signIn, signOut, type AuthDeps } from './session-service.js';
import { meOf, type BasketReader } from './user-view.js';

const OWN_LOGIN_OFF = "L'accesso con codice utente non è attivo per questa iniziativa";
const ANOTHER_SITE = "L'accesso si fa dalla pagina dell'iniziativa";
const RECOVERY_MESSAGE = "Se il codice utente esiste, riceverai un'email con le istruzioni per reimpostare la password";

function requireOwnLogin(request: FastifyRequest): void {
  if (!request.tenant.config.features.ownLogin.active) throw new HttpError(403, OWN_LOGIN_OFF);
}

export interface AuthRoutesOptions {
  /** The orders module's reader of a customer's wishlist and cart, shown by auth/me. */
  basketOf: BasketReader;
}

/**
 * Account calls under /v1/auth. Sign-in, recovery and reset exist only with own
 * login on; with it off customers sign in through OpenID Connect (oidc-routes.ts).
 */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const { basketOf } = options;
  const deps: AuthDeps = { db: app.db, dialect: app.dbDialect, now: app.clock, jwtKey: app.jwtKey, accessTtlS: app.accessTokenTtlS };
  /** The customer set by the preHandler (routes without it never call this). */
  const user = (request: FastifyRequest) => {
    if (!request.user) throw new HttpError(401, 'Non autorizzato');
    return request.user;
  };
  /** With the password hash, for the services that change credentials or the stored row. */
  const fullUser = (request: FastifyRequest) => accountOf(deps, request.tenant.alias, user(request).id);

  defineRoute(app, auth.signIn, async (request, reply) => {
    requireOwnLogin(request);
    // A multipart post from another site's form needs no preflight (request-site.ts).
    if (sentByAnotherSite(request, ownOrigins(app.publicUrlOf(request.tenant), request.tenant.config.hosts)))
      throw new HttpError(403, ANOTHER_SITE);
    const { user: signedIn, session } = await signIn(deps, request.tenant.alias, request.body.username, request.body.password, request.ip);
    setRefreshCookie(request, reply, session);
    return { token: session.accessToken, active: signedIn.active === 1, userId: signedIn.id };
  });

  defineRoute(app, auth.refresh, async (request, reply) => {
    try {
      const { session } = await rotateRefreshToken(deps, request.tenant.alias, request.cookies[REFRESH_COOKIE]);
      setRefreshCookie(request, reply, session);
      return { token: session.accessToken };
    } catch (err) {
      clearRefreshCookie(request, reply);
      throw err;
    }
  });

  defineRoute(app, auth.signOut, async (request, reply) => {
    await signOut(deps, request.tenant.alias, request.cookies[REFRESH_COOKIE]);
    clearRefreshCookie(request, reply);
    return { ok: true };
  });

  defineRoute(app, auth.getMe, async (request) => meOf(app.db, request.tenant, user(request), basketOf), {
    // It says which regolamento the customer must accept: the portal's way to its page.
    config: { regolamentoOpen: true },
    preHandler: app.authenticate,
  });

  defineRoute(
    app,
    auth.updateProfile,
    async (request) =>
      meOf(app.db, request.tenant, await updateProfile(deps, request.tenant, await fullUser(request), request.body), basketOf),
    { preHandler: app.authenticateActive },
  );

  defineRoute(
    app,
    auth.submitSignup,
    async (request) => {
      await completeRegistration(deps, outboxOf(app, request.tenant), request.tenant, await fullUser(request), request.body, request.ip);
      return { ok: true, message: "Ti abbiamo mandato un'email, clicca sul link per confermare la registrazione" };
    },
    { preHandler: app.authenticate },
  );

  defineRoute(app, auth.activateAccount, async (request) => {
    await activate(deps, request.tenant.alias, request.params.code, request.tenant.config.features.welcomePoints);
    return { ok: true, message: 'Account attivato' };
  });

  defineRoute(app, auth.requestPasswordRecovery, async (request) => {
    requireOwnLogin(request);
    await requestRecovery(deps, outboxOf(app, request.tenant), request.tenant.alias, request.body.username, request.ip);
    return { ok: true, message: RECOVERY_MESSAGE };
  });

  defineRoute(app, auth.checkResetToken, async (request) => {
    requireOwnLogin(request);
    if (!(await isResetTokenValid(deps, request.tenant.alias, request.params.token))) throw new HttpError(400, MSG.resetInvalid);
    return { ok: true };
  });

  defineRoute(app, auth.resetPassword, async (request) => {
    requireOwnLogin(request);
    await resetPassword(deps, request.tenant.alias, request.body);
    return { ok: true, message: 'Password aggiornata' };
  });

  defineRoute(
    app,
    auth.changePassword,
    async (request) => {
      const keep = await familyOf(deps, request.tenant.alias, request.cookies[REFRESH_COOKIE]);
      await changePassword(deps, user(request), request.body, keep);
      return { ok: true, message: 'Password aggiornata' };
    },
    { preHandler: app.authenticate },
  );

  defineRoute(app, auth.getSavedAddresses, async (request) => savedAddresses(app.db, user(request).id), { preHandler: app.authenticate });

  await app.register(oidcRoutes, { deps });
  await app.register(signInFormRoutes, { deps });
}
