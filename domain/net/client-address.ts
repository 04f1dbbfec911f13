/**
 * The key a client is counted by in rate limits: an IPv4 address as it is (IPv4-mapped IPv6 unwrapped),
 * an IPv6 address by its /64 network, because one subscriber is routinely given a whole /64 and can
 * rotate through it at will. Anything unparsable is "" (unknown), which the limits treat as one client.
 */
import { isIP } from "node:net";

export function clientAddressKey(address: string | null | undefined): string {
  if (!address) return "";
  let ip = address.trim().toLowerCase();
  if (ip.startsWith("[") && ip.endsWith("]")) ip = ip.slice(1, -1);
  const zone = ip.indexOf("%");
  if (zone >= 0) ip = ip.slice(0, zone);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip);
  if (mapped) ip = mapped[1];
  const version = isIP(ip);
  if (version === 4) return ip;
  if (version !== 6) return "";
  return `${expandIpv6(ip).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros (an embedded IPv4 tail becomes two groups). */
function expandIpv6(ip: string): string[] {
  let text = ip;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array(tail === undefined ? 0 : missing).fill("0"), ...tailGroups];
  return groups.map((g) => Number.parseInt(g, 16).toString(16));
}
