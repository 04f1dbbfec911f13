/** True when the Accept header names image/webp with a non-zero q. Wildcards do not count: old Safari sends image/* without WebP support. */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  for (const range of accept.split(",")) {
    const [type, ...params] = range.split(";").map((part) => part.trim().toLowerCase());
    if (type !== "image/webp") continue;
    const q = params.find((param) => param.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}
