/**
 * Checks on a lead POST before any work: it must come from the site's own pages (not a cross-site
 * form or script), and its body must be small.
 */
export const MAX_LEAD_BODY_BYTES = 32 * 1024;

export type GuardRefusal = { ok: false; status: 403 | 413 | 415 | 400; message: string };
export type GuardResult = { ok: true } | GuardRefusal;

const TOO_LARGE: GuardRefusal = { ok: false, status: 413, message: "This form is too large to submit." };
const CROSS_SITE: GuardRefusal = { ok: false, status: 403, message: "This form can only be submitted from this website." };

/**
 * A POST is rejected when the browser says it is cross-site or from a sibling site (`Sec-Fetch-Site`:
 * another dealer on the platform domain is "same-site"), or when its `Origin` names another host.
 * Requests with neither header (old browsers, server-to-server clients) carry no cross-site risk.
 */
export function checkSameOrigin(request: Request): GuardResult {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") return CROSS_SITE;
  const origin = request.headers.get("origin");
  if (origin === null) return { ok: true };
  if (origin === "null" || !URL.canParse(origin)) return CROSS_SITE;
  // The request's URL carries the public host (behind a trusted proxy, X-Forwarded-Host); the Host
  // header the host the proxy was asked for. Either may legitimately match; a third-party page matches neither.
  const originHost = new URL(origin).host.toLowerCase();
  const hosts = [new URL(request.url).host, request.headers.get("host")].filter(Boolean).map((h) => h!.toLowerCase());
  return hosts.includes(originHost) ? { ok: true } : CROSS_SITE;
}

/** Rejects a body whose declared length is over the limit, before reading it. */
export function checkDeclaredBodySize(request: Request, limit = MAX_LEAD_BODY_BYTES): GuardResult {
  const length = request.headers.get("content-length");
  if (length !== null && (!/^\d+$/.test(length) || Number(length) > limit)) return TOO_LARGE;
  return { ok: true };
}


/**
 * Reads a urlencoded, multipart or JSON lead body into plain values, stopping at `limit` bytes
 * whatever Content-Length said (a chunked body has none).
 */
export async function readLeadBody(
  request: Request,
  limit = MAX_LEAD_BODY_BYTES,
): Promise<{ ok: true; values: Record<string, unknown> } | GuardRefusal> {
  const declared = checkDeclaredBodySize(request, limit);
  if (!declared.ok) return declared as GuardRefusal;
  const bytes = await readLimited(request, limit);
  if (bytes === null) return TOO_LARGE;
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type.startsWith("application/json")) {
    try {
      const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
      if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("not an object");
      return { ok: true, values: parsed as Record<string, unknown> };
    } catch {
      return { ok: false, status: 400, message: "The form data could not be read." };
    }
  }
  if (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")) {
    try {
      const form = await new Response(bytes, { headers: { "content-type": type } }).formData();
      return { ok: true, values: formDataToValues(form) };
    } catch {
      return { ok: false, status: 400, message: "The form data could not be read." };
    }
  }
  return { ok: false, status: 415, message: "The form data could not be read." };
}

/** Repeated names (checkbox groups) become arrays; files are dropped. */
export function formDataToValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const existing = values[key];
    if (existing === undefined) values[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else values[key] = [existing, value];
  }
  return values;
}

async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}
