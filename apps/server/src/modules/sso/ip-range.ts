// Address ranges of ssoiplimit (IPv4 and IPv6, CIDR or single addresses) through ipaddr.js, the parser
// fastify's proxy-addr already trusts with X-Forwarded-For. Pure functions, no database.
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Range = [Address, number];

const fullBits = (address: Address) => (address.kind() === 'ipv4' ? 32 : 128);

/**
 * An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) as the IPv4 address it carries, and a mapped range
 * of at least /96 as the IPv4 range, so a dual-stack socket's addresses meet IPv4 limits.
 */
function unmapped([address, bits]: Range): Range {
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96)
    return [(address as ipaddr.IPv6).toIPv4Address(), bits - 96];
  return [address, bits];
}

/** Parses a range as a limit stores it (`10.0.0.0/8`, `10.1.2.3`, `2001:db8::/32`); throws on anything else. */
function parseRange(text: string): Range {
  if (text.includes('/')) return unmapped(ipaddr.parseCIDR(text));
  const address = ipaddr.parse(text);
  return unmapped([address, fullBits(address)]);
}

const textOf = (address: Address) =>
  address.kind() === 'ipv4' ? address.toString() : (address as ipaddr.IPv6).toRFC5952String();

/**
 * The stored form of a range typed by a manager (already checked by `isIpRange`): the network address
 * with its prefix (`10.1.2.3/8` → `10.0.0.0/8`), a single address without one, IPv6 in RFC 5952's
 * compressed form, IPv4-mapped IPv6 as IPv4. Two spellings of one range store the same text, so the
 * unique index on live rows sees them as one.
 */
export function normalizeIpRange(text: string): string {
  const [address, bits] = parseRange(text.trim());
  if (bits === fullBits(address)) return textOf(address);
  const network =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`);
  return `${textOf(network)}/${bits}`;
}

/** The caller's address parsed (IPv4-mapped IPv6 as IPv4), or null when there is none or it is not one. */
export function parseClientIp(ip: string | null): Address | null {
  if (!ip) return null;
  try {
    return ipaddr.process(ip);
  } catch {
    return null;
  }
}

/** Whether `address` lies in the stored `range`; a range that no longer parses matches nothing. */
export function inIpRange(address: Address, range: string): boolean {
  let parsed: Range;
  try {
    parsed = parseRange(range);
  } catch {
    return false;
  }
  return address.kind() === parsed[0].kind() && address.match(parsed);
}
