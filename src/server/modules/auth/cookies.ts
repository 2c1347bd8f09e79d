import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession } from './session-service.js';
import { REFRESH_TOKEN_TTL_MS } from './tokens.js';

export const REFRESH_COOKIE = 'premia_refresh';
/** Sent only to the auth calls that need it (refresh, signout, changepassword), never to the rest of the API. */
const REFRESH_COOKIE_PATH = '/v1/auth';

/** The refresh token lives only in this cookie: httpOnly (no script reads it), Strict (no cross-site sends). */
export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, session: IssuedSession): void {
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: REFRESH_COOKIE_PATH,
    maxAge: Math.floor(REFRESH_TOKEN_TTL_MS / 1000),
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: REFRESH_COOKIE_PATH,
  });
}
