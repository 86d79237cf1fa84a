import { BlockList, isIP } from 'node:net';

// Special-purpose ranges (IANA registries, RFC 6890 and successors) that a request from the portal
// must never reach unless an Admin allowed the host by name: the host itself, private networks, the
// cloud metadata service (169.254.169.254), shared carrier NAT, documentation, benchmarking, multicast,
// reserved space and broadcast.
const IPV4_RANGES: [string, number][] = [
  ['0.0.0.0', 8], // "this network": connecting to 0.0.0.0 reaches the local host on Linux
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4], // reserved, 255.255.255.255 included
];

const IPV6_RANGES: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['100::', 64], // discard-only
  ['64:ff9b::', 96], // NAT64: the gateway would carry us to any IPv4 address, private ones included
  ['64:ff9b:1::', 48],
  ['2001::', 32], // Teredo
  ['2001:2::', 48],
  ['2001:db8::', 32],
  ['3fff::', 20],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

const blocked = new BlockList();
for (const [network, prefix] of IPV4_RANGES) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6_RANGES) blocked.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function groupsOf(address: string): number[] | undefined {
  let canonical: string;
  try {
    // The URL parser writes IPv6 in one canonical form: lower-case hex, no dotted tail, at most one "::".
    canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
  const [head = '', tail] = canonical.split('::');
  const split = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = split(head);
  const back = tail === undefined ? [] : split(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The IPv4 address an IPv6 address stands for, when it embeds one that a host could be reached
 * through: IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), IPv4-translated
 * (::ffff:0:a.b.c.d) and 6to4 (2002:aabb:ccdd::/48).
 */
function embeddedIPv4(groups: number[]): string | undefined {
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  const dotted = (high = 0, low = 0) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  if (zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0)) return dotted(groups[6], groups[7]);
  if (zeros(0, 4) && groups[4] === 0xffff && groups[5] === 0) return dotted(groups[6], groups[7]);
  if (groups[0] === 0x2002) return dotted(groups[1], groups[2]);
  return undefined;
}

/**
 * Whether the portal must refuse to connect to `address` (an IP address as text). Anything that is not
 * a plain IPv4 or IPv6 address, a scoped one ("fe80::1%eth0") included, is refused too.
 */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6 || address.includes('%')) return true;
  const groups = groupsOf(address);
  if (!groups) return true;
  const inner = embeddedIPv4(groups);
  return blocked.check(address, 'ipv6') || (inner !== undefined && isForbiddenAddress(inner));
}

/**
 * Whether `hostname` is one of the names RFC 6761 reserves for this machine (localhost and every name
 * under it, with or without the final dot): refused by name, whatever the system resolver makes of it.
 */
export function isLocalName(hostname: string): boolean {
  return /(^|\.)localhost\.?$/i.test(hostname);
}
