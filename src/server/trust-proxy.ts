import { isIP } from 'node:net';

/** Fastify's `trustProxy` as Premia uses it: off, every peer, or these addresses/CIDRs. */
export type TrustProxy = boolean | string[];

const HINT = 'deve essere true, false o un elenco di indirizzi/CIDR dei proxy separati da virgole (es. 127.0.0.1,10.0.0.0/8)';
// Fastify 5 turns a number into "trust nobody": a hop count cannot tell the proxy from a client
// connecting directly, who could then forge X-Forwarded-For/-Proto. Say so instead of ignoring it.
const HOP_COUNT_HINT = `un numero di proxy (hop) non basta, perché non dice chi può inviare X-Forwarded-*: ${HINT.replace('deve essere ', 'usa ')}`;

// Names proxy-addr (Fastify's matcher) expands itself: 127.0.0.1/8 + ::1, link-local, private ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: absent/`false` → off (X-Forwarded-* ignored); `true` → every peer is a
 * proxy; else a comma-separated list of addresses, CIDRs or proxy-addr's named ranges. A
 * malformed value is a problem that stops the start: proxy-addr would otherwise throw on the
 * first request, and a silent fallback would trust nobody (or everybody).
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { problem: string } {
  const value = raw?.toLowerCase();
  if (value === undefined || value === 'false') return { value: false };
  if (value === 'true') return { value: true };
  if (/^\d+$/.test(value)) return { problem: HOP_COUNT_HINT };
  const entries = value.split(',').map((e) => e.trim());
  return entries.every(isAddressOrRange) ? { value: entries } : { problem: HINT };
}
