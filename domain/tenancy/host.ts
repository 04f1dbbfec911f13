/**
 * Which site a Host header names. Pure: the server looks the answer up.
 * `{slug}.localhost` (any port) and `{slug}.{platformDomain}` name a site by slug; the bare local host
 * is the demo directory; anything else is a candidate custom domain.
 */
export type HostMatch = { kind: "directory" } | { kind: "slug"; slug: string } | { kind: "custom"; host: string } | { kind: "invalid" };

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const HOSTNAME = /^[a-z0-9.-]+$/;

export function normaliseHost(hostHeader: string | null | undefined): string | null {
  if (!hostHeader) return null;
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    return end > 0 ? host.slice(0, end + 1) : null;
  }
  host = host.replace(/:\d+$/, "").replace(/\.$/, "");
  return host.length > 0 && host.length <= 253 ? host : null;
}

export function matchHost(hostHeader: string | null | undefined, platformDomain?: string): HostMatch {
  const host = normaliseHost(hostHeader);
  if (!host) return { kind: "invalid" };
  if (LOCAL_HOSTS.has(host)) return { kind: "directory" };
  for (const suffix of [".localhost", platformDomain ? `.${platformDomain}` : null]) {
    if (suffix && host.endsWith(suffix)) {
      const slug = host.slice(0, -suffix.length);
      return SLUG.test(slug) ? { kind: "slug", slug } : { kind: "invalid" };
    }
  }
  return HOSTNAME.test(host) ? { kind: "custom", host } : { kind: "invalid" };
}
