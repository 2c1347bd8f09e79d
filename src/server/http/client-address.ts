import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client's address that per-address limits count. An IPv6 customer line gets at
 * least a /64 (2^64 addresses), so counting single IPv6 addresses would give an attacker a fresh
 * budget per request: they are counted by their /64. IPv4 addresses (also when written as
 * IPv4-mapped IPv6) count one by one.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${ipv6Groups(ip.split('%')[0]!).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, '::' expanded and an embedded IPv4 as two groups. */
function ipv6Groups(ip: string): string[] {
  const toGroups = (part: string) =>
    part
      ? part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [g.toLowerCase().replace(/^0+(?=.)/, '')];
          const [a, b, c, d] = g.split('.').map(Number) as [number, number, number, number];
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        })
      : [];
  const [head = '', tail] = ip.split('::');
  const left = toGroups(head);
  const right = tail === undefined ? [] : toGroups(tail);
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}
