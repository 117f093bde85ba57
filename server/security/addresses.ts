// Which addresses the panel sends mail to, decided by one node:net BlockList. The SMTP host is
// whatever an admin typed: a stolen session must not turn the panel into a probe of the
// machine it runs on (link-local, the cloud metadata endpoints). The check runs on the
// address itself, whatever its spelling: a literal host is read as the resolver would read it
// ('2852039166', '0251.0376.0251.0376', '::ffff:a9fe:a9fe' are all 169.254.169.254), and an
// IPv4 address carried inside IPv6 is checked as IPv4 too.
// Through the module's object, so a test can stand in for DNS (no name resolves offline).
import dns from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Link-local IPv4; clouds answer metadata at 169.254.169.254. */
const BLOCKED_V4: [network: string, bits: number][] = [['169.254.0.0', 16]];
/** Link-local IPv6, and AWS's metadata endpoint over IPv6. */
const BLOCKED_V6: [network: string, bits: number][] = [
  ['fe80::', 10],
  ['fd00:ec2::254', 128],
];
/** IPv6 prefixes (/96) whose last 32 bits are an IPv4 address: mapped, translated (SIIT), NAT64, compatible. */
const V4_IN_V6 = ['::ffff:', '::ffff:0:', '64:ff9b::', '::'];

function blockList(v4: typeof BLOCKED_V4, v6: typeof BLOCKED_V6, carriers: readonly string[]): BlockList {
  const list = new BlockList();
  for (const [network, bits] of v4) {
    list.addSubnet(network, bits, 'ipv4');
    for (const prefix of carriers) list.addSubnet(`${prefix}${network}`, 96 + bits, 'ipv6');
  }
  for (const [network, bits] of v6) list.addSubnet(network, bits, 'ipv6');
  return list;
}

const BLOCKED = blockList(BLOCKED_V4, BLOCKED_V6, V4_IN_V6);
/** This machine, where plain SMTP is allowed (a local relay; the tests' server): only IPv4-mapped IPv6 reaches it. */
const LOOPBACK = blockList([['127.0.0.0', 8]], [['::1', 128]], []);

/** The IPv4 address inside ::ffff:x:y (in any IPv6 spelling), else undefined. */
function mappedIpv4(ipv6: string): string | undefined {
  const canonical = new URL(`http://[${ipv6}]/`).hostname; // [::ffff:a9fe:a9fe]
  const groups = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/.exec(canonical);
  if (!groups) return undefined;
  const [hi, lo] = [parseInt(groups[1]!, 16), parseInt(groups[2]!, 16)];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** An address and, for an IPv4-mapped one, its IPv4 form: both are checked. */
function forms(address: string): [string, 'ipv4' | 'ipv6'][] {
  const ip = address.split('%')[0]!; // without an IPv6 zone (fe80::1%eth0)
  if (isIP(ip) === 4) return [[ip, 'ipv4']];
  if (isIP(ip) !== 6) return [];
  const v4 = mappedIpv4(ip);
  return v4
    ? [
        [ip, 'ipv6'],
        [v4, 'ipv4'],
      ]
    : [[ip, 'ipv6']];
}

const inList = (list: BlockList) => (address: string) => forms(address).some(([ip, family]) => list.check(ip, family));

/** Link-local or cloud metadata, in IPv4, IPv6 or any IPv4-in-IPv6 form. */
export const isForbiddenAddress = inList(BLOCKED);
export const isLoopback = inList(LOOPBACK);

/**
 * The IP address a host stands for when it is written as one, in any spelling the resolver
 * accepts (decimal, octal, hex, shortened IPv4; IPv6, bracketed or not); undefined for a name.
 */
export function literalAddress(host: string): string | undefined {
  const bare = host.trim().replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare.split('%')[0]!)) return bare;
  // Only digits, hex and dots can spell an IPv4 address; the URL parser reads them as inet_aton does.
  if (!/^[0-9a-fx.]+$/i.test(bare)) return undefined;
  try {
    const { hostname } = new URL(`http://${bare}/`);
    return isIP(hostname) === 4 ? hostname : undefined;
  } catch {
    return undefined;
  }
}

/** A host typed as an address the panel does not reach: refused as bad input, with no look-up. */
export function isForbiddenLiteral(host: string): boolean {
  const address = literalAddress(host);
  return address !== undefined && isForbiddenAddress(address);
}

export class SmtpAddressError extends Error {
  readonly code = 'EFORBIDDENADDRESS';
}

/**
 * The address to connect to for `host`: the literal itself, or what the name resolves to now,
 * refused when any answer is one the panel must not reach. The caller connects to this address
 * (no second look-up that could answer differently).
 */
export async function reachableAddress(host: string): Promise<string> {
  const literal = literalAddress(host);
  const addresses = literal ? [literal] : (await dns.lookup(host, { all: true })).map((a) => a.address);
  const forbidden = addresses.find(isForbiddenAddress);
  if (forbidden) throw new SmtpAddressError(`${host} resolves to ${forbidden}, an address the panel does not send mail to`);
  return addresses[0]!;
}
