/**
 * `redirect` and `back` come from the address bar, so they are untrusted: only a path on this same site
 * is kept, anything else (other hosts, protocol-relative //host, backslashes, schemes, control characters)
 * falls back to the home page. This is what stops an open redirect.
 */
const BASE = "http://same.invalid";

export function safePath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  // Control characters and whitespace: browsers strip some of them, which can turn "/\t/evil" into "//evil".
  if (/[\u0000-\u0020\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The same-site path of a Referer header, when it comes from this host. */
export function sameSiteReferrerPath(referer: string | null, requestUrl: string): string | null {
  if (!referer) return null;
  try {
    const from = new URL(referer);
    const here = new URL(requestUrl);
    if (from.host !== here.host) return null;
    const path = safePath(`${from.pathname}${from.search}`, "");
    return path || null;
  } catch {
    return null;
  }
}
