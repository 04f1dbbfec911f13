/**
 * The one JSON body reader and the one form body reader of every route that reads a body. Each reads at
 * most `limit` bytes whether or not Content-Length was declared (a chunked body has none), checks the
 * media type, and answers a refusal a route can send as it is: 413 too large, 415 another media type,
 * 400 unreadable. The transport has already read the body within the platform's own limit
 * (request-body.ts); these limits are each route's, smaller.
 */
import { formValues, type FormValues } from "~/domain/forms/form-values";

export type BodyRefusal = { ok: false; status: 400 | 413 | 415; message: string };
export type JsonRead = { ok: true; value: unknown } | BodyRefusal;
export type FormRead = { ok: true; values: FormValues } | BodyRefusal;

export const DEFAULT_BODY_LIMIT = 32 * 1024;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** The media type without its parameters, lower-cased ("" when there is none). */
export function mediaTypeOf(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

export function isJsonType(type: string): boolean {
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

export function isFormType(type: string): boolean {
  return FORM_TYPES.has(type);
}

const tooLarge = (limit: number): BodyRefusal => ({
  ok: false,
  status: 413,
  message: `The request body is too large: at most ${Math.floor(limit / 1024)} KB.`,
});

/**
 * A JSON body. An empty body is `empty` when the route allows one (a search with no parameters), else a
 * 400; any other media type than JSON (application/json or …+json) is a 415.
 */
export async function readJsonBody(request: Request, options: { limit?: number; empty?: unknown } = {}): Promise<JsonRead> {
  const limit = options.limit ?? DEFAULT_BODY_LIMIT;
  const bytes = await readBytes(request, limit);
  if (!bytes.ok) return bytes;
  if (bytes.value.byteLength === 0 && "empty" in options) return { ok: true, value: options.empty };
  if (!isJsonType(mediaTypeOf(request)))
    return { ok: false, status: 415, message: "Send the request body as JSON (Content-Type: application/json)." };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.value);
  } catch {
    return { ok: false, status: 400, message: "The request body is not valid JSON." };
  }
  // Deep nesting parses, but anything that walks it recursively (JSON.stringify, zod) then overflows the stack.
  if (jsonNestingDepth(text) > MAX_JSON_DEPTH) return { ok: false, status: 400, message: "The request body is nested too deeply." };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, status: 400, message: "The request body is not valid JSON." };
  }
}

/** No API or form of the platform nests deeper than a few levels. */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of objects and arrays in a JSON text (brackets inside strings do not count); no recursion. */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return deepest;
}

/** A urlencoded or multipart form: repeated names become arrays, uploaded files are dropped. */
export async function readFormBody(request: Request, options: { limit?: number } = {}): Promise<FormRead> {
  const limit = options.limit ?? DEFAULT_BODY_LIMIT;
  const type = mediaTypeOf(request);
  if (!isFormType(type)) {
    return { ok: false, status: 415, message: "Send this form as application/x-www-form-urlencoded or multipart/form-data." };
  }
  const bytes = await readBytes(request, limit);
  if (!bytes.ok) return bytes;
  try {
    const form = await new Response(bytes.value, { headers: { "content-type": request.headers.get("content-type")! } }).formData();
    return { ok: true, values: formValues(form) };
  } catch {
    return { ok: false, status: 400, message: "The form data could not be read." };
  }
}

async function readBytes(request: Request, limit: number): Promise<{ ok: true; value: Uint8Array<ArrayBuffer> } | BodyRefusal> {
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > limit) return tooLarge(limit);
  if (request.bodyUsed) return { ok: false, status: 400, message: "The request body could not be read." };
  if (!request.body) return { ok: true, value: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel();
        return tooLarge(limit);
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, status: 400, message: "The request body could not be read." };
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, value: out };
}
