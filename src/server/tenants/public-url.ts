/** Where a server's links point, from its environment (never from a request). */
export interface LinkSite {
  /** NODE_ENV=production: tenants are reached on their public host names over HTTPS. */
  production: boolean;
  /** The port the server listens on (env PORT): local links must open in a browser as they are. */
  port: number;
}

/**
 * The origin every link to a tenant starts with (mails, the OIDC callback): the tenant's
 * `publicUrl`; else, in production, https on the first of its `hosts`; else
 * `http://<alias>.localhost:<port>`. Built from configuration only: a request's Host or
 * X-Forwarded-* can be forged, and a link carries tokens.
 */
export function publicBaseUrl(alias: string, config: { hosts: readonly string[]; publicUrl?: string }, site: LinkSite): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.hosts[0];
  if (site.production && host) return `https://${host}`;
  return `http://${alias}.localhost:${site.port}`;
}

/**
 * The origin of the staff console's links (the set-password link): https on the first console
 * host in production, else http on it with the server's port. From configuration only.
 */
export function consoleBaseUrl(consoleHosts: readonly string[], site: LinkSite): string {
  const host = consoleHosts[0] ?? 'console.localhost';
  return site.production ? `https://${host}` : `http://${host}:${site.port}`;
}

/**
 * Every address a tenant answers on, for people to open (the tenant CLI): the one its links use
 * first, then its other host names on the same site.
 */
export function tenantAddresses(alias: string, config: { hosts: readonly string[]; publicUrl?: string }, site: LinkSite): string[] {
  const first = publicBaseUrl(alias, config, site);
  const hosts = config.hosts.map((host) => (site.production ? `https://${host}` : `http://${host}:${site.port}`));
  return [first, ...hosts.filter((address) => address !== first)];
}
