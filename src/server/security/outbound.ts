import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { Agent, fetch as undiciFetch, type RequestInit, type Response } from 'undici';

/**
 * The one door for calls the server makes to addresses taken from configuration (sign-in
 * providers, webhooks): `https` only, and never to the machine itself or its private network
 * (loopback, link-local, private, unique-local, carrier-grade NAT…), so no tenant setting can
 * turn the server into a proxy towards its own database, cloud metadata or admin ports.
 * `OUTBOUND_ALLOW_PRIVATE=true` lifts both rules, for development and tests against a local
 * provider. The address is checked when the connection is made, on every address the name
 * resolves to, so a name that resolves to a public address for the check and a private one for
 * the call (DNS rebinding) is refused too.
 */

export class OutboundRefused extends Error {
  override name = 'OutboundRefused';
}

export const allowsPrivateTargets = (env: NodeJS.ProcessEnv = process.env): boolean => env.OUTBOUND_ALLOW_PRIVATE === 'true';

/** True for an address on the public internet: ipaddr.js's `unicast` range, after unwrapping IPv4 in IPv6. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** Why the server may not call `url`, or null when it may (the resolved addresses are checked on connect). */
export function outboundUrlProblem(url: string, allowPrivate = allowsPrivateTargets(), allowHttp = allowPrivate): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'is not an address';
  }
  if (parsed.username || parsed.password) return 'carries credentials in the address';
  if (parsed.protocol !== 'https:' && !(allowHttp && parsed.protocol === 'http:')) return allowHttp ? 'is not http(s)' : 'is not https';
  if (allowPrivate) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host) && !isPublicAddress(host)) return 'points to a private, loopback or link-local address';
  if (host === 'localhost' || host.endsWith('.localhost')) return 'points to this machine';
  return null;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup that fails when any address of the name is not public. */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused || addresses.length === 0) {
      const error: NodeJS.ErrnoException = new OutboundRefused(
        `${hostname} resolves to ${refused?.address ?? 'nothing'}, not a public address`,
      );
      error.code = 'EOUTBOUNDREFUSED';
      return callback(error, []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

let guardedAgent: Agent | undefined;
const agentFor = (allowPrivate: boolean): Agent | undefined =>
  allowPrivate ? undefined : (guardedAgent ??= new Agent({ connect: { lookup: publicOnlyLookup as never } }));

/** A caller with its own switch (webhooks: WEBHOOKS_ALLOW_PRIVATE, https in production) says so here. */
export interface OutboundRules {
  allowPrivate?: boolean;
  allowHttp?: boolean;
}

/** fetch, through the rule above; redirects are not followed (a 3xx could lead anywhere). */
export async function outboundFetch(url: string, init: RequestInit = {}, rules: OutboundRules = {}): Promise<Response> {
  const allowPrivate = rules.allowPrivate ?? allowsPrivateTargets();
  const problem = outboundUrlProblem(url, allowPrivate, rules.allowHttp ?? allowPrivate);
  if (problem) throw new OutboundRefused(`${url} ${problem}`);
  const dispatcher = agentFor(allowPrivate);
  return undiciFetch(url, { redirect: 'manual', ...init, ...(dispatcher ? { dispatcher } : {}) });
}
