import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_COOKIE_MAX_AGE_S } from '../../../shared/constants.js';
import { HAND_OVER_COOKIE_MAX_AGE_S, handOverCookieName } from '../../../shared/login-post.js';
import type { IssuedSession } from './session-service.js';
import { REFRESH_TOKEN_TTL_MS } from './tokens.js';

/** Name and path of a refresh cookie: customers' and the staff console's are apart. */
export interface RefreshCookie {
  name: string;
  /** Sent only to the calls that need it (refresh, signout…), never to the rest of the API. */
  path: string;
}

export const CUSTOMER_REFRESH: RefreshCookie = { name: 'premia_refresh', path: '/v1/auth' };
export const STAFF_REFRESH: RefreshCookie = { name: 'premia_console_refresh', path: '/v1/console/auth' };
export const REFRESH_COOKIE = CUSTOMER_REFRESH.name;

/** The refresh token lives only in this cookie: httpOnly (no script reads it), Strict (no cross-site sends). */
export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, session: IssuedSession, cookie = CUSTOMER_REFRESH): void {
  reply.setCookie(cookie.name, session.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: cookie.path,
    maxAge: Math.floor(REFRESH_TOKEN_TTL_MS / 1000),
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply, cookie = CUSTOMER_REFRESH): void {
  reply.clearCookie(cookie.name, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: cookie.path,
  });
}

/**
 * A sign-in the server made itself (the login form posted before the page's scripts ran, OpenID
 * Connect), handed to the page it sends the browser to: the refresh cookie, the session cookie as
 * the portal's scripts write it beside the stored token (src/ui/api/token.ts), so that page is
 * painted with the customer's data, and the one-time hand-over cookie boot takes the token from
 * (src/app/boot/hand-over.ts). Neither of the last two is httpOnly: the scripts read them.
 * The page names the hand-over cookie from its own scheme: the server takes HTTPS from the request
 * or from the tenant's public address (`publicUrl`), so a TLS proxy whose X-Forwarded-Proto is not
 * trusted (TRUST_PROXY unset) still hands the session to the name the page looks for.
 */
export function handOverSession(request: FastifyRequest, reply: FastifyReply, session: IssuedSession, publicUrl: string): void {
  const secure = request.protocol === 'https';
  const pageSecure = secure || new URL(publicUrl).protocol === 'https:';
  setRefreshCookie(request, reply, session);
  reply.setCookie(SESSION_COOKIE, session.accessToken, {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_COOKIE_MAX_AGE_S,
  });
  reply.setCookie(handOverCookieName(pageSecure), session.accessToken, {
    httpOnly: false,
    sameSite: 'lax',
    secure: pageSecure,
    path: '/',
    maxAge: HAND_OVER_COOKIE_MAX_AGE_S,
  });
}
