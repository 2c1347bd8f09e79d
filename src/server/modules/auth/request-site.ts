import type { FastifyRequest } from 'fastify';

/**
 * Where a sign-in request comes from. Another site could otherwise make the visitor's browser
 * sign in with the other site's account (login CSRF): the visitor then works, uploads receipts
 * and orders in an account that is not theirs. Browsers say where a request comes from in
 * Sec-Fetch-Site, which no page can set, and send Origin with every post; the portal's own
 * origin is the tenant's public address (configuration, never the request's Host).
 */

/** A post from the portal's own page, proven: a browser that says nothing is refused (the login form's post). */
export function postedFromOwnPage(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  return origin !== undefined && origin === new URL(publicUrl).origin;
}

/**
 * A browser says the request comes from another site (the JSON sign-in, which a multipart form of
 * another site can reach without asking first). A client that is not a browser says neither, and
 * cannot carry a visitor's cookies anyway.
 */
export function sentByAnotherSite(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  return origin !== undefined && origin !== new URL(publicUrl).origin;
}
