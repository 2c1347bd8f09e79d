import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FirstScreenCustomer } from '../../shared/first-screen.js';
import { verifyAccessToken } from '../modules/customers/tokens.js';

/** header.payload.signature, base64url: anything else in the cookie is the old "a token is stored" flag. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * Whether a page navigation is the customer's own: typed, a bookmark or a reload (`none`), or a
 * link of the portal itself (`same-origin`). Another site's link carries the session cookie too
 * (SameSite=Lax) and chooses the address, which the painted screen reflects (a search, an id)
 * beside the customer's data: sent compressed, the page's length would tell someone watching the
 * network whether a guess of that data was right (BREACH). A browser that does not say is taken
 * for another site.
 */
export function ownNavigation(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === 'none' || site === 'same-origin';
}

/**
 * The customer a page navigation's session cookie names (src/ui/api/token.ts), for the first
 * screen to be painted with their data: only the customer's own navigation (ownNavigation), with
 * a token of this tenant that the server signed and that has not expired, never a staff member's
 * preview; otherwise the page gets the signed-in skeleton and the browser asks for the data. Its
 * `get` asks the API in process, as the browser would with that token from the same address: every
 * route keeps its own checks (the account still exists and its sessions were not ended; rate
 * limits count the customer's address).
 */
export async function pageCustomer(
  app: FastifyInstance,
  request: FastifyRequest,
  tenantAlias: string,
  cookie: string | undefined,
): Promise<FirstScreenCustomer | null> {
  if (!cookie || !JWT_SHAPE.test(cookie) || !ownNavigation(request)) return null;
  const claims = await verifyAccessToken(await app.jwtKey(), cookie, tenantAlias, app.clock());
  if (!claims || claims.preview) return null;
  const host = request.headers.host ?? '';
  return {
    token: cookie,
    async get(url) {
      if (!url.startsWith('/v1/')) throw new Error(`prima schermata: ${url} non è dell'API`);
      const response = await app.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: { host, authorization: `Bearer ${cookie}`, accept: 'application/json' },
      });
      return { status: response.statusCode, body: response.body };
    },
  };
}
