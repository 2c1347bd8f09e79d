import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type { AuthOperations, OkAnswer, SignInAnswer, TokenAnswer } from '../../../shared/types/generated/api/auth.js';
import contractFile from '../../../../schemas/api/auth.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
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
/** The area's operations: method, path and schemas of every route (schemas/api/auth.json). */
const contract = contractFile as ContractFile;
type Op = AuthOperations;

function requireOwnLogin(request: FastifyRequest): void {
  if (!request.tenant.config.features.ownLogin.active) throw new HttpError(403, OWN_LOGIN_OFF);
}

export interface AuthRoutesOptions {
  /** The catalogue's reader of a customer's wishlist and cart, shown by auth/me. */
  basketOf: BasketReader;
}

/**
 * Account calls of spec §7 under /v1/auth. Sign-in, recovery and reset exist only with own
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

  app.route<{ Body: Op['signIn']['body'] }>({
    ...routeOf(contract, 'signIn'),
    handler: async (request, reply): Promise<SignInAnswer> => {
      requireOwnLogin(request);
      // A multipart post from another site's form needs no preflight (request-site.ts).
      if (sentByAnotherSite(request, ownOrigins(app.publicUrlOf(request.tenant), request.tenant.config.hosts)))
        throw new HttpError(403, ANOTHER_SITE);
      const { user: signedIn, session } = await signIn(
        deps,
        request.tenant.alias,
        request.body.username,
        request.body.password,
        request.ip,
      );
      setRefreshCookie(request, reply, session);
      return { token: session.accessToken, active: signedIn.active === 1, userId: signedIn.id };
    },
  });

  app.route({
    ...routeOf(contract, 'refresh'),
    handler: async (request, reply): Promise<TokenAnswer> => {
      try {
        const { session } = await rotateRefreshToken(deps, request.tenant.alias, request.cookies[REFRESH_COOKIE]);
        setRefreshCookie(request, reply, session);
        return { token: session.accessToken };
      } catch (err) {
        clearRefreshCookie(request, reply);
        throw err;
      }
    },
  });

  app.route({
    ...routeOf(contract, 'signOut'),
    handler: async (request, reply): Promise<OkAnswer> => {
      await signOut(deps, request.tenant.alias, request.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(request, reply);
      return { ok: true };
    },
  });

  app.route({
    ...routeOf(contract, 'getMe'),
    // It says which regolamento the customer must accept: the portal's way to its page.
    config: { regolamentoOpen: true },
    preHandler: app.authenticate,
    handler: async (request) => meOf(app.db, request.tenant, user(request), basketOf),
  });

  app.route<{ Body: Op['updateProfile']['body'] }>({
    ...routeOf(contract, 'updateProfile'),
    preHandler: app.authenticateActive,
    handler: async (request) =>
      meOf(app.db, request.tenant, await updateProfile(deps, request.tenant, await fullUser(request), request.body), basketOf),
  });

  app.route<{ Body: Op['submitSignup']['body'] }>({
    ...routeOf(contract, 'submitSignup'),
    preHandler: app.authenticate,
    handler: async (request): Promise<OkAnswer> => {
      await completeRegistration(deps, outboxOf(app, request.tenant), request.tenant, await fullUser(request), request.body, request.ip);
      return { ok: true, message: "Ti abbiamo mandato un'email, clicca sul link per confermare la registrazione" };
    },
  });

  app.route<{ Params: Op['activateAccount']['params'] }>({
    ...routeOf(contract, 'activateAccount'),
    handler: async (request): Promise<OkAnswer> => {
      await activate(deps, request.tenant.alias, request.params.code, request.tenant.config.features.welcomePoints);
      return { ok: true, message: 'Account attivato' };
    },
  });

  app.route<{ Body: Op['requestPasswordRecovery']['body'] }>({
    ...routeOf(contract, 'requestPasswordRecovery'),
    handler: async (request): Promise<OkAnswer> => {
      requireOwnLogin(request);
      await requestRecovery(deps, outboxOf(app, request.tenant), request.tenant.alias, request.body.username, request.ip);
      return { ok: true, message: RECOVERY_MESSAGE };
    },
  });

  app.route<{ Params: Op['checkResetToken']['params'] }>({
    ...routeOf(contract, 'checkResetToken'),
    handler: async (request): Promise<OkAnswer> => {
      requireOwnLogin(request);
      if (!(await isResetTokenValid(deps, request.tenant.alias, request.params.token))) throw new HttpError(400, MSG.resetInvalid);
      return { ok: true };
    },
  });

  app.route<{ Body: Op['resetPassword']['body'] }>({
    ...routeOf(contract, 'resetPassword'),
    handler: async (request): Promise<OkAnswer> => {
      requireOwnLogin(request);
      await resetPassword(deps, request.tenant.alias, request.body);
      return { ok: true, message: 'Password aggiornata' };
    },
  });

  app.route<{ Body: Op['changePassword']['body'] }>({
    ...routeOf(contract, 'changePassword'),
    preHandler: app.authenticate,
    handler: async (request): Promise<OkAnswer> => {
      const keep = await familyOf(deps, request.tenant.alias, request.cookies[REFRESH_COOKIE]);
      await changePassword(deps, user(request), request.body, keep);
      return { ok: true, message: 'Password aggiornata' };
    },
  });

  app.route({
    ...routeOf(contract, 'getSavedAddresses'),
    preHandler: app.authenticate,
    handler: async (request) => savedAddresses(app.db, user(request).id),
  });

  await app.register(oidcRoutes, { deps });
  await app.register(signInFormRoutes, { deps });
}
