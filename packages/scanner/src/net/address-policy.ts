import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { ScanError } from '../report/scan-error.js';

/**
 * Which addresses the scanner may connect to. The scanner runs next to our own services and,
 * in the cloud, next to the instance metadata endpoint: a customer-supplied URL must never
 * reach them (server-side request forgery). We allow only what is plainly public unicast and
 * refuse everything else, so a range we forgot fails closed.
 */

/** Resolves a host name to IP addresses (test seam; production uses the system resolver). */
export type HostResolver = (hostname: string) => Promise<string[]>;

export interface AddressGuardOptions {
  /** Allow loopback, private, link-local and metadata targets (tests, local demos, the CLI). */
  allowPrivateAddresses: boolean;
  /** Test seam: which addresses count as forbidden (default `isForbiddenAddress`). */
  isForbidden?: (ip: string) => boolean;
  /** Test seam: name resolution (default `dns.lookup` with `all` and `verbatim`). */
  resolveHost?: HostResolver;
}

/** NAT64 well-known prefix 64:ff9b::/96 (RFC 6052): the last 32 bits are an IPv4 address. */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');
/** Global unicast 2000::/3: the only IPv6 space handed out for public hosts. */
const IPV6_GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

export function isForbiddenAddress(ip: string): boolean {
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.parse(stripBrackets(ip));
  } catch {
    return true; // not an address we understand: refuse rather than guess
  }
  return address.kind() === 'ipv4'
    ? isForbiddenIPv4(address as ipaddr.IPv4)
    : isForbiddenIPv6(address as ipaddr.IPv6);
}

function isForbiddenIPv4(address: ipaddr.IPv4): boolean {
  // ipaddr.js names loopback, private, linkLocal (169.254/16, cloud metadata), carrierGradeNat,
  // unspecified (0/8), multicast, broadcast, reserved (documentation, benchmarking 198.18/15,
  // 240/4, 192.0.0/24) and a few more; plain public addresses are "unicast".
  return address.range() !== 'unicast';
}

function isForbiddenIPv6(address: ipaddr.IPv6): boolean {
  const range = address.range();
  // Addresses that carry an IPv4 address are judged by that address: ::ffff:127.0.0.1 is loopback.
  // So do SIIT (::ffff:0:a.b.c.d) and the NAT64 well-known prefix.
  if (range === 'ipv4Mapped' || range === 'rfc6145' || address.match(NAT64_WELL_KNOWN)) {
    return isForbiddenIPv4(lastIPv4(address));
  }
  if (range === '6to4') {
    // 2002:AABB:CCDD::/48 routes to the IPv4 address AA.BB.CC.DD.
    const [, high = 0, low = 0] = address.parts;
    return isForbiddenIPv4(new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]));
  }
  // Teredo (2001::/32) embeds an obfuscated client address; no public website needs it, so it
  // is refused outright rather than decoded. ULA (fc00::/7, incl. AWS metadata fd00:ec2::254),
  // link-local, multicast, loopback, unspecified, the local-use NAT64 prefix 64:ff9b:1::/48 and
  // the deprecated IPv4-compatible ::a.b.c.d all fall outside "unicast in 2000::/3".
  return range !== 'unicast' || !address.match(IPV6_GLOBAL_UNICAST);
}

function lastIPv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const high = address.parts[6] ?? 0;
  const low = address.parts[7] ?? 0;
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/**
 * The host in the form the WHATWG URL parser gives it: lower case, IPv4 shorthands such as
 * `127.1`, `2130706433` and `0x7f000001` spelled out as `127.0.0.1`, IPv6 compressed. Callers
 * usually pass `url.hostname`, which is already canonical; raw strings are canonicalised here
 * so that no shorthand slips past the literal check into the system resolver (getaddrinfo
 * accepts the same shorthands). Returns the bare address for IPv6 (no brackets).
 */
export function canonicalHost(hostname: string): string {
  const bare = stripBrackets(hostname.trim());
  // A host alone: "example.com/x" or "user@host" would otherwise parse as a different host.
  if (isIP(bare) !== 6 && /[/?#@:\\\s]/.test(bare)) {
    throw new ScanError('invalid_url', `Not a valid host name: ${hostname}`);
  }
  const forUrl = isIP(bare) === 6 ? `[${bare}]` : bare;
  let canonical: string;
  try {
    canonical = new URL(`http://${forUrl}/`).hostname;
  } catch {
    throw new ScanError('invalid_url', `Not a valid host name: ${hostname}`);
  }
  return stripBrackets(canonical).replace(/\.$/, '');
}

/** `localhost` and `*.localhost` always mean this machine (RFC 6761); no resolver is asked. */
export function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

export const systemResolver: HostResolver = async (hostname) => {
  const records = await dns.lookup(hostname, { all: true, verbatim: true });
  return records.map((record) => record.address);
};

/**
 * Resolves `hostname` and returns its addresses, or throws ScanError `private_address` when ANY
 * of them is forbidden (a name with one public and one private address is still a way in) and
 * `dns` when it does not resolve. IP literals are judged without a lookup.
 *
 * This check alone leaves a DNS-rebinding gap (the name may resolve differently when the
 * connection is made); code that connects must pin the checked address, as guarded-http and
 * the egress proxy do.
 */
export async function assertPublicHost(hostname: string, options: AddressGuardOptions): Promise<string[]> {
  const host = canonicalHost(hostname);
  if (host === '') throw new ScanError('invalid_url', 'Empty host name');
  const isForbidden = options.isForbidden ?? isForbiddenAddress;

  if (isIP(host) !== 0) {
    if (!options.allowPrivateAddresses && isForbidden(host)) throw privateAddressError(hostname, host);
    return [host];
  }
  if (isLocalhostName(host) && !options.allowPrivateAddresses) {
    throw new ScanError('private_address', `${hostname} names this machine`);
  }

  const addresses = await resolveOrThrow(host, options.resolveHost ?? systemResolver);
  if (!options.allowPrivateAddresses) {
    const forbidden = addresses.find((address) => isForbidden(address));
    if (forbidden !== undefined) throw privateAddressError(hostname, forbidden);
  }
  return addresses;
}

async function resolveOrThrow(host: string, resolveHost: HostResolver): Promise<string[]> {
  let addresses: string[];
  try {
    addresses = await resolveHost(host);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ScanError('dns', `Could not resolve ${host}${code ? ` (${code})` : ''}`, { cause: error });
  }
  if (addresses.length === 0) throw new ScanError('dns', `${host} has no addresses`);
  return addresses;
}

function privateAddressError(hostname: string, address: string): ScanError {
  const target = hostname === address ? address : `${hostname} (${address})`;
  return new ScanError('private_address', `${target} is a loopback, private or reserved address`);
}
