// The key a per-address throttle counts under. One IPv6 subscriber is usually handed a whole
// /64 (2^64 addresses), so counting each IPv6 address apart would let one client try forever:
// an IPv6 address counts as its /64. IPv4 counts per address, and an IPv4-mapped IPv6 address
// (`::ffff:1.2.3.4`, what a dual-stack socket reports for an IPv4 client) is that IPv4 address.
import { isIP } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address, `::` and a trailing dotted IPv4 expanded. */
export function ipv6Groups(address: string): number[] {
  const toGroups = (part: string) =>
    part
      .split(':')
      .filter(Boolean)
      .flatMap((group) => {
        if (!group.includes('.')) return [parseInt(group, 16)];
        const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
        return [(a << 8) | b, (c << 8) | d];
      });
  const [head = '', tail] = address.split('::');
  const before = toGroups(head);
  const after = tail === undefined ? [] : toGroups(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/** `2001:db8:0:1:…` → `2001:db8:0:1::/64`; `::ffff:1.2.3.4` → `1.2.3.4`; IPv4 and anything not an address as given. */
export function addressKey(address: string): string {
  // A zone (`fe80::1%eth0`) names the server's interface, not the client.
  const bare = address.split('%')[0]!;
  if (isIP(bare) !== 6) return address;
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
