import type { FastifyRequest } from 'fastify';

/**
 * Where a sign-in request comes from. Another site could otherwise make the visitor's browser
 * sign in with the other site's account (login CSRF): the visitor then works, uploads receipts
 * and orders in an account that is not theirs. Browsers say where a request comes from in
 * Sec-Fetch-Site, which no page can set, and send Origin with every post; the portal's own
 * origins come from configuration (the tenant's public address, and each of its hosts on the
 * same scheme and port), never from the request's Host.
 */

/** The origins a tenant's own pages have: its public address's, and each configured host's on the same scheme and port. */
export function ownOrigins(publicUrl: string, hosts: readonly string[]): ReadonlySet<string> {
  const base = new URL(publicUrl);
  const origins = new Set([base.origin]);
  for (const host of hosts) {
    try {
      origins.add(new URL(`${base.protocol}//${host}${base.port ? `:${base.port}` : ''}`).origin);
    } catch {
      // Not a host name a browser could have had in its address bar: no page of ours comes from it.
    }
  }
  return origins;
}

/** A post from the portal's own page, proven: a browser that says nothing is refused (the login form's post). */
export function postedFromOwnPage(request: FastifyRequest, origins: ReadonlySet<string>): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  return origin !== undefined && origins.has(origin);
}

/**
 * A browser says the request comes from another site (the JSON sign-in, which a multipart form of
 * another site can reach without asking first). A client that is not a browser says neither, and
 * cannot carry a visitor's cookies anyway.
 */
export function sentByAnotherSite(request: FastifyRequest, origins: ReadonlySet<string>): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  return origin !== undefined && !origins.has(origin);
}
