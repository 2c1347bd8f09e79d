import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { auth, type AuthOperations } from '../../../shared/types/generated/api/auth.js';
import { landingAfterSignIn } from '../../../shared/available-routes.js';
import { HAND_OVER_PARAM } from '../../../shared/login-post.js';
import { countSignIn } from '../../http/business-metrics.js';
import { defineRoute } from '../../http/define-route.js';
import { HttpError } from '../../http/errors.js';
import { authorizeUrl, discover, newAuthorizationSecrets } from './oidc-client.js';
import { oidcAccount } from './oidc-service.js';
import { handOverSession } from './cookies.js';
import { issueSession, type AuthDeps } from './session-service.js';
import { signState, verifyState } from './tokens.js';
import type { User } from './user.table.js';

const STATE_COOKIE = 'premia_oidc';
const STATE_COOKIE_PATH = '/v1/auth/oidc';
const STATE_TTL_S = 600;

function sameString(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * External sign-in (OpenID Connect, authorization code + PKCE) for tenants whose own login is
 * off. The browser goes to start → provider → callback; the callback sets our refresh cookie and
 * hands the session to the page it sends the browser to, /?accesso=1 (cookies.ts, handOverSession).
 */
export async function oidcRoutes(app: FastifyInstance, options: { deps: AuthDeps }): Promise<void> {
  const { deps } = options;

  const providerOf = (request: FastifyRequest<{ Params: AuthOperations['startOidc']['params'] }>) => {
    const provider = request.tenant.config.features.oidc[request.params.provider];
    if (!provider) throw new HttpError(404, 'Provider di accesso non configurato');
    return provider;
  };
  const callbackUrl = (request: FastifyRequest, id: string) =>
    `${app.publicUrlOf(request.tenant)}/v1/auth/oidc/${encodeURIComponent(id)}/callback`;
  // The state cookie must come back on the provider's top-level redirect: Lax, not Strict.
  const cookieOptions = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    path: STATE_COOKIE_PATH,
  });

  defineRoute(app, auth.startOidc, async (request, reply) => {
    const provider = providerOf(request);
    let doc;
    try {
      doc = await discover(provider.issuer);
    } catch (err) {
      // Unreachable, refused by the outbound rule, or not a provider: the login page says so.
      request.log.warn({ provider: request.params.provider, detail: (err as Error).message }, 'accesso esterno non riuscito');
      return reply.redirect('/?oidc_error=provider', 302);
    }
    const secrets = newAuthorizationSecrets();
    const state = await signState(
      await deps.jwtKey(),
      { p: request.params.provider, ...secrets },
      request.tenant.alias,
      deps.now(),
      STATE_TTL_S,
    );
    reply.setCookie(STATE_COOKIE, state, { ...cookieOptions(request), maxAge: STATE_TTL_S });
    const scopes = provider.scopes?.length ? provider.scopes : ['openid', 'profile', 'email'];
    return reply.redirect(
      authorizeUrl(doc, {
        clientId: provider.clientId,
        redirectUri: callbackUrl(request, request.params.provider),
        scopes: scopes.includes('openid') ? scopes : ['openid', ...scopes],
        ...secrets,
      }),
      302,
    );
  });

  defineRoute(app, auth.oidcCallback, async (request, reply: FastifyReply) => {
    const fail = (reason: string, detail?: unknown) => {
      request.log.warn(
        { provider: request.params.provider, reason, detail: detail instanceof Error ? detail.message : detail },
        'accesso esterno non riuscito',
      );
      return reply.redirect(`/?oidc_error=${encodeURIComponent(reason)}`, 302);
    };
    const raw = request.cookies[STATE_COOKIE];
    reply.clearCookie(STATE_COOKIE, cookieOptions(request));
    const provider = request.tenant.config.features.oidc[request.params.provider];
    if (!provider) return fail('provider');
    if (request.query.error) return fail('denied', request.query.error);
    const saved = raw ? await verifyState(await deps.jwtKey(), raw, request.tenant.alias, deps.now()) : null;
    const { code, state } = request.query;
    if (
      !saved ||
      !code ||
      !state ||
      saved['p'] !== request.params.provider ||
      typeof saved['state'] !== 'string' ||
      !sameString(saved['state'], state)
    )
      return fail('state');

    let user: User;
    try {
      user = await oidcAccount(deps, {
        tenantAlias: request.tenant.alias,
        providerId: request.params.provider,
        provider,
        code,
        redirectUri: callbackUrl(request, request.params.provider),
        verifier: String(saved['verifier']),
        nonce: String(saved['nonce']),
      });
    } catch (err) {
      return fail('exchange', err);
    }
    handOverSession(request, reply, await issueSession(deps, user), app.publicUrlOf(request.tenant));
    countSignIn('customer', 'ok', request.tenant.alias);
    return reply.redirect(`${landingAfterSignIn(request.tenant.config, user.active === 1)}?${HAND_OVER_PARAM}=1`, 302);
  });
}
