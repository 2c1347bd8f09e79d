import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.js';
import { errorResponses } from '../../http/schemas.js';
import { outboxOf } from '../../plugins/mailer.js';
import { accountOf, activate, changePassword, completeRegistration, isResetTokenValid, MSG, requestRecovery, resetPassword, updateProfile } from './account-service.js';
import { savedAddresses } from './address-service.js';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './cookies.js';
import { oidcRoutes } from './oidc-routes.js';
import * as s from './schemas.js';
import { familyOf, rotateRefreshToken, signIn, signOut, type AuthDeps } from './session-service.js';
import { meOf, type BasketReader } from './user-view.js';

const OWN_LOGIN_OFF = "L'accesso con codice utente non è attivo per questa iniziativa";
const RECOVERY_MESSAGE = "Se il codice utente esiste, riceverai un'email con le istruzioni per reimpostare la password";
const bearer = [{ bearer: [] }];

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
  const deps: AuthDeps = { db: app.db, now: app.clock, jwtKey: app.jwtKey, accessTtlS: app.accessTokenTtlS };
  /** The customer set by the preHandler (routes without it never call this). */
  const user = (request: FastifyRequest) => {
    if (!request.user) throw new HttpError(401, 'Non autorizzato');
    return request.user;
  };
  /** With the password hash, for the services that change credentials or the stored row. */
  const fullUser = (request: FastifyRequest) => accountOf(deps, request.tenant.alias, user(request).id);

  app.post<{ Body: { username: string; password: string } }>(
    '/auth/signin',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with user code and password (sets the refresh cookie)',
        body: s.signinBody,
        response: { 200: s.signinResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      requireOwnLogin(request);
      const { user: signedIn, session } = await signIn(deps, request.tenant.alias, request.body.username, request.body.password, request.ip);
      setRefreshCookie(request, reply, session);
      return { token: session.accessToken, active: signedIn.active === 1, userId: signedIn.id };
    },
  );

  app.get(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'New access token from the refresh cookie (rotates it; a reused token revokes its family)',
        response: { 200: s.refreshResponse, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      try {
        const { session } = await rotateRefreshToken(deps, request.tenant.alias, request.cookies[REFRESH_COOKIE]);
        setRefreshCookie(request, reply, session);
        return { token: session.accessToken };
      } catch (err) {
        clearRefreshCookie(request, reply);
        throw err;
      }
    },
  );

  app.get(
    '/auth/signout',
    { schema: { tags: ['auth'], summary: 'Sign out: revokes the session (refresh family) and clears the cookie', response: { 200: s.okResponse } } },
    async (request, reply) => {
      await signOut(deps, request.tenant.alias, request.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(request, reply);
      return { ok: true };
    },
  );

  app.get(
    '/auth/me',
    {
      preHandler: app.authenticate,
      schema: { tags: ['auth'], summary: 'The signed-in customer (active or not)', security: bearer, response: { 200: s.meResponse, ...errorResponses(401) } },
    },
    async (request) => meOf(app.db, request.tenant, user(request), basketOf),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/auth/me',
    {
      preHandler: app.authenticateActive,
      schema: {
        tags: ['auth'],
        summary: "Profile update, validated against the tenant's profile field definitions",
        security: bearer,
        body: s.profileBody,
        response: { 200: s.meResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => meOf(app.db, request.tenant, await updateProfile(deps, request.tenant, await fullUser(request), request.body), basketOf),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/auth/signup',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Complete registration (inactive customers): stores the form and mails the activation link',
        description: 'The spec leaves this call\'s path open ("Signup submit"); this is it. Answers 409 for a customer already active.',
        security: bearer,
        body: s.signupBody,
        response: { 200: s.okResponse, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      await completeRegistration(deps, outboxOf(app, request.tenant), request.tenant, await fullUser(request), request.body);
      return { ok: true, message: "Ti abbiamo mandato un'email, clicca sul link per confermare la registrazione" };
    },
  );

  app.get<{ Params: { code: string } }>(
    '/auth/signup/activate/:code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Activation link (single use, 72 hours): 400 unknown, 422 used or expired',
        params: s.codeParams,
        response: { 200: s.okResponse, ...errorResponses(400, 422) },
      },
    },
    async (request) => {
      await activate(deps, request.tenant.alias, request.params.code);
      return { ok: true, message: 'Account attivato' };
    },
  );

  app.post<{ Body: { username: string } }>(
    '/auth/forgot/recovery',
    {
      schema: {
        tags: ['auth'],
        summary: 'Password recovery: same answer whether the user code exists or not; mails a reset link (1 hour)',
        body: s.recoveryBody,
        response: { 200: s.okResponse, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      requireOwnLogin(request);
      await requestRecovery(deps, outboxOf(app, request.tenant), request.tenant.alias, request.body.username, request.ip);
      return { ok: true, message: RECOVERY_MESSAGE };
    },
  );

  app.get<{ Params: { token: string } }>(
    '/auth/forgot/reset/:token',
    {
      schema: { tags: ['auth'], summary: 'Is this reset link still usable? 200 or 400', params: s.tokenParams, response: { 200: s.okResponse, ...errorResponses(400, 403) } },
    },
    async (request) => {
      requireOwnLogin(request);
      if (!(await isResetTokenValid(deps, request.tenant.alias, request.params.token))) throw new HttpError(400, MSG.resetInvalid);
      return { ok: true };
    },
  );

  app.post<{ Body: { password: string; confirm: string; onetimetoken: string } }>(
    '/auth/forgot/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'New password with the one-time token; ends every session of the customer',
        body: s.resetBody,
        response: { 200: s.okResponse, ...errorResponses(400, 403, 422) },
      },
    },
    async (request) => {
      requireOwnLogin(request);
      await resetPassword(deps, request.tenant.alias, request.body);
      return { ok: true, message: 'Password aggiornata' };
    },
  );

  app.post<{ Body: { old: string; new: string; confirm?: string } }>(
    '/auth/me/changepassword',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Change password (other sessions end, this one stays)',
        security: bearer,
        body: s.changePasswordBody,
        response: { 200: s.okResponse, ...errorResponses(400, 401, 422, 429) },
      },
    },
    async (request) => {
      const keep = await familyOf(deps, request.tenant.alias, request.cookies[REFRESH_COOKIE]);
      await changePassword(deps, user(request), request.body, keep);
      return { ok: true, message: 'Password aggiornata' };
    },
  );

  app.get(
    '/auth/me/addresses',
    {
      preHandler: app.authenticate,
      schema: { tags: ['auth'], summary: 'Saved shipping addresses', security: bearer, response: { 200: s.addressesResponse, ...errorResponses(401) } },
    },
    async (request) => savedAddresses(app.db, user(request).id),
  );

  await app.register(oidcRoutes, { deps });
}
