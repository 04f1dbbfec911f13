/**
 * RFC 9110 If-None-Match evaluation (weak comparison, `*` matches anything).
 * Not Express's `req.fresh`: that also honours a request's `Cache-Control: no-cache`,
 * which fetch() adds to every conditional request, and which is addressed to caches, not the origin.
 */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const target = opaque(etag);
  return header.split(",").some((tag) => opaque(tag) === target);
}
