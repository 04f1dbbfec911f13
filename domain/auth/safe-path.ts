/**
 * The one rule for every redirect target that comes from outside (`redirect` and `back` in the address bar
 * or a form, the Referer): only a path on this same site is kept, anything else becomes the fallback.
 * This is what stops an open redirect.
 *
 * The value is normalised first (URL parsing resolves dot segments, %2e included), and the RESULT is checked:
 * "/.//evil.com" is harmless as typed but normalises to "//evil.com", which a browser reads as another host.
 */
const BASE = "http://same.invalid";
const MAX_LENGTH = 2000;

/** C0 controls, DEL and every Unicode space: browsers strip some of them, which can turn "/\t/evil" into "//evil". */
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\s]/u;
/** After decoding: a second slash (or backslash) right after the first, a backslash anywhere, or a dot segment. */
const DECODED_DANGER = /^[/\\]{2}|\\|(^|\/)\.\.?(\/|$)/;

export function safePath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  if (!value.startsWith("/") || value.includes("\\") || CONTROL_OR_SPACE.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSameSitePath(path, url.pathname) ? path : fallback;
}

/** The normalised result: one leading slash, no authority, nothing a decoding or lookalike-folding hop could turn into one. */
function isSameSitePath(path: string, pathname: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\") || CONTROL_OR_SPACE.test(path)) return false;
  const decoded = fullyDecoded(pathname);
  if (decoded === null) return false;
  // Fullwidth ／ and ＼ fold to / and \ under NFKC, which some proxies and servers apply.
  for (const form of [decoded, decoded.normalize("NFKC")]) {
    if (DECODED_DANGER.test(form) || /[\u0000-\u001f\u007f]/.test(form)) return false;
  }
  return true;
}

/** Percent-decodes until nothing changes (double encoding such as %252e), or null when that never settles. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let i = 0; i < 5; i++) {
    const next = decodedOnce(current);
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** One lenient decoding pass, like a forgiving server's: a bad UTF-8 run still has its ASCII escapes decoded. */
function decodedOnce(value: string): string {
  return value.replace(/(%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%[0-7][0-9a-f]/gi, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
    }
  });
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
