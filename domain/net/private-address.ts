/**
 * Which addresses outside input may not make the server connect to (SSRF): loopback, private, link-local, carrier
 * NAT, multicast and unspecified ranges. One list for every fetch of an outside address: feed images and feed
 * addresses (server/feeds), and lead webhooks saved in the console (domain/leads/routing.ts).
 */
import { BlockList, isIP } from "node:net";

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 3],
] as const)
  PRIVATE.addSubnet(net, prefix, "ipv4");
// IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) are checked against the IPv4 rules by BlockList itself; a rule for
// ::ffff:0:0/96 would also match every IPv4 address, public ones included.
for (const [net, prefix] of [
  ["::1", 128],
  ["::", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  PRIVATE.addSubnet(net, prefix, "ipv6");

export function isPrivateAddress(address: string, family: number): boolean {
  return PRIVATE.check(address, family === 6 ? "ipv6" : "ipv4");
}

/** Names that only ever mean this machine or its own network. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

/**
 * Why a URL's host is not a public one, or null when it may be: an IP literal in a private range or a local-only
 * name. (A public-looking name can still resolve to a private address: the connection checks that again.)
 */
export function privateHostReason(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const family = isIP(host);
  if (family !== 0) return isPrivateAddress(host, family) ? `The host ${host} is a private address` : null;
  if (!host.includes(".") || LOCAL_NAME.test(host.replace(/\.$/, ""))) return `The host ${host} is not a public address`;
  return null;
}
