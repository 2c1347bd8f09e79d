import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.js';
import { verifyAccessToken } from '../auth/credentials-service.js';
import { STAFF_UNAUTHORIZED } from './staff-guard.js';
import { CONSOLE_AUDIENCE } from './staff-session-service.js';

/**
 * onRequest hook of upload routes. The staff guard runs after the body is read, and the multipart
 * plugin reads it before validation: so that only a holder of a staff token can make the server
 * buffer an upload, the token's signature is checked first (no database read); the guard still
 * does the full check after.
 */
export function signedStaffOnly(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    const claims =
      scheme?.toLowerCase() === 'bearer' && token
        ? await verifyAccessToken(await app.jwtKey(), token, CONSOLE_AUDIENCE, app.clock())
        : null;
    if (!claims) throw new HttpError(401, STAFF_UNAUTHORIZED);
  };
}
