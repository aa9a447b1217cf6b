import ipaddr from 'ipaddr.js';

/**
 * Whether the server may connect to an address for a link preview: only ordinary public
 * unicast. ipaddr.js names every special range (loopback, private, link-local with the cloud
 * metadata address 169.254.169.254, carrier-grade NAT, multicast, broadcast, unspecified,
 * reserved, documentation, unique-local fc00::/7, ...), so anything it does not call `unicast` is
 * refused, including the IPv6 forms that carry an IPv4 address inside (NAT64, 6to4, Teredo).
 * An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address it maps.
 * Something that does not parse as an address is refused.
 */
export function isPublicAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(stripBrackets(address));
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    // The deprecated IPv4-compatible form (::127.0.0.1), which ipaddr.js counts as unicast.
    else if (v6.match(IPV4_COMPATIBLE)) return false;
  }
  return parsed.range() === 'unicast';
}

const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');

/** Whether a host name is an address literal rather than a name to resolve. */
export function isAddressLiteral(hostname: string): boolean {
  return ipaddr.isValid(stripBrackets(hostname));
}

/** URL host names hold IPv6 literals in brackets; addresses do not. */
export function stripBrackets(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}
