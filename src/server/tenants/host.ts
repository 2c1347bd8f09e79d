/**
 * Host name → tenant alias. Pure functions: the registry supplies the index, tests call them directly.
 */

export interface HostIndex {
  /** Host name (lower case, no port) → alias, from every tenant's `hosts`. */
  byHost: ReadonlyMap<string, string>;
  /** Aliases of the tenants currently loaded. */
  aliases: ReadonlySet<string>;
}

/** Names that reach DEFAULT_TENANT (brief: `localhost` / `127.0.0.1`; IPv6 loopback alike). */
export const LOCAL_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);
const LOCALHOST_SUFFIX = '.localhost';
const HOSTNAME_RE = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*|\[[0-9a-f:.]+\])$/;

/**
 * The host name of a Host header (or of a host name sent in X-Client-Info): port removed,
 * lower-cased, trailing dot removed. Null when absent or malformed.
 */
export function hostName(value: string | undefined | null): string | null {
  if (!value) return null;
  let host = value.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    if (end < 0) return null;
    host = host.slice(0, end + 1);
  } else {
    const colon = host.indexOf(':');
    if (colon >= 0) host = host.slice(0, colon);
  }
  if (host.endsWith('.')) host = host.slice(0, -1);
  return HOSTNAME_RE.test(host) ? host : null;
}

/**
 * Picks the tenant for a host: a tenant listing it in `hosts`; else `<alias>.localhost` for an
 * existing alias; else the loopback names → defaultTenant (when it exists); else null (404).
 */
export function resolveAlias(host: string | undefined | null, index: HostIndex, defaultTenant: string): string | null {
  const name = hostName(host);
  if (!name) return null;
  const listed = index.byHost.get(name);
  if (listed) return listed;
  if (name.endsWith(LOCALHOST_SUFFIX)) {
    const label = name.slice(0, -LOCALHOST_SUFFIX.length);
    if (index.aliases.has(label)) return label;
  }
  if (LOCAL_HOSTS.has(name) && index.aliases.has(defaultTenant)) return defaultTenant;
  return null;
}

/** The request context header of the spec: `X-Client-Info: {"alias":"<host>","lang":"it","source":"web"}`. */
export interface ClientInfo {
  /** A host name (the page's location.hostname), resolved like the Host header. */
  alias?: string;
  lang?: string;
  source?: string;
}

/** Parses X-Client-Info leniently: a malformed header counts as absent rather than failing the call. */
export function parseClientInfo(header: string | string[] | undefined): ClientInfo | null {
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw || raw.length > 1024) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const obj = parsed as Record<string, unknown>;
    const pick = (key: string) => (typeof obj[key] === 'string' && obj[key] !== '' ? (obj[key] as string) : undefined);
    return { alias: pick('alias'), lang: pick('lang'), source: pick('source') };
  } catch {
    return null;
  }
}
