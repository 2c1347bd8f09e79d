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
// A host name (labels, optional trailing dot) or a bracketed IPv6 literal, then an optional numeric
// port: what RFC 9110 allows in Host, minus userinfo, paths and anything else a URL parser could
// read as a different host (`localhost:80@evil.example`).
const HOST_RE = /^(?<name>[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::(?<port>[0-9]{1,5}))?$/;

/** The host name of a well-formed Host value (lower case, no trailing dot), else null. */
function parseHost(value: string | undefined | null): string | null {
  if (!value) return null;
  const match = HOST_RE.exec(value.trim().toLowerCase());
  if (!match?.groups || Number(match.groups['port'] ?? 0) > 65535) return null;
  return match.groups['name']!.replace(/\.$/, '');
}

/**
 * The host name of a Host header (or of a host name sent in X-Client-Info): port removed,
 * lower-cased, trailing dot removed. Null when absent or malformed.
 */
export function hostName(value: string | undefined | null): string | null {
  return parseHost(value);
}

/** True when a Host header is a host name or IP literal with an optional numeric port, nothing else. */
export function isHostHeader(value: string | undefined | null): boolean {
  return parseHost(value) !== null;
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

/** The request context header every SPA call carries: `X-Client-Info: {"alias":"<host>","lang":"it","source":"web"}`. */
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
